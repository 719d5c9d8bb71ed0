import { buildPrivacyPolicy } from './privacy'
import type { Agreement } from './types'

/** Privacy policy shown on iOS (id 9): same rules, but no in-app purchase of virtual goods there. */
export const privacyPolicyIos: Agreement = buildPrivacyPolicy(true)
