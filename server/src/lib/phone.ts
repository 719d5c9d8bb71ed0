export { isValidPhone } from '../contract/values'

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
