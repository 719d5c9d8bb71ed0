import type { DrawPrize } from '@/api/draw'
import { PrizeType } from '@/constants/draw'
import { formatPrice } from '@/utils/money'
import { formatDotDate } from '@/utils/time'

/**
 * `2026.11.25 - 2027.02.23`. The end is the day of the period's last moment, so an end at midnight (exclusive)
 * and one at 23:59:59 (inclusive) both read as the last day people can draw.
 */
export const formatPeriod = (startAt: number, endAt: number) => `${formatDotDate(startAt)} - ${formatDotDate(Math.max(startAt, endAt - 1))}`

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
