import { ReportPageView } from '@/features/report'

export default ReportPageView
