/** Payment constants of spec section 9. */

export const PayScene = { EVALUATE_UNLOCK: 1, INTENTION_UNLOCK: 2, PROFIT_UNLOCK: 3 } as const
export type PayScene = (typeof PayScene)[keyof typeof PayScene]

/** The payment page; a report unlock opens it with `valId` (the report id) and `payScene`. */
export const PAY_PATH = '/pages/pay/index'

export const PayType = { WEIXIN: 1, ZHIFUBAO: 2, COUPON: 3 } as const
export type PayType = (typeof PayType)[keyof typeof PayType]

/** Window of the discounted report unlock: 2 hours. */
export const DISCOUNT_COUNTDOWN_MS = 7_200_000

export const PrizeType = { REAL: 1, RED_PACKET: 2, COUPON: 3 } as const
export type PrizeType = (typeof PrizeType)[keyof typeof PrizeType]
