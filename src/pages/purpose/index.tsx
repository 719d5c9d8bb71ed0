import PurposeView from '@/features/intention-search/PurposeView'

export default PurposeView
