import SharedReportPage from '@/features/report/share/SharedReportPage'

export default SharedReportPage
