import SharedReportPage from './shared-report-page'

export default SharedReportPage
