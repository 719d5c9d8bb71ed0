import type { CollectListData } from '../../server/src/contract/collect'
import type { CheckRecordsData } from '../../server/src/contract/check'
import type { GoodsSimilarData } from '../../server/src/contract/collect'
import { ReportStatus } from '../../server/src/contract/values/report'
import { call } from './endpoint'
import { checkRecords, purposeRecords, reportList, type PurposeRecord, type ReportListItem } from './market'

/**
 * The personal centre's lists as paged fetchers `(page, pageSize) → {list, total}` (docs/api.md; all
 * owner-scoped). Silent like the market calls: the list shows its own error state instead of a toast.
 */
export const reportPage = (page: number, pageSize: number) => reportList({ page, pageSize })
/** The caller's locked valuation reports: the ones an unlock coupon can be used on. */
export const lockedReportPage = (page: number, pageSize: number) => reportList({ page, pageSize, status: ReportStatus.NOT_UNLOCKED })
export const purposePage = (page: number, pageSize: number) => purposeRecords({ page, pageSize })
export const checkPage = (page: number, pageSize: number) => checkRecords({ page, pageSize })
export const collectPage = (page: number, pageSize: number) => call('collectList', { page, pageSize }, { silent: true }).then((r) => r.data)

export type { ReportListItem, PurposeRecord }
export type CheckRecordItem = CheckRecordsData['list'][number]
export type CollectItem = CollectListData['list'][number]
export type SimilarItem = GoodsSimilarData['list'][number]
