import type { ReportListData } from '../../server/src/contract/valuation'
import type { PurposeRecordsData } from '../../server/src/contract/purpose'
import type { CheckRecordsData } from '../../server/src/contract/check'
import type { CollectListData, CollectToggleBody, CollectToggleData, GoodsSimilarBody, GoodsSimilarData } from '../../server/src/contract/collect'
import { post } from '../http'
import { ApiPath } from './paths'

/** The personal centre's lists (all owner-scoped and paged `{page, pageSize}` → `{list, total}`). */
const paged =
  <T>(path: string) =>
  (page: number, pageSize: number) =>
    post<T>(path, { page, pageSize }).then((r) => r.data)

export const reportList = paged<ReportListData>(ApiPath.REPORT_LIST)
export const purposeRecords = paged<PurposeRecordsData>(ApiPath.PURPOSE_RECORDS)
export const checkRecords = paged<CheckRecordsData>(ApiPath.CHECK_RECORDS)
export const collectList = paged<CollectListData>(ApiPath.COLLECT_LIST)

export const collectToggle = (body: CollectToggleBody) => post<CollectToggleData>(ApiPath.COLLECT_TOGGLE, body).then((r) => r.data)
export const goodsSimilar = (body: GoodsSimilarBody) => post<GoodsSimilarData>(ApiPath.GOODS_SIMILAR, { ...body }).then((r) => r.data)

export type ReportListItem = ReportListData['list'][number]
export type PurposeRecordItem = PurposeRecordsData['list'][number]
export type CheckRecordItem = CheckRecordsData['list'][number]
export type CollectItem = CollectListData['list'][number]
export type SimilarItem = GoodsSimilarData['list'][number]
