import ValuationRecordsView from '@/features/records/ValuationRecordsView'

export default ValuationRecordsView
