import type { EnumValue } from './enum'

/**
 * The prize draw (抽奖活动). Prize types are the spec's (section 9: 1 real, 2 red packet, 3 coupon); odds are in
 * parts per million so they add up exactly; what is left of 1,000,000 is 谢谢参与.
 */
export const ODDS_SCALE = 1_000_000

/** An activity's state now. */
export const ActivityState = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2 } as const
export type ActivityState = EnumValue<typeof ActivityState>

/** Activity styles: the plain draw page, or the red-envelope page (`banner/red-envelope`) built on the draw. */
export const ActivityStyle = { DRAW: 'draw', RED_ENVELOPE: 'red_envelope' } as const
export type ActivityStyle = EnumValue<typeof ActivityStyle>

/**
 * Where a won prize stands. Real goods: waiting for the address → address given (editable) → shipped.
 * Red packets: payout pending → paid (or failed, retried by operators). Coupons: granted at once.
 */
export const PrizeState = {
  NO_PRIZE: 0,
  AWAITING_ADDRESS: 1,
  ADDRESS_SUBMITTED: 2,
  SHIPPED: 3,
  PAYOUT_PENDING: 4,
  PAID_OUT: 5,
  PAYOUT_FAILED: 6,
  COUPON_GRANTED: 7,
} as const
export type PrizeState = EnumValue<typeof PrizeState>

export const PRIZE_STATE_TEXT: Readonly<Record<PrizeState, string>> = {
  0: '未中奖',
  1: '待填写收货地址',
  2: '待发货',
  3: '已发货',
  4: '红包发放中',
  5: '红包已发放',
  6: '红包发放失败，客服处理中',
  7: '解锁券已到账',
}

/** Delivery address limits (cj-active-draw/submitAddress). */
export const AddressLimit = { NAME_MAX: 20, DETAIL_MIN: 5, DETAIL_MAX: 80, REGION_MAX: 20 } as const
