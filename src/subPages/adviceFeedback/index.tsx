import FeedbackView from '@/features/feedback/FeedbackView'

export default FeedbackView
