import DealEvaluateView from '@/features/deal/DealEvaluateView'

export default DealEvaluateView
