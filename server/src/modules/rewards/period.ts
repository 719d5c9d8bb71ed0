import { MissionPeriod } from '../../contract/values/rewards'
import { chinaDayKey, startOfChinaDay } from '../../contract/values/china-time'

export const DAY_MS = 24 * 60 * 60 * 1000
/** The period key of one-off tasks (daily tasks use the China date). */
export const ONCE_KEY = 'once'

/** A task's current period: its key in mission_claim, and the instants it covers ([from, to), null = unbounded). */
export interface Period {
  key: string
  /** The China date for daily periods (sign_in.day, share_visit.day); null for one-off periods. */
  day: string | null
  from: number | null
  to: number | null
}

export function periodOf(period: string, now: number): Period {
  if (period !== MissionPeriod.DAY) return { key: ONCE_KEY, day: null, from: null, to: null }
  const from = startOfChinaDay(now)
  const day = chinaDayKey(now)
  return { key: day, day, from, to: from + DAY_MS }
}

/** The China date `n` days before the day of `nowMs`. */
export function chinaDayBefore(nowMs: number, n: number): string {
  return chinaDayKey(startOfChinaDay(nowMs) - n * DAY_MS)
}
