import { ProfitRecordsView } from '@/features/records'

export default ProfitRecordsView
