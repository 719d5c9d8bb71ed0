import dayjs, { type Dayjs } from 'dayjs'
import { CHINA_OFFSET_MS } from '../../server/src/contract/values/china-time'

/** A UTC-millisecond time in the operator's local time, to the second. */
export const formatTime = (ms: number | null | undefined): string => (ms == null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss'))

/**
 * A UTC-millisecond time in Beijing time (UTC+8, no daylight saving), to the second: what players and the service's
 * daily limits go by, whatever zone the operator's computer is set to.
 */
export const formatBeijingTime = (ms: number | null | undefined): string =>
  ms == null ? '—' : new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

/** A day picked in a date picker as the Beijing day's span [from, to) in UTC ms: `to` is the next day's midnight. */
export function beijingDaySpan(range: [Dayjs | null, Dayjs | null] | null | undefined): { from?: number; to?: number } {
  const [first, last] = range ?? [null, null]
  const midnight = (d: Dayjs) => Date.UTC(d.year(), d.month(), d.date()) - CHINA_OFFSET_MS
  return { from: first ? midnight(first) : undefined, to: last ? midnight(last.add(1, 'day')) : undefined }
}
