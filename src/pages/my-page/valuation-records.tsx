import { ValuationRecordsView } from '@/features/records'

export default ValuationRecordsView
