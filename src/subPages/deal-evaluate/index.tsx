import { DealEvaluateView } from '@/features/deal'

export default DealEvaluateView
