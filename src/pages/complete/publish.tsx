import PublishView from '@/features/complete/PublishView'

export default PublishView
