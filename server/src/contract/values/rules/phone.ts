/** Mainland mobile: 11 digits, starts with 1, second digit 2-9 (spec section 5). */
export const MAINLAND_MOBILE = /^1[2-9]\d{9}$/

export const isMainlandMobile = (phone: string): boolean => MAINLAND_MOBILE.test(phone)

/**
 * The calling codes of the login page's country-or-region picker: the service takes numbers of these only. Which
 * numbers each one takes is the service's business (server/src/lib/phone.ts, libphonenumber-js): the app bundles
 * this module, and the numbering plans of every region would not fit its size budget.
 */
const SUPPORTED_CALLING_CODES: ReadonlySet<string> = new Set([
  ...['1', '7', '20', '27', '31', '33', '34', '39', '41', '44', '45', '46', '47', '49', '52', '54', '55'],
  ...['60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91', '95'],
  ...['353', '852', '853', '855', '856', '886', '966', '971', '972', '976'],
])

/**
 * The calling code inside a tel code as people write it: `86`, `+86`, `086` and `0086` are all `86` (the `00`
 * and `0` are international call prefixes, not part of the code). Null when no 1-3 digit code remains.
 */
export function callingCodeOf(telCode: string): string | null {
  const match = /^\+?(?:00|0)?([1-9]\d{0,2})$/.exec(telCode.trim())
  return match ? match[1] : null
}

/** Whether the service takes numbers with this calling code (any written form of it). */
export function isSupportedTelCode(telCode: string): boolean {
  const code = callingCodeOf(telCode)
  return code !== null && SUPPORTED_CALLING_CODES.has(code)
}

/**
 * The login form's check before it asks for a code: mainland numbers by the spec's mobile rule, other regions
 * by the length any national number can have (5 to 15 digits). The service is the authority (its answer to a
 * number this lets through is a 40000 in Chinese); this only spares the user a round trip for the common typos.
 */
export function looksLikePhone(telCode: string, phone: string): boolean {
  const code = callingCodeOf(telCode)
  if (code === null || !SUPPORTED_CALLING_CODES.has(code)) return false
  return code === '86' ? isMainlandMobile(phone) : /^\d{5,15}$/.test(phone)
}
