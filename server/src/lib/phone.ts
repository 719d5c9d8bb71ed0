import { canonicalPhone, isSupportedTelCode, type CanonicalPhone } from '../contract/values'
import { badParameter } from '../errors'

export { isValidPhone } from '../contract/values'
export type { CanonicalPhone }

/**
 * The canonical number behind a tel code and phone as typed, or a 40000 in Chinese. Every limit key, lookup and
 * uniqueness check runs on its result, so `86`, `+86`, `086` and `0086` are one number.
 */
export function requirePhone(telCode: string, phone: string): CanonicalPhone {
  if (!isSupportedTelCode(telCode)) throw badParameter('暂不支持该国家或地区的手机号')
  const canonical = canonicalPhone(telCode, phone)
  if (!canonical) throw badParameter('参数错误：phone 格式不正确')
  return canonical
}

/** 13800000000 -> 138****0000; other lengths keep the first 3 and last 2 digits. */
export function maskPhone(phone: string | null): string {
  if (!phone) return ''
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`
  if (phone.length <= 5) return `${phone.slice(0, 1)}${'*'.repeat(phone.length - 1)}`
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`
}
