import PublishView from '@/features/account-info/PublishView'

export default PublishView
