import type { EnumValue } from './enum'

/** Payment constants of spec section 9. */

export const PayScene = { EVALUATE_UNLOCK: 1, INTENTION_UNLOCK: 2, PROFIT_UNLOCK: 3 } as const
export type PayScene = EnumValue<typeof PayScene>

export const PayType = { WEIXIN: 1, ZHIFUBAO: 2, COUPON: 3 } as const
export type PayType = EnumValue<typeof PayType>

/** Report pay activity stage (spec section 4). */
export const PayStage = { COUPON: 0, COUNT_DOWN: 1, IN_PROGRESS: 2, NONE: 3 } as const
export type PayStage = EnumValue<typeof PayStage>

/**
 * What payment/status says became of an order (the pay page's result): `pending` while it can still be paid,
 * `failed` when the provider said the payment failed, `cancelled` when the payer cancelled at the cashier,
 * `closed` when it expired or was closed another way (a new order, a coupon, a friend's help), `refunded` after
 * an operator's refund.
 */
export const PayResult = {
  PENDING: 'pending',
  PAID: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  CLOSED: 'closed',
  REFUNDED: 'refunded',
} as const
export type PayResult = EnumValue<typeof PayResult>

/** Window of the discounted report unlock: 2 hours. */
export const DISCOUNT_COUNTDOWN_MS = 7_200_000

export const PrizeType = { REAL: 1, RED_PACKET: 2, COUPON: 3 } as const
export type PrizeType = EnumValue<typeof PrizeType>
