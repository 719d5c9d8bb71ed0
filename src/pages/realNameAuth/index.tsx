import { RealNameView } from '@/features/settings'

export default RealNameView
