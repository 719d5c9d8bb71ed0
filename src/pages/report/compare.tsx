import { ComparePageView } from '@/features/compare'

export default ComparePageView
