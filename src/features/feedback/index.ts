/**
 * What other features use of 意见反馈: the image uploads (one by one through the upload wrapper, with retry and
 * remove), the contact rule the service applies, and the form's texts. The bug report reuses them.
 */
export { FeedbackStore, FeedbackText, contactError } from './store'
