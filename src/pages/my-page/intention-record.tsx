import { IntentionRecordsView } from '@/features/records'

export default IntentionRecordsView
