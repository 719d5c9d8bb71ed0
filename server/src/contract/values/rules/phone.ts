/** Mainland mobile: 11 digits, starts with 1, second digit 2-9 (spec section 5). */
export const MAINLAND_MOBILE = /^1[2-9]\d{9}$/
const INTERNATIONAL_NUMBER = /^\d{5,15}$/

export const isMainlandMobile = (phone: string): boolean => MAINLAND_MOBILE.test(phone)

/** A number for the given country code: the mainland rule for 86, 5-15 digits elsewhere. */
export function isValidPhone(telCode: string, phone: string): boolean {
  return telCode === '86' ? isMainlandMobile(phone) : INTERNATIONAL_NUMBER.test(phone)
}
