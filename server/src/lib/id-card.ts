import type { IdCardFacts } from '../contract/values'
import { chinaDate } from '../contract/values/china-time'
/** The ID rule itself is the contract's (the real-name form checks the same); the age and masks are the service's. */
export { parseIdNumber, type IdCardFacts } from '../contract/values'

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
