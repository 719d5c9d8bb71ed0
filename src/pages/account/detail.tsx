import ListingDetailView from '@/features/report/ListingDetailView'

export default ListingDetailView
