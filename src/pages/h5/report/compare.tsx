import SharedCompareView from '@/features/compare/SharedCompareView'

export default SharedCompareView
