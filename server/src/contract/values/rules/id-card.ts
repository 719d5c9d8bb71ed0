/** Mainland resident ID number (GB 11643-1999), the rule both the real-name form and the service apply. */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

export interface IdCardFacts {
  birthYear: number
  birthMonth: number
  birthDay: number
}

/**
 * The birth date when the number is well-formed (no leading 0), its check character is right and the date is
 * real and not before 1900; otherwise null. Whether the person is old enough is the caller's question.
 */
export function parseIdNumber(raw: string): IdCardFacts | null {
  const id = raw.toUpperCase()
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return null
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * WEIGHTS[i]
  if (CHECK_CHARS[sum % 11] !== id[17]) return null
  const birthYear = Number(id.slice(6, 10))
  const birthMonth = Number(id.slice(10, 12))
  const birthDay = Number(id.slice(12, 14))
  const date = new Date(Date.UTC(birthYear, birthMonth - 1, birthDay))
  const isRealDate = date.getUTCFullYear() === birthYear && date.getUTCMonth() === birthMonth - 1 && date.getUTCDate() === birthDay
  if (!isRealDate || birthYear < 1900) return null
  return { birthYear, birthMonth, birthDay }
}

/** A valid ID number whose birth date is not in the future (the form's check before the service's age rule). */
export function isIdNumber(raw: string, nowMs = Date.now()): boolean {
  const facts = parseIdNumber(raw)
  return facts !== null && Date.UTC(facts.birthYear, facts.birthMonth - 1, facts.birthDay) <= nowMs
}
