import CollectView from '@/features/records/CollectView'

export default CollectView
