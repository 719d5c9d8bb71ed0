/**
 * China has one time zone, UTC+8, without daylight saving. Every date a user sees and every "today" a limit resets
 * on is Beijing's, whatever the device's or the server's zone: both halves read time through this module, so one
 * report's date is the same on every screen.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Start of the current Beijing calendar day, in UTC ms (daily caps reset at Beijing midnight). */
export function startOfChinaDay(nowMs: number): number {
  return Math.floor((nowMs + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS
}

/** Beijing calendar date of an instant. */
export function chinaDate(nowMs: number): { year: number; month: number; day: number } {
  const d = new Date(nowMs + CHINA_OFFSET_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** Beijing wall-clock time of an instant, to the minute. */
export function chinaClock(nowMs: number): { year: number; month: number; day: number; hour: number; minute: number } {
  const d = new Date(nowMs + CHINA_OFFSET_MS)
  return { ...chinaDate(nowMs), hour: d.getUTCHours(), minute: d.getUTCMinutes() }
}

/** Beijing calendar date of an instant as YYYY-MM-DD: the key daily limits, sign-ins and draws reset on. */
export function chinaDayKey(nowMs: number): string {
  return new Date(nowMs + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}
