import type { PropertyConfirmBody, ValReportData } from '../../server/src/contract'
import { VISITOR_ID_HEADER } from '../constants/help'
import { visitorId } from '../platform/caches'
import { call } from './endpoint'

/** Valuation reports: read, list, confirm properties, share. Types from the service contract. */
export type ReportData = ValReportData
export type ReportComparable = NonNullable<ValReportData['comparables']>[number]

/**
 * Friend help (launch type 1): `valId` is the report's help code from the scene or link. The device's visitor id
 * goes along: the service caps a day's helps per device.
 */
export const reportShareHelp = (valId: string | number) =>
  call('valReportShare', { valId: String(valId) }, { header: { [VISITOR_ID_HEADER]: visitorId() } }).then((r) => r.data)

/** The owner's report; `wait` (seconds) asks the service to hold the answer while the report generates. */
export const valReport = (valId: string, wait = 0) => call('valReport', wait > 0 ? { valId, wait } : { valId }).then((r) => r.data)
/** `val/retry`: a failed report is generated again from the input it was made with (status back to 0). */
export const retryReport = (valId: string) => call('valRetry', { valId }).then((r) => r.data)
export { reportList } from './market'
export const propertyConfirm = (p: PropertyConfirmBody) => call('propertyConfirm', p).then((r) => r.data)
// The share calls carry the device's visitor id: the service tells the owner opening their own link logged out from
// a friend by it (the share task counts friends only).
export const shareLink = (valId: string) => call('shareLink', { valId, visitorId: visitorId() }).then((r) => r.data)
export const sharedReport = (shareToken: string) => call('sharedReport', { shareToken, visitorId: visitorId() }).then((r) => r.data)
