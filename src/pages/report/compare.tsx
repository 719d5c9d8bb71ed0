import ComparePageView from '@/features/compare/ComparePageView'

export default ComparePageView
