import { ListingDetailView } from '@/features/report'

export default ListingDetailView
