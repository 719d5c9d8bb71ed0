import { CheckView } from '@/features/check'

export default CheckView
