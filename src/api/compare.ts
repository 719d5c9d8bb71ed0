import type {
  CompareAnswer,
  CompareBody,
  CompareData,
  CompareListBody,
  CompareListItem,
  CompareReportData,
  LockedCompareData,
  ReportListBody,
  ReportListItem,
} from '../../server/src/contract'
import { visitorId } from '../platform/caches'
import { call, type Extra } from './endpoint'

export type { CompareAnswer, CompareBody, CompareData, CompareListItem, CompareReportData, LockedCompareData, ReportListItem }

/** `val/reportList`: the caller's valuation reports, newest first. */
export const reportList = (p: ReportListBody = {}) => call('reportList', { ...p }).then((r) => r.data)

/**
 * `val/compare` (PK): two of the caller's reports of one game; `mode` 0 origin, 1 target is the base. Both unlocked,
 * the answer is also kept as a PK report (`reportId`), reopened by `compareReport`; with one locked it is limited to
 * what the locked report shows (`LockedCompareData`).
 */
export const compare = (p: CompareBody) => call('compare', { ...p }).then((r) => r.data)

/** `val/compareReport`: one of the caller's PK reports as it was made. */
export const compareReport = (reportId: string) => call('compareReport', { reportId }).then((r) => r.data)

/** `val/compareList`: the caller's PK reports, newest first. */
export const compareList = (p: CompareListBody = {}) => call('compareList', { ...p }).then((r) => r.data)

/** `val/compareShare`: a public link token for the comparison. */
export const compareShare = (p: CompareBody, extra?: Extra) =>
  call('compareShare', { ...p, visitorId: visitorId() }, extra).then((r) => r.data)

/** `val/sharedCompare` (no login): the comparison behind a share token; errors are shown by the page. */
export const sharedCompare = (token: string) =>
  call('sharedCompare', { token, visitorId: visitorId() }, { silent: true }).then((r) => r.data)
