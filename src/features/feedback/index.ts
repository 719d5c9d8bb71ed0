/** 意见反馈: the form with images and contact, and its checks. */
export { default as FeedbackView, FeedbackText, contactError } from './FeedbackView'
