import PurposeView from '@/features/purpose/PurposeView'

export default PurposeView
