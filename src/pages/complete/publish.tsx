import { PublishView } from '@/features/complete'

export default PublishView
