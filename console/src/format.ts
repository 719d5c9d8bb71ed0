import dayjs, { type Dayjs } from 'dayjs'
import { CHINA_OFFSET_MS } from '../../server/src/contract/values/china-time'

/** A UTC-millisecond time in the operator's local time, to the second. */
export const formatTime = (ms: number | null | undefined): string => (ms == null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss'))

/** A UTC-millisecond time in Beijing time (the money pages: the books and the providers keep Beijing days). */
export const formatChinaTime = (ms: number | null | undefined): string =>
  ms == null ? '—' : new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

/** The UTC ms a Beijing calendar day (YYYY-MM-DD, as a date picker gives it) starts at. */
export const chinaDayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS

/** A UTC-millisecond time in Beijing time, to the minute, whatever the operator's own time zone. */
export const formatBeijing = (ms: number | null | undefined): string => (ms == null ? '—' : formatChinaTime(ms).slice(0, 16))

/** Fen as yuan: 490 → ¥4.90, -490 → -¥4.90; none → —. */
export const formatFen = (fen: number | null | undefined): string =>
  fen == null ? '—' : `${fen < 0 ? '-' : ''}¥${(Math.abs(fen) / 100).toFixed(2)}`

/** Today's Beijing date, YYYY-MM-DD. */
export const chinaToday = (): string => new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10)

/** A day picked in a date picker as the Beijing day's span [from, to) in UTC ms: `to` is the next day's midnight. */
export function beijingDaySpan(range: [Dayjs | null, Dayjs | null] | null | undefined): { from?: number; to?: number } {
  const [first, last] = range ?? [null, null]
  const midnight = (d: Dayjs) => chinaDayStart(d.format('YYYY-MM-DD'))
  return { from: first ? midnight(first) : undefined, to: last ? midnight(last.add(1, 'day')) : undefined }
}

/** A UTC-millisecond time as a picker's value showing its Beijing wall clock, whatever the operator's own time zone. */
export const beijingPickerValue = (ms: number): Dayjs => dayjs(formatChinaTime(ms))

/** A picker's value, read as Beijing wall-clock time, in UTC ms (to the minute). */
export const beijingPickerMs = (d: Dayjs): number => Date.parse(`${d.format('YYYY-MM-DDTHH:mm')}:00Z`) - CHINA_OFFSET_MS
