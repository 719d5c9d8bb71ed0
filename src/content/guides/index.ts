export { getLinkGuide } from './get-link'
export { campIdGuide } from './camp-id'
export { authErrorGuide } from './auth-error'
export { privacySummary } from './privacy-summary'
