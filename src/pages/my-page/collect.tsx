import { CollectView } from '@/features/records'

export default CollectView
