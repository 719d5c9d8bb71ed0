/** The valuation report: generating, teaser, full report, popups; a listing's detail; the shared report's source. */
export { default as ReportPageView } from './ReportPageView'
export { default as ListingDetailView } from './ListingDetailView'
export { useReportSource, type ReportSource } from './report-source'
