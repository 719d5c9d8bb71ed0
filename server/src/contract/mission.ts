import { Type, type Static } from '@sinclair/typebox'
import { PageBody } from './market'
import { Paged } from './paging'

/**
 * Missions and love value. Progress is the service's count of real events in the task's period (a China day,
 * or all time for one-off tasks); claiming adds the reward once per completion, up to the task's limit.
 */
const Str = (description: string) => Type.String({ description })
const Int = (description: string) => Type.Integer({ description })

export const MissionListBody = Type.Object({
  variant: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('ios')], { description: 'ios：iOS 页面，不含引向支付的任务' })),
})
export type MissionListBody = Static<typeof MissionListBody>

export const MissionTask = Type.Object({
  id: Str('任务 id'),
  event: Str('计数的事件：sign_in, valuate, share_report, friend_help, invite, real_name, publish, unlock'),
  title: Str('任务名称'),
  desc: Str('任务说明'),
  period: Type.Union([Type.Literal('day'), Type.Literal('once')], { description: 'day 每日（北京时间）重置；once 一次性' }),
  rewardKind: Type.Union([Type.Literal('love'), Type.Literal('chance')], { description: 'love 爱心值；chance 抽奖次数' }),
  reward: Int('每次领取的奖励数量'),
  target: Int('完成一次所需的事件数'),
  limit: Int('每个周期最多领取次数'),
  progress: Int('本周期已发生的事件数（服务端统计；未登录为 0）'),
  claimed: Int('本周期已领取次数'),
  claimable: Int('现在可领取的次数'),
  state: Int('0 去完成，1 可领取，2 已完成'),
})
export type MissionTask = Static<typeof MissionTask>

export const MissionListData = Type.Object({
  loggedIn: Type.Boolean(),
  balance: Int('爱心值余额（未登录为 0）'),
  signedToday: Type.Boolean({ description: '今天（北京时间）是否已签到' }),
  streak: Int('连续签到天数（含今天或昨天为止）'),
  today: Str('今天的日期（北京时间）YYYY-MM-DD'),
  tasks: Type.Array(MissionTask),
})
export type MissionListData = Static<typeof MissionListData>

export const MissionSignInData = Type.Object({
  signedToday: Type.Boolean(),
  streak: Int('连续签到天数'),
  firstToday: Type.Boolean({ description: '本次是今天第一次签到' }),
})
export type MissionSignInData = Static<typeof MissionSignInData>

export const MissionClaimBody = Type.Object({ missionId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' }) })
export type MissionClaimBody = Static<typeof MissionClaimBody>

export const MissionClaimData = Type.Object({
  rewardKind: Type.Union([Type.Literal('love'), Type.Literal('chance')]),
  reward: Int('本次获得的数量'),
  balance: Int('领取后的爱心值余额'),
  /** For chance rewards: which activity the chances went to. */
  activityId: Type.Union([Type.String(), Type.Null()]),
})
export type MissionClaimData = Static<typeof MissionClaimData>

export const LoveRates = Type.Object({
  coupon: Int('兑换 1 张解锁券所需爱心值'),
  chance: Int('兑换 1 次抽奖机会所需爱心值'),
})
export type LoveRates = Static<typeof LoveRates>

export const LoveInfoBody = MissionListBody
export type LoveInfoBody = Static<typeof LoveInfoBody>

export const LoveInfoData = Type.Object({
  loggedIn: Type.Boolean(),
  balance: Int('爱心值余额'),
  earnedTotal: Int('累计获得'),
  spentTotal: Int('累计使用'),
  rates: LoveRates,
  /** The activity a redeemed draw chance goes to; null when no activity is running. */
  activity: Type.Union([Type.Object({ id: Type.String(), title: Type.String(), endAt: Type.Integer() }), Type.Null()]),
})
export type LoveInfoData = Static<typeof LoveInfoData>

export const LoveLedgerBody = PageBody
export type LoveLedgerBody = Static<typeof LoveLedgerBody>

export const LoveEntry = Type.Object({
  id: Type.Integer(),
  delta: Int('变动：正数获得，负数使用'),
  reason: Str('mission 任务奖励，redeem_coupon 兑换解锁券，redeem_chance 兑换抽奖机会，adjust 运营调整'),
  title: Str('说明，如「每日签到」'),
  balanceAfter: Int('变动后余额'),
  createdAt: Int('时间，UTC 毫秒'),
})
export type LoveEntry = Static<typeof LoveEntry>

export const LoveLedgerData = Paged(LoveEntry)
export type LoveLedgerData = Static<typeof LoveLedgerData>

export const LoveRedeemBody = Type.Object({
  item: Type.Union([Type.Literal('coupon'), Type.Literal('chance')], { description: 'coupon 解锁券；chance 抽奖机会' }),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
})
export type LoveRedeemBody = Static<typeof LoveRedeemBody>

export const LoveRedeemData = Type.Object({
  item: Type.Union([Type.Literal('coupon'), Type.Literal('chance')]),
  count: Type.Integer(),
  cost: Int('本次使用的爱心值'),
  balance: Int('兑换后余额'),
  activityId: Type.Union([Type.String(), Type.Null()], { description: '抽奖机会所属活动' }),
})
export type LoveRedeemData = Static<typeof LoveRedeemData>
