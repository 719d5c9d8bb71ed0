/** One recipient named in a grant list: a mainland mobile number or a user's uid, and the line it was on. */
export type RecipientKey = { line: number; text: string } & ({ phone: string } | { uid: string })

export interface RecipientProblem {
  line: number
  text: string
  /** `invalid`: neither a mobile number nor a uid; `duplicate`: named before (or the same user as before). */
  kind: 'invalid' | 'duplicate'
  problem: string
}

const MOBILE = /^1[3-9]\d{9}$/
/** User uids are 12 characters of lower-case Crockford base32 (users repository). */
const UID = /^[0-9a-hjkmnp-tv-z]{12}$/
/** A header row as spreadsheets export it. */
const HEADER = /^(phone|mobile|uid|user|手机号?|手机号码|用户id|用户)$/i

/**
 * Reads a grant list as an operator pastes it or a spreadsheet exports it (CSV): one or more recipients a line,
 * separated by commas, semicolons, tabs or spaces, quotes and a BOM ignored, a header cell on the first line
 * skipped. `+86` / `86` in front of a mobile number is dropped. Every cell that is neither a mainland mobile number
 * nor a uid is a problem with its line number; a recipient named twice is one too (granting it twice is rarely
 * meant, and the operator can say so by changing the count).
 */
export function parseRecipients(text: string): { keys: RecipientKey[]; problems: RecipientProblem[] } {
  const keys: RecipientKey[] = []
  const problems: RecipientProblem[] = []
  const seen = new Map<string, number>()
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  lines.forEach((raw, i) => {
    const line = i + 1
    for (const cell of raw.split(/[,;，；\t ]+/)) {
      const value = cell
        .trim()
        .replace(/^["']+|["']+$/g, '')
        .trim()
      if (!value) continue
      if (line === 1 && HEADER.test(value)) continue
      const digits = value.replace(/^\+?86[- ]?(?=1\d{10}$)/, '')
      const key = MOBILE.test(digits) ? { phone: digits } : UID.test(value.toLowerCase()) ? { uid: value.toLowerCase() } : null
      if (!key) {
        problems.push({ line, text: value, kind: 'invalid', problem: '不是手机号或用户 uid' })
        continue
      }
      const id = 'phone' in key ? `p:${key.phone}` : `u:${key.uid}`
      const first = seen.get(id)
      if (first !== undefined) {
        problems.push({ line, text: value, kind: 'duplicate', problem: `与第 ${first} 行重复` })
        continue
      }
      seen.set(id, line)
      keys.push({ line, text: value, ...key })
    }
  })
  return { keys, problems }
}
