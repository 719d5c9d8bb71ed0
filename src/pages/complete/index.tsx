import CompleteView from '@/features/complete/CompleteView'

export default CompleteView
