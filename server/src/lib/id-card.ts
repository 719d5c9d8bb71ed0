import { chinaDate } from './china-time'

/** Mainland resident ID number checks (GB 11643-1999). */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

export interface IdCardFacts {
  birthYear: number
  birthMonth: number
  birthDay: number
}

/** Returns the birth date when the number is well-formed with a valid checksum and a real date, else null. */
export function parseIdNumber(raw: string): IdCardFacts | null {
  const id = raw.toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return null
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * WEIGHTS[i]
  if (CHECK_CHARS[sum % 11] !== id[17]) return null
  const birthYear = Number(id.slice(6, 10))
  const birthMonth = Number(id.slice(10, 12))
  const birthDay = Number(id.slice(12, 14))
  const date = new Date(Date.UTC(birthYear, birthMonth - 1, birthDay))
  const isRealDate =
    date.getUTCFullYear() === birthYear && date.getUTCMonth() === birthMonth - 1 && date.getUTCDate() === birthDay
  if (!isRealDate || birthYear < 1900) return null
  return { birthYear, birthMonth, birthDay }
}

/** Full years of age on the given instant, counted on the China calendar (UTC+8); negative if born later. */
export function ageAt(facts: IdCardFacts, nowMs: number): number {
  const { year: y, month: m, day: d } = chinaDate(nowMs)
  const hadBirthday = m > facts.birthMonth || (m === facts.birthMonth && d >= facts.birthDay)
  return y - facts.birthYear - (hadBirthday ? 0 : 1)
}

/** 110101199003071234 -> 110***********1234 */
export function maskIdNumber(id: string): string {
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`
}

/** 张三 -> 张*, 欧阳娜娜 -> 欧***: keeps only the first character. */
export function maskName(name: string): string {
  const chars = Array.from(name)
  return chars[0] + '*'.repeat(chars.length - 1)
}
