import type {
  PropertyConfirm,
  PropertyConfirmBody,
  RetryReportData,
  SharedReportData,
  ShareLinkData,
  ValReportData,
} from '../../server/src/contract'
import { post } from '../http'
import { ApiPath } from './paths'

/** Valuation reports: read, list, confirm properties, share. Types from the service contract. */
export type ReportData = ValReportData
export type SharedReport = SharedReportData
export type ReportComparable = NonNullable<ValReportData['comparables']>[number]
export type ReportQuestionItem = NonNullable<ValReportData['reportQuestions']>[number]

/** Friend help on a shared report (launch type 1). */
export const reportShareHelp = (valId: string | number) => post(ApiPath.REPORT_SHARE_HELP, { valId })

export const valReport = (valId: string) => post<ValReportData>(ApiPath.VAL_REPORT, { valId }).then((r) => r.data)
/** `val/retry`: a failed report is generated again from the input it was made with (status back to 0). */
export const retryReport = (valId: string) => post<RetryReportData>(ApiPath.VAL_RETRY, { valId }).then((r) => r.data)
export { reportList } from './market'
export const propertyConfirm = (p: PropertyConfirmBody) => post<PropertyConfirm>(ApiPath.PROPERTY_CONFIRM, p).then((r) => r.data)
export const shareLink = (valId: string) => post<ShareLinkData>(ApiPath.SHARE_LINK, { valId }).then((r) => r.data)
export const sharedReport = (shareToken: string) => post<SharedReportData>(ApiPath.SHARED_REPORT, { shareToken }).then((r) => r.data)
