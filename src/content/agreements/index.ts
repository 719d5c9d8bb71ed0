import { AgreementId } from '@/constants/navigation'
import { Route, routeUrl, type PageUrl } from '@/constants/routes'
import { accountSecurity } from './account'
import { appPermission } from './app-permission'
import { childProtection } from './child-protection'
import { neutralList } from './neutral'
import { privacyPolicy } from './privacy'
import { privacyPolicyIos } from './privacy-ios'
import { rulesAgreement } from './rules'
import { userAgreement } from './user'
import { userAgreementIos } from './user-ios'
import type { Agreement } from './types'

export type { Agreement, ArticleDoc } from './types'
export { CONTACT_US, SERVICE_HOURS } from './operator'

const AGREEMENTS: Record<AgreementId, Agreement> = {
  [AgreementId.PRIVACY]: privacyPolicy,
  [AgreementId.USER]: userAgreement,
  [AgreementId.RULES]: rulesAgreement,
  [AgreementId.ACCOUNT]: accountSecurity,
  [AgreementId.APP_PERMISSION]: appPermission,
  [AgreementId.CHILD_PROTECTION]: childProtection,
  [AgreementId.NEUTRAL]: neutralList,
  [AgreementId.USER_IOS]: userAgreementIos,
  [AgreementId.PRIVACY_IOS]: privacyPolicyIos,
}

export function isAgreementId(value: unknown): value is AgreementId {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(AGREEMENTS, value)
}

export function getAgreement(id: AgreementId): Agreement
export function getAgreement(id: number): Agreement | undefined
export function getAgreement(id: number): Agreement | undefined {
  return isAgreementId(id) ? AGREEMENTS[id] : undefined
}

/**
 * Reads an agreement id from a page's query string. Anything missing or unknown falls back to the page's
 * default, so an old or mistyped link still shows a real document instead of an empty page.
 */
export function resolveAgreementId(param: string | undefined, fallback: AgreementId): AgreementId {
  const n = param === undefined || param === '' ? NaN : Number(param)
  return isAgreementId(n) ? n : fallback
}

/** The agreement each page shows when opened without an `id` query parameter (route path without leading slash). */
export const AGREEMENT_PAGES = {
  [Route.h5PolicyAgreement.path]: AgreementId.USER,
  [Route.h5PolicyAgreementIOS.path]: AgreementId.USER_IOS,
  [Route.h5PrivacyGuide.path]: AgreementId.PRIVACY,
  [Route.h5PrivacyGuideIOS.path]: AgreementId.PRIVACY_IOS,
  [Route.h5RuleSpecification.path]: AgreementId.RULES,
  [Route.h5AccountSecureInstruction.path]: AgreementId.ACCOUNT,
  [Route.h5AppPerm.path]: AgreementId.APP_PERMISSION,
  [Route.h5ChildProtection.path]: AgreementId.CHILD_PROTECTION,
  [Route.h5Neutral.path]: AgreementId.NEUTRAL,
} as const satisfies Record<string, AgreementId>

/** The page that opens any agreement by `?id=`: the iOS one for the iOS variants, so its title and guard match. */
export function agreementUrl(id: AgreementId): PageUrl {
  const ios = id === AgreementId.USER_IOS || id === AgreementId.PRIVACY_IOS
  return ios ? routeUrl('h5PolicyAgreementIOS', { id }) : routeUrl('h5PolicyAgreement', { id })
}

/**
 * Agreements listed on the 协议条款 page, in reading order. Each platform sees only its own variant of the user
 * agreement and privacy policy; showing both would list two documents with the same title.
 */
export function agreementIndex(ios: boolean): Agreement[] {
  const order: AgreementId[] = [
    ios ? AgreementId.USER_IOS : AgreementId.USER,
    ios ? AgreementId.PRIVACY_IOS : AgreementId.PRIVACY,
    AgreementId.CHILD_PROTECTION,
    AgreementId.NEUTRAL,
    AgreementId.APP_PERMISSION,
    AgreementId.ACCOUNT,
    AgreementId.RULES,
  ]
  return order.map((id) => AGREEMENTS[id])
}
