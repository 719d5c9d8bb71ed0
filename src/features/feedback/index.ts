/**
 * What other features use of 意见反馈: the image uploads behind the screenshot grid (one by one as they are
 * added, with retry and remove), the contact rule the service applies, and the submit with its failure text.
 * The bug report is built from them and from components/feedback-form.
 */
export { contactError } from './store'
export { ImageUploads, contactBody, submitForm } from './uploads'
