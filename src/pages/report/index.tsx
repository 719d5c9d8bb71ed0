import ReportRoute from '@/features/report/ReportRoute'

export default ReportRoute
