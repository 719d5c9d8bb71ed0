import { SimilarAccountsView } from '@/features/records/similar-list'

export default SimilarAccountsView
