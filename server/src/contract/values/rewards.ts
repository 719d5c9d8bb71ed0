import type { EnumValue } from './enum'

/**
 * Missions (任务中心) and love value (爱心值). The service computes a task's progress from what really happened
 * (its event); the app only shows it. Periods are China days (UTC+8).
 */

/** What a task counts. Each names a real event the service can see in its own tables. */
export const MissionEvent = {
  /** 每日签到: `mission/signIn`, once per China day. */
  SIGN_IN: 'sign_in',
  /** 估价一个账号: a valuation report that finished (not failed). */
  VALUATE: 'valuate',
  /** 分享一份报告: one of the user's shared reports opened by someone else. */
  SHARE_REPORT: 'share_report',
  /** 好友为你助力: a friend's help on one of the user's reports. */
  FRIEND_HELP: 'friend_help',
  /** 邀请好友: a friend bound to the user's invite code. */
  INVITE: 'invite',
  /** 完成实名认证. */
  REAL_NAME: 'real_name',
  /** 发布一个账号: a valued account published as a listing. */
  PUBLISH: 'publish',
  /** 解锁一份完整报告 (by payment, coupon or help): leads to a payment, so never offered on iOS. */
  UNLOCK: 'unlock',
} as const
export type MissionEvent = EnumValue<typeof MissionEvent>
export const MISSION_EVENTS: readonly MissionEvent[] = Object.values(MissionEvent)

/** Events whose task leads to a payment: the iOS variant never shows them. */
export const PAY_RELATED_EVENTS: readonly MissionEvent[] = [MissionEvent.UNLOCK]

/** How often a task resets: every China day, or never (one-off). */
export const MissionPeriod = { DAY: 'day', ONCE: 'once' } as const
export type MissionPeriod = EnumValue<typeof MissionPeriod>

/** What claiming a task gives: love value points, or draw chances in the running activity. */
export const MissionRewardKind = { LOVE: 'love', CHANCE: 'chance' } as const
export type MissionRewardKind = EnumValue<typeof MissionRewardKind>

/** A task's state for the user: to do, ready to claim, or every claim of the period taken. */
export const MissionState = { TODO: 0, CLAIMABLE: 1, DONE: 2 } as const
export type MissionState = EnumValue<typeof MissionState>

/** Why love value moved (the ledger's reason). */
export const LoveReason = {
  MISSION: 'mission',
  REDEEM_COUPON: 'redeem_coupon',
  REDEEM_CHANCE: 'redeem_chance',
  ADJUST: 'adjust',
} as const
export type LoveReason = EnumValue<typeof LoveReason>

/** What love value buys. */
export const LoveRedeemItem = { COUPON: 'coupon', CHANCE: 'chance' } as const
export type LoveRedeemItem = EnumValue<typeof LoveRedeemItem>

/** Default redemption rates (points per item), overridden by the `love.rates` config entry. */
export const DEFAULT_LOVE_RATES: Readonly<Record<LoveRedeemItem, number>> = { coupon: 100, chance: 30 }
export const LOVE_RATES_CONFIG_KEY = 'love.rates'
