import FeedbackDetailView from '@/features/feedback/FeedbackDetailView'

export default FeedbackDetailView
