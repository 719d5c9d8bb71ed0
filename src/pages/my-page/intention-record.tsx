import IntentionRecordsView from '@/features/records/IntentionRecordsView'

export default IntentionRecordsView
