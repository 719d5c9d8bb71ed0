import { CompleteView } from '@/features/complete'

export default CompleteView
