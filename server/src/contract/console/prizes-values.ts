/**
 * 奖品发放's values as both halves use them: the states a won prize moves through with the desk's short names, the
 * prize types, the carriers the shipping form offers and the tracking number's rule. TypeBox-free (the console app
 * bundles it as it is).
 */
import { PrizeState } from '../values/draw'
import { PrizeType } from '../values/pay'

/** Won prizes only: a draw that won nothing (state 0) is no record for the desk. */
export const PRIZE_DESK_STATES = [
  PrizeState.AWAITING_ADDRESS,
  PrizeState.ADDRESS_SUBMITTED,
  PrizeState.SHIPPED,
  PrizeState.PAYOUT_PENDING,
  PrizeState.PAYOUT_FAILED,
  PrizeState.PAID_OUT,
  PrizeState.COUPON_GRANTED,
] as const
export type PrizeDeskState = (typeof PRIZE_DESK_STATES)[number]

/** Shorter than the player's texts (PRIZE_STATE_TEXT): what an operator scans a list for. */
export const PRIZE_DESK_STATE_NAMES: Record<PrizeDeskState, string> = {
  [PrizeState.AWAITING_ADDRESS]: '待填地址',
  [PrizeState.ADDRESS_SUBMITTED]: '待发货',
  [PrizeState.SHIPPED]: '已发货',
  [PrizeState.PAYOUT_PENDING]: '红包待发',
  [PrizeState.PAYOUT_FAILED]: '红包失败',
  [PrizeState.PAID_OUT]: '已发放',
  [PrizeState.COUPON_GRANTED]: '券已到账',
}

export const PRIZE_TYPES = [PrizeType.REAL, PrizeType.RED_PACKET, PrizeType.COUPON] as const
export const PRIZE_TYPE_NAMES: Record<PrizeType, string> = {
  [PrizeType.REAL]: '实物',
  [PrizeType.RED_PACKET]: '红包',
  [PrizeType.COUPON]: '解锁券',
}

/** The carriers the console's shipping form offers (the CLI takes any name of 1-40 characters). */
export const PRIZE_CARRIERS = [
  '顺丰速运',
  '京东物流',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '极兔速递',
  '邮政快递包裹',
  'EMS',
  '德邦快递',
] as const
export type PrizeCarrier = (typeof PRIZE_CARRIERS)[number]

/** Tracking numbers: 4-40 letters, digits or "-" (no spaces: players copy them into the carrier's app). */
export const TRACKING_NO_PATTERN = '^[A-Za-z0-9-]{4,40}$'
export const CARRIER_MAX = 40
