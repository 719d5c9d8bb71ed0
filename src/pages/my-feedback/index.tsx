import MyFeedbackView from '@/features/feedback/MyFeedbackView'

export default MyFeedbackView
