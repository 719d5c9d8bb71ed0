import CompleteView from '@/features/account-info/CompleteView'

export default CompleteView
