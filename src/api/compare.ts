import type {
  CompareBody,
  CompareData,
  CompareListBody,
  CompareListData,
  CompareListItem,
  CompareReportData,
  CompareShareData,
  ReportListBody,
  ReportListData,
  ReportListItem,
  SharedCompareData,
} from '../../server/src/contract'
import { post } from '../http'
import { ApiPath } from './paths'

export type { CompareBody, CompareData, CompareListItem, CompareReportData, CompareShareData, ReportListItem, SharedCompareData }

/** `val/reportList`: the caller's valuation reports, newest first. */
export const reportList = (p: ReportListBody = {}) => post<ReportListData>(ApiPath.VAL_REPORT_LIST, { ...p }).then((r) => r.data)

/**
 * `val/compare` (PK): two of the caller's unlocked reports of one game; `mode` 0 origin, 1 target is the base.
 * The answer is also kept as a PK report (`reportId`), reopened by `compareReport`.
 */
export const compare = (p: CompareBody) => post<CompareReportData>(ApiPath.VAL_COMPARE, { ...p }).then((r) => r.data)

/** `val/compareReport`: one of the caller's PK reports as it was made. */
export const compareReport = (reportId: string) => post<CompareReportData>(ApiPath.VAL_COMPARE_REPORT, { reportId }).then((r) => r.data)

/** `val/compareList`: the caller's PK reports, newest first. */
export const compareList = (p: CompareListBody = {}) => post<CompareListData>(ApiPath.VAL_COMPARE_LIST, { ...p }).then((r) => r.data)

/** `val/compareShare`: a public link token for the comparison. */
export const compareShare = (p: CompareBody) => post<CompareShareData>(ApiPath.VAL_COMPARE_SHARE, { ...p }).then((r) => r.data)

/** `val/sharedCompare` (no login): the comparison behind a share token; errors are shown by the page. */
export const sharedCompare = (token: string) =>
  post<SharedCompareData>(ApiPath.VAL_SHARED_COMPARE, { token }, { silent: true }).then((r) => r.data)
