import { chinaClock } from '../../server/src/contract/values/china-time'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const pad = (n: number) => String(n).padStart(2, '0')
const clockOf = (input: number | string | Date) => chinaClock(new Date(input).getTime())

/** 2026-11-22, Beijing's calendar day whatever the phone's zone (the service counts days the same way). */
export function formatDate(input: number | string | Date): string {
  const c = clockOf(input)
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`
}

/** 2026-11-22 14:05 (Beijing time), for lists where the hour tells items of one day apart. */
export function formatDateTime(input: number | string | Date): string {
  const c = clockOf(input)
  return `${formatDate(input)} ${pad(c.hour)}:${pad(c.minute)}`
}

/** 2026.11.22 (Beijing), the dotted form activity periods use. */
export function formatDotDate(input: number | string | Date): string {
  const c = clockOf(input)
  return `${c.year}.${pad(c.month)}.${pad(c.day)}`
}

/** 2026-03 (Beijing), for figures that span months. */
export function formatMonth(input: number | string | Date): string {
  const c = clockOf(input)
  return `${c.year}-${pad(c.month)}`
}

/**
 * Relative time of spec section 9: under 5 minutes 刚刚, then minutes, hours and days up to 30 days,
 * then the date. Future times (clock skew) read as 刚刚 rather than a negative age.
 */
export function relativeTime(input: number | string | Date, now: number = Date.now()): string {
  const t = new Date(input).getTime()
  if (Number.isNaN(t)) return ''
  const diff = now - t
  if (diff < 5 * MINUTE) return '刚刚'
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
  if (diff <= 30 * DAY) return `${Math.floor(diff / DAY)}天前`
  return formatDate(t)
}

/** A countdown on screen: 7_199_000 → `01:59:59` (hours may exceed 24; never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}
