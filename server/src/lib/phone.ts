import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { callingCodeOf, isMainlandMobile, isSupportedTelCode } from '../contract/values'
import { badParameter } from '../errors'

/**
 * A phone number in its one canonical form: the country calling code and the national significant number (no
 * trunk prefix, no country code), which together are the E.164 number `+<countryCode><national>`.
 */
export interface CanonicalPhone {
  countryCode: string
  national: string
  e164: string
}

/**
 * The canonical form of a number as typed with a tel code of the region picker, or null when it is not a valid
 * number of that country or region. Parsing and validation are libphonenumber-js's, with its full (`max`)
 * metadata: on the service its size does not matter, and it checks a number against the ranges its region has
 * actually assigned, not only its length. Mainland China keeps the spec's mobile rule instead (any 1[2-9] number
 * of 11 digits), so a newly opened mobile range is never refused while the metadata catches up.
 *
 * Accepts the trunk prefix (`0` 7911 123456), the country code typed again (`86`13812345678, `+86`…) and `00`
 * before it (`0086`13812345678: the international prefix as dialled from China). Idempotent: a canonical
 * (countryCode, national) pair comes back unchanged.
 */
export function canonicalPhone(telCode: string, phone: string): CanonicalPhone | null {
  const countryCode = callingCodeOf(telCode)
  if (countryCode === null || !isSupportedTelCode(countryCode) || !/^\+?\d+$/.test(phone)) return null
  const parsed = parsePhoneNumberFromString(phone.startsWith('00') ? `+${phone.slice(2)}` : phone, { defaultCallingCode: countryCode })
  // A number written with another region's code is not a number of the region the user picked.
  if (!parsed || parsed.countryCallingCode !== countryCode) return null
  const valid = countryCode === '86' ? isMainlandMobile(parsed.nationalNumber) : parsed.isValid()
  return valid ? { countryCode, national: parsed.nationalNumber, e164: parsed.number } : null
}

/** A number for the given tel code, in any of its written forms (see canonicalPhone). */
export function isValidPhone(telCode: string, phone: string): boolean {
  return canonicalPhone(telCode, phone) !== null
}

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
