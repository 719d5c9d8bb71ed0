/** 意见反馈 categories and limits: one definition in the contract's values, shared with the service. */
export { FEEDBACK_CATEGORIES, FeedbackLimit, FeedbackStatus, type FeedbackCategory } from '../../server/src/contract/values/feedback'
