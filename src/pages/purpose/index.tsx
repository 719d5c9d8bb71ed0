import { PurposeView } from '@/features/purpose'

export default PurposeView
