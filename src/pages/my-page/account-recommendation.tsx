import { AccountRecommendationView } from '@/features/records/similar-list'

export default AccountRecommendationView
