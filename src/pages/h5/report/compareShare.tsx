import CompareShareView from '@/features/compare/CompareShareView'

export default CompareShareView
