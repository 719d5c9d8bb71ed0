import ProfitRecordsView from '@/features/records/ProfitRecordsView'

export default ProfitRecordsView
