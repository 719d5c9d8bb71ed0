/** Mainland mobile: 11 digits, starts with 1, second digit 2-9 (spec section 5). */
const MAINLAND_MOBILE = /^1[2-9]\d{9}$/
const INTERNATIONAL_NUMBER = /^\d{5,15}$/

export function isValidPhone(telCode: string, phone: string): boolean {
  return telCode === '86' ? MAINLAND_MOBILE.test(phone) : INTERNATIONAL_NUMBER.test(phone)
}

/** Key under which codes and rate limits are kept for one number. */
export function phoneKey(telCode: string, phone: string): string {
  return `${telCode}-${phone}`
}

/** 13800000000 -> 138****0000; other lengths keep the first 3 and last 2 digits. */
export function maskPhone(phone: string | null): string {
  if (!phone) return ''
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`
  if (phone.length <= 5) return `${phone.slice(0, 1)}${'*'.repeat(phone.length - 1)}`
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`
}
