import ReportPageView from '@/features/report/ReportPageView'

export default ReportPageView
