import { checkPage, collectPage, lockedReportPage, purposePage, reportPage } from '@/api/records'

/**
 * Where each personal list reads its pages (all owner-scoped; docs/api.md). The views keep a PagedList store over
 * one of these (`useRecordsList`), so they never call the service themselves.
 */
export const RecordSources = {
  valuation: reportPage,
  lockedValuation: lockedReportPage,
  intention: purposePage,
  profit: checkPage,
  collect: collectPage,
} as const
