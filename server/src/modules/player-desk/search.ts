import { canonicalPhone } from '../../lib/phone'
import type { PlayerMatch } from '../../contract/console'

/** What a lookup text may be, each with the key its table is searched by. */
export type SearchKey =
  | { by: Extract<PlayerMatch, 'phone'>; mainlandPhone: string }
  | { by: Extract<PlayerMatch, 'uid'>; uid: string }
  | { by: Extract<PlayerMatch, 'inviteCode'>; inviteCode: string }
  | { by: Extract<PlayerMatch, 'reportId'>; reportId: string }

/** Report ids are `r_` and a base64url tail. */
const REPORT_ID = /^r_[A-Za-z0-9_-]{1,40}$/
/** Typed with a country code, spaces or dashes: +86 138-1234-0000. */
const PHONE_LIKE = /^(\+?86|0086)?1\d{10}$/
/** Uids (lower case) and invite codes (upper case) are both base32 letters and digits; operators type either case. */
const CODE = /^[0-9A-Za-z]{1,32}$/

/**
 * The keys a lookup text can be, or null when it can be none of them. A mainland mobile number is only a phone;
 * any other run of letters and digits is tried as a uid and as an invite code.
 */
export function searchKeys(text: string): SearchKey[] | null {
  const trimmed = text.trim()
  if (REPORT_ID.test(trimmed)) return [{ by: 'reportId', reportId: trimmed }]
  const compact = trimmed.replace(/[\s-]/g, '')
  if (PHONE_LIKE.test(compact)) {
    const phone = canonicalPhone('86', compact)
    if (phone) return [{ by: 'phone', mainlandPhone: phone.national }]
  }
  if (CODE.test(compact)) {
    return [
      { by: 'uid', uid: compact.toLowerCase() },
      { by: 'inviteCode', inviteCode: compact.toUpperCase() },
    ]
  }
  return null
}
