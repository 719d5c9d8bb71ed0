import { FeedbackView } from '@/features/feedback'

export default FeedbackView
