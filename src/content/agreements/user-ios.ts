import { buildUserAgreement } from './user'
import type { Agreement } from './types'

/** User agreement shown on iOS (id 8): no in-app purchase of report unlocks inside the WeChat mini-program. */
export const userAgreementIos: Agreement = buildUserAgreement(true)
