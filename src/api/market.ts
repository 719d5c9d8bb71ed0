import type { PageBody } from '../../server/src/contract/market'
import type { MarketAnalysisBody, MarketAnalysisData } from '../../server/src/contract/market'
import type {
  CheckEvaluateBody,
  CheckEvaluateData,
  CheckRecordsData,
  CheckReportBody,
  CheckReportData,
  DealEvaluateBody,
  DealEvaluateData,
} from '../../server/src/contract/check'
import type {
  PurposeRecordsData,
  PurposeReportBody,
  PurposeReportData,
  PurposeSearchBody,
  PurposeSearchData,
} from '../../server/src/contract/purpose'
import type { CollectToggleBody, CollectToggleData, GoodsSimilarBody, GoodsSimilarData } from '../../server/src/contract/collect'
import type { ReportListBody, ReportListData } from '../../server/src/contract/valuation'
import { post, type RequestOptions } from '../http'
import { ApiPath } from './paths'

/**
 * Market features of the service (docs/api.md "Market features"): market analysis (public), did-I-lose, deal
 * evaluation, intention search and records, favourites, similar listings. Every amount is in fen.
 * Pages show their own error state, so these calls do not toast (`silent`) unless told otherwise.
 */
const call = <T>(path: string, body: object, extra?: Partial<RequestOptions>) =>
  post<T>(path, body as Record<string, unknown>, { silent: true, ...extra }).then((r) => r.data)

export const marketAnalysis = (b: MarketAnalysisBody) => call<MarketAnalysisData>(ApiPath.MARKET_ANALYSIS, b)
export const checkEvaluate = (b: CheckEvaluateBody) => call<CheckEvaluateData>(ApiPath.CHECK_EVALUATE, b)
export const checkRecords = (b: PageBody) => call<CheckRecordsData>(ApiPath.CHECK_RECORDS, b)
/** A did-I-lose report: the teaser while not unlocked, every figure once unlocked. */
export const checkReport = (b: CheckReportBody) => call<CheckReportData>(ApiPath.CHECK_REPORT, b)
export const dealEvaluate = (b: DealEvaluateBody) => call<DealEvaluateData>(ApiPath.DEAL_EVALUATE, b)
export const purposeSearch = (b: PurposeSearchBody) => call<PurposeSearchData>(ApiPath.PURPOSE_SEARCH, b)
export const purposeRecords = (b: PageBody) => call<PurposeRecordsData>(ApiPath.PURPOSE_RECORDS, b)
/** The caller's intention report: the teaser, and once unlocked a page of the ranked matches. */
export const purposeReport = (b: PurposeReportBody) => call<PurposeReportData>(ApiPath.PURPOSE_REPORT, b)
/** A toggle is a user action: a failure toasts like any other action. */
export const collectToggle = (b: CollectToggleBody) => call<CollectToggleData>(ApiPath.COLLECT_TOGGLE, b, { silent: false })
export const goodsSimilar = (b: GoodsSimilarBody) => call<GoodsSimilarData>(ApiPath.GOODS_SIMILAR, b)
/** The caller's valuation reports (to pick one as the account of a search or a check). */
export const reportList = (b: ReportListBody) => call<ReportListData>(ApiPath.VAL_REPORT_LIST, b)

export type {
  MarketAnalysisData,
  CheckEvaluateData,
  CheckReportData,
  DealEvaluateData,
  PurposeSearchData,
  PurposeReportData,
  PurposeRecordsData,
  ReportListData,
  GoodsSimilarData,
}
export type PurposeMatch = NonNullable<PurposeReportData['list']>[number]
export type PurposeRecord = PurposeRecordsData['list'][number]
export type ReportListItem = ReportListData['list'][number]
export type MarketPeriod = NonNullable<MarketAnalysisBody['period']>
