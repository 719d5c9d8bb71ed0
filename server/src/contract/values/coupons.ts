/** Unlock coupons: where they come from, and the rules of an operator's grant (console, CLI). */

/** Where coupons come from (the ledger's `source`), as the player's 券使用记录 and the console's ledger name them. */
export const COUPON_SOURCE_TEXT = {
  invitation: '邀请好友奖励',
  help: '好友助力奖励',
  mission: '任务奖励',
  draw: '抽奖获得',
  grant: '平台赠送',
  compensation: '客服补偿',
  activity: '活动奖励',
  love: '爱心值兑换',
} as const
export type CouponSource = keyof typeof COUPON_SOURCE_TEXT

/** The sources an operator may grant under: a plain gift, a support compensation, an activity's prize. */
export const GRANT_SOURCES = ['grant', 'compensation', 'activity'] as const satisfies readonly CouponSource[]
export type GrantSource = (typeof GRANT_SOURCES)[number]

export const CouponGrantLimit = {
  /** Coupons per recipient in one grant. */
  COUNT_MAX: 100,
  /** The longest validity, in days. */
  DAYS_MAX: 3650,
  /** Recipients one grant may name: a list beyond this is a campaign, not a support action. */
  RECIPIENTS_MAX: 500,
  /** A grant's reason (kept as the coupons' note), in characters. */
  REASON_MAX: 64,
  REVOKE_REASON_MAX: 128,
} as const
