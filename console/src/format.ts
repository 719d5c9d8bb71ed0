import dayjs from 'dayjs'

/** A UTC-millisecond time in the operator's local time, to the second. */
export const formatTime = (ms: number | null | undefined): string => (ms == null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss'))

/** China keeps one offset all year (UTC+8). */
const BEIJING_OFFSET_MS = 8 * 3_600_000

/** A UTC-millisecond time in Beijing time, to the minute, whatever the operator's own time zone. */
export const formatBeijing = (ms: number | null | undefined): string =>
  ms == null ? '—' : new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

/** Fen as the console shows money: ¥4.90. */
export const formatFen = (fen: number | null | undefined): string => (fen == null ? '—' : `¥${(fen / 100).toFixed(2)}`)
