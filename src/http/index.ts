export { request, type ApiEnvelope, type RequestOptions } from './request'
export { uploadFile } from './transfer'
export * from './codes'
export { absoluteUrl } from './hooks'
