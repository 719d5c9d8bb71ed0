/** Mainland mobile: 11 digits, starts with 1, second digit 2-9 (spec section 5). */
export const MAINLAND_MOBILE = /^1[2-9]\d{9}$/

export const isMainlandMobile = (phone: string): boolean => MAINLAND_MOBILE.test(phone)

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
 * The national significant numbers each supported calling code takes, and the trunk prefix people type before
 * them at home (`0` in most countries: 07911 123456 in the UK is +44 7911 123456). Covers every code of the
 * login page's country-or-region picker; mainland China takes mobiles only, by the spec's rule.
 */
const REGIONS: Readonly<Record<string, { nsn: RegExp; trunk?: string }>> = {
  '1': { nsn: /^[2-9]\d{2}[2-9]\d{6}$/, trunk: '1' },
  '7': { nsn: /^[3-9]\d{9}$/, trunk: '8' },
  '20': { nsn: /^[1-9]\d{7,9}$/, trunk: '0' },
  '27': { nsn: /^[1-9]\d{8}$/, trunk: '0' },
  '31': { nsn: /^[1-9]\d{8}$/, trunk: '0' },
  '33': { nsn: /^[1-9]\d{8}$/, trunk: '0' },
  '34': { nsn: /^[5-9]\d{8}$/ },
  // Italian numbers keep their leading 0 (landlines) in E.164: there is no trunk prefix to drop.
  '39': { nsn: /^[03]\d{5,10}$/ },
  '41': { nsn: /^[1-9]\d{8}$/, trunk: '0' },
  '44': { nsn: /^[1-9]\d{8,9}$/, trunk: '0' },
  '45': { nsn: /^[2-9]\d{7}$/ },
  '46': { nsn: /^[1-9]\d{6,9}$/, trunk: '0' },
  '47': { nsn: /^[2-9]\d{7}$/ },
  '49': { nsn: /^[1-9]\d{5,12}$/, trunk: '0' },
  '52': { nsn: /^[1-9]\d{9}$/ },
  '54': { nsn: /^[1-9]\d{9,10}$/, trunk: '0' },
  '55': { nsn: /^[1-9]\d{9,10}$/, trunk: '0' },
  '60': { nsn: /^[1-9]\d{7,9}$/, trunk: '0' },
  '61': { nsn: /^[1-9]\d{8}$/, trunk: '0' },
  '62': { nsn: /^[1-9]\d{7,11}$/, trunk: '0' },
  '63': { nsn: /^[1-9]\d{7,9}$/, trunk: '0' },
  '64': { nsn: /^[1-9]\d{7,9}$/, trunk: '0' },
  '65': { nsn: /^[3689]\d{7}$/ },
  '66': { nsn: /^[1-9]\d{7,8}$/, trunk: '0' },
  '81': { nsn: /^[1-9]\d{8,9}$/, trunk: '0' },
  '82': { nsn: /^[1-9]\d{7,9}$/, trunk: '0' },
  '84': { nsn: /^[1-9]\d{8,9}$/, trunk: '0' },
  '86': { nsn: MAINLAND_MOBILE, trunk: '0' },
  '90': { nsn: /^[1-9]\d{9}$/, trunk: '0' },
  '91': { nsn: /^[1-9]\d{9}$/, trunk: '0' },
  '95': { nsn: /^[1-9]\d{6,9}$/, trunk: '0' },
  '353': { nsn: /^[1-9]\d{6,8}$/, trunk: '0' },
  '852': { nsn: /^[2-9]\d{7}$/ },
  '853': { nsn: /^[2-8]\d{7}$/ },
  '855': { nsn: /^[1-9]\d{7,8}$/, trunk: '0' },
  '856': { nsn: /^[2-9]\d{7,9}$/, trunk: '0' },
  '886': { nsn: /^[2-9]\d{7,8}$/, trunk: '0' },
  '966': { nsn: /^[1-9]\d{7,8}$/, trunk: '0' },
  '971': { nsn: /^[1-9]\d{7,8}$/, trunk: '0' },
  '972': { nsn: /^[1-9]\d{7,8}$/, trunk: '0' },
  '976': { nsn: /^[1-9]\d{7}$/, trunk: '0' },
}

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
  return code !== null && code in REGIONS
}

/**
 * The canonical form of a number typed in the login form, or null when it is not a valid number of that country or
 * region. Accepts the trunk prefix (`0` 7911 123456) and the country code typed again (`86`13812345678,
 * `0086`13812345678). Idempotent: a canonical (countryCode, national) pair comes back unchanged.
 */
export function canonicalPhone(telCode: string, phone: string): CanonicalPhone | null {
  const countryCode = callingCodeOf(telCode)
  const region = countryCode === null ? undefined : REGIONS[countryCode]
  if (countryCode === null || !region || !/^\+?\d+$/.test(phone)) return null
  const digits = phone.replace(/^\+/, '')
  const nationalOf = (candidate: string): string | null => {
    if (region.nsn.test(candidate)) return candidate
    const trunk = region.trunk
    if (trunk && candidate.startsWith(trunk) && region.nsn.test(candidate.slice(trunk.length))) return candidate.slice(trunk.length)
    return null
  }
  let national = nationalOf(digits)
  for (const prefix of [`00${countryCode}`, countryCode]) {
    if (national === null && digits.startsWith(prefix)) national = nationalOf(digits.slice(prefix.length))
  }
  return national === null ? null : { countryCode, national, e164: `+${countryCode}${national}` }
}

/** A number for the given tel code, in any of its written forms (see canonicalPhone). */
export function isValidPhone(telCode: string, phone: string): boolean {
  return canonicalPhone(telCode, phone) !== null
}
