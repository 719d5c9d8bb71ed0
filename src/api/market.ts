import type { PageBody } from '../../server/src/contract/market'
import type { MarketAnalysisBody, MarketAnalysisData } from '../../server/src/contract/market'
import type {
  CheckEvaluateBody,
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
import type { CollectToggleBody, GoodsSimilarBody, GoodsSimilarData } from '../../server/src/contract/collect'
import type { ReportListBody, ReportListData } from '../../server/src/contract/valuation'
import type { EndpointBody } from '../../server/src/contract/endpoints'
import type { EndpointName } from '../../server/src/contract/values/endpoints'
import { callData, type Extra } from './endpoint'

/**
 * Market features of the service (docs/api.md "Market features"): market analysis (public), did-I-lose, deal
 * evaluation, intention search and records, favourites, similar listings. Every amount is in fen.
 * Pages show their own error state, so these calls do not toast (`silent`) unless told otherwise.
 */
const quiet = <N extends EndpointName>(name: N, body: EndpointBody<N>, extra?: Extra) => callData(name, body, { silent: true, ...extra })

export const marketAnalysis = (b: MarketAnalysisBody) => quiet('marketAnalysis', b)
export const checkEvaluate = (b: CheckEvaluateBody) => quiet('checkEvaluate', b)
export const checkRecords = (b: PageBody) => quiet('checkRecords', b)
/** A did-I-lose report: the teaser while not unlocked, every figure once unlocked. */
export const checkReport = (b: CheckReportBody) => quiet('checkReport', b)
export const dealEvaluate = (b: DealEvaluateBody) => quiet('dealEvaluate', b)
export const purposeSearch = (b: PurposeSearchBody) => quiet('purposeSearch', b)
export const purposeRecords = (b: PageBody) => quiet('purposeRecords', b)
/** The caller's intention report: the teaser, and once unlocked a page of the ranked matches. */
export const purposeReport = (b: PurposeReportBody) => quiet('purposeReport', b)
/** A toggle is a user action: a failure toasts like any other action. */
export const collectToggle = (b: CollectToggleBody) => quiet('collectToggle', b, { silent: false })
export const goodsSimilar = (b: GoodsSimilarBody) => quiet('goodsSimilar', b)
/** The caller's valuation reports (to pick one as the account of a search or a check). */
export const reportList = (b: ReportListBody) => quiet('reportList', b)

export type {
  MarketAnalysisData,
  CheckReportData,
  DealEvaluateData,
  PurposeSearchData,
  PurposeReportData,
  PurposeRecordsData,
  ReportListData,
  GoodsSimilarData,
}
export type PurposeMatch = NonNullable<PurposeReportData['list']>[number]
export type PurposeSort = NonNullable<PurposeReportBody['sort']>
export type PurposeRecord = PurposeRecordsData['list'][number]
export type ReportListItem = ReportListData['list'][number]
export type MarketPeriod = NonNullable<MarketAnalysisBody['period']>
