import type { DrawPrize } from '@/api/draw'
import { PrizeType } from '@/constants/draw'
import { formatPrice } from '@/utils/money'

/** Activities, "today" and draw times are China time (UTC+8) whatever the device's zone. */
const CHINA_OFFSET_MS = 8 * 3_600_000
const pad = (n: number) => String(n).padStart(2, '0')
const china = (ms: number) => new Date(ms + CHINA_OFFSET_MS)

/** 2026.11.25 */
export function chinaDay(ms: number): string {
  const d = china(ms)
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`
}

/** 2026-11-25 14:05 */
export function chinaDateTime(ms: number): string {
  const d = china(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/**
 * `2026.11.25 - 2027.02.23`. The end is the day of the period's last moment, so an end at midnight (exclusive)
 * and one at 23:59:59 (inclusive) both read as the last day people can draw.
 */
export const formatPeriod = (startAt: number, endAt: number) => `${chinaDay(startAt)} - ${chinaDay(Math.max(startAt, endAt - 1))}`

export const PRIZE_TYPE_TEXT: Record<number, string> = {
  [PrizeType.REAL]: '实物',
  [PrizeType.RED_PACKET]: '红包',
  [PrizeType.COUPON]: '解锁券',
}

type PrizeLike = Pick<DrawPrize, 'type' | 'name' | 'amountFen' | 'couponCount'>

/** What a prize is worth in a line: a red packet's amount, a coupon prize's count, nothing for real goods. */
export function prizeValue(prize: PrizeLike): string {
  if (prize.type === PrizeType.RED_PACKET && prize.amountFen > 0) return formatPrice(prize.amountFen)
  if (prize.type === PrizeType.COUPON && prize.couponCount > 0) return `${prize.couponCount} 张`
  return ''
}
