import BugFeedbackView from '@/features/banner/BugFeedbackView'
export default BugFeedbackView
