import { Type, type Static } from '@sinclair/typebox'
import { PlayerUid } from './players'
import { PlayerTag } from './player-tag'

/**
 * 任务与爱心值 and 抽奖活动 in the console (issue 38 point 2). The fields an operator types are checked by the
 * rewards and draw modules with the rules the CLI goes through (task:set, love:adjust, activity:set, prize:add,
 * prize:set), so the schemas here only bound their size and type.
 */

const Int = (description: string) => Type.Integer({ description })
const Ms = (description: string) => Type.Integer({ minimum: 0, description: `${description}，UTC 毫秒` })
const Str = (max: number, description: string) => Type.String({ maxLength: max, description })
const TaskId = Type.String({ minLength: 1, maxLength: 64, description: '任务 ID：1-40 位小写字母、数字、- 或 _' })
const ActivityId = Type.String({ minLength: 1, maxLength: 64, description: '活动 ID：1-32 位字母、数字或 -' })

// ---- 任务 ----

export const ConsoleTask = Type.Object({
  id: Type.String(),
  event: Type.String({ description: '完成条件（事件）' }),
  eventName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  period: Type.String({ description: 'day 每天，once 一次性' }),
  rewardKind: Type.String({ description: 'love 爱心值，chance 抽奖机会' }),
  reward: Int('每次领取的奖励数量'),
  target: Int('完成几次事件算完成一次'),
  limit: Int('每个周期最多领取几次'),
  sort: Int('排序，小的在前'),
  enabled: Type.Boolean(),
  updatedAt: Ms('最近修改时间'),
})
export type ConsoleTask = Static<typeof ConsoleTask>

export const TaskListData = Type.Object({ list: Type.Array(ConsoleTask, { description: '全部任务（含停用），按排序' }) })
export type TaskListData = Static<typeof TaskListData>

const taskFields = {
  event: Type.Optional(Str(32, '完成条件')),
  title: Type.Optional(Str(200, '任务名称，1-40 个字')),
  description: Type.Optional(Str(400, '任务说明，最多 120 个字')),
  period: Type.Optional(Str(16, 'day 或 once')),
  rewardKind: Type.Optional(Str(16, 'love 或 chance')),
  reward: Type.Optional(Int('奖励数量')),
  target: Type.Optional(Int('目标次数')),
  limit: Type.Optional(Int('领取上限')),
  sort: Type.Optional(Int('排序')),
  enabled: Type.Optional(Type.Boolean()),
}
export const TaskCreateBody = Type.Object({ id: TaskId, ...taskFields })
export type TaskCreateBody = Static<typeof TaskCreateBody>
export const TaskUpdateBody = Type.Object({ id: TaskId, ...taskFields })
export type TaskUpdateBody = Static<typeof TaskUpdateBody>
export const TaskReorderBody = Type.Object({
  ids: Type.Array(TaskId, { maxItems: 500, description: '全部任务的 ID，按新的顺序' }),
})
export type TaskReorderBody = Static<typeof TaskReorderBody>

// ---- 爱心值 ----

const Rates = Type.Object({ coupon: Int('兑换 1 张解锁券所需爱心值'), chance: Int('兑换 1 次抽奖机会所需爱心值') })
export const LoveRatesData = Type.Object({
  rates: Rates,
  defaults: Rates,
  configured: Type.Boolean({ description: '是否设置过（否则为默认值）' }),
})
export type LoveRatesData = Static<typeof LoveRatesData>
export const LoveRatesBody = Rates
export type LoveRatesBody = Static<typeof LoveRatesBody>

export const LovePlayerBody = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 64, description: '手机号（中国大陆，精确）或 UID' }),
})
export type LovePlayerBody = Static<typeof LovePlayerBody>
export const LovePlayerData = Type.Object({
  player: PlayerTag,
  balance: Int('当前爱心值'),
  earnedTotal: Int('累计获得'),
  spentTotal: Int('累计消耗'),
})
export type LovePlayerData = Static<typeof LovePlayerData>

export const LoveAdjustBody = Type.Object({
  uid: PlayerUid,
  delta: Int('增加为正，扣减为负'),
  reason: Str(400, '原因，2-200 个字：写入玩家的爱心值明细和审计日志'),
})
export type LoveAdjustBody = Static<typeof LoveAdjustBody>
export const LoveAdjustData = Type.Object({ player: PlayerTag, before: Int('调整前'), after: Int('调整后') })
export type LoveAdjustData = Static<typeof LoveAdjustData>

// ---- 抽奖活动 ----

export const ConsolePrize = Type.Object({
  id: Type.Integer(),
  activityId: Type.String(),
  type: Int('1 实物，2 红包，3 解锁券'),
  name: Type.String(),
  image: Type.String(),
  amountFen: Int('红包金额，分'),
  couponCount: Int('解锁券张数'),
  odds: Int('中奖概率，百万分之一'),
  oddsExact: Type.String({ description: '精确百分比，如 0.5%' }),
  oddsText: Type.String({ description: '玩家看到的概率（两位小数），未启用的奖品玩家看不到' }),
  stock: Int('剩余库存'),
  total: Int('总数'),
  won: Int('已抽中'),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
})
export type ConsolePrize = Static<typeof ConsolePrize>

export const ConsoleActivity = Type.Object({
  id: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  style: Type.String({ description: 'draw 抽奖，red_envelope 拆红包' }),
  startAt: Ms('开始时间'),
  endAt: Ms('结束时间'),
  perUserLimit: Int('每人总次数'),
  perDayLimit: Int('每人每天次数'),
  rules: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  state: Int('0 未开始，1 进行中，2 已结束，3 已停用'),
  stateText: Type.String(),
  prizeCount: Int('奖品数'),
  enabledPrizeCount: Int('启用的奖品数'),
  oddsSum: Int('启用奖品的概率合计，百万分之一'),
  oddsSumText: Type.String({ description: '启用奖品的概率合计，精确百分比' }),
  noPrizeOddsText: Type.String({ description: '玩家看到的未中奖概率（库存为 0 的奖品算作未中奖）' }),
  oddsLocked: Type.Boolean({ description: '进行中：改概率或启停奖品须填写强制修改原因' }),
})
export type ConsoleActivity = Static<typeof ConsoleActivity>

export const ActivityListData = Type.Object({ list: Type.Array(ConsoleActivity, { description: '全部活动，开始时间新的在前' }) })
export type ActivityListData = Static<typeof ActivityListData>

export const ActivityDetailQuery = Type.Object({ id: ActivityId })
export type ActivityDetailQuery = Static<typeof ActivityDetailQuery>
export const ActivityDetailData = Type.Object({ activity: ConsoleActivity, prizes: Type.Array(ConsolePrize, { description: '按排序' }) })
export type ActivityDetailData = Static<typeof ActivityDetailData>

const activityFields = {
  title: Type.Optional(Str(200, '活动标题，1-40 个字')),
  subtitle: Type.Optional(Str(400, '副标题，最多 80 个字')),
  style: Type.Optional(Str(16, 'draw 或 red_envelope')),
  startAt: Type.Optional(Ms('开始时间')),
  endAt: Type.Optional(Ms('结束时间')),
  perUserLimit: Type.Optional(Int('每人总次数')),
  perDayLimit: Type.Optional(Int('每人每天次数')),
  rules: Type.Optional(Type.Array(Str(1000, '一条规则'), { maxItems: 50 })),
  enabled: Type.Optional(Type.Boolean()),
}
export const ActivityCreateBody = Type.Object({ id: ActivityId, ...activityFields })
export type ActivityCreateBody = Static<typeof ActivityCreateBody>
export const ActivityUpdateBody = Type.Object({ id: ActivityId, ...activityFields })
export type ActivityUpdateBody = Static<typeof ActivityUpdateBody>

export const PrizeCreateBody = Type.Object({
  activityId: ActivityId,
  type: Int('1 实物，2 红包，3 解锁券'),
  name: Str(200, '奖品名称，1-40 个字'),
  odds: Int('中奖概率，百万分之一（0.5% 为 5000）'),
  stock: Int('库存'),
  amountFen: Type.Optional(Int('红包金额，分（仅红包）')),
  couponCount: Type.Optional(Int('解锁券张数（仅解锁券）')),
  image: Type.Optional(Str(1000, '图片地址（https），可空')),
  sort: Type.Optional(Int('排序')),
})
export type PrizeCreateBody = Static<typeof PrizeCreateBody>

export const PrizeUpdateBody = Type.Object({
  prizeId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  name: Type.Optional(Str(200, '奖品名称')),
  odds: Type.Optional(Int('中奖概率，百万分之一')),
  stock: Type.Optional(Int('剩余库存（总数随之变化）')),
  enabled: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Int('排序')),
  image: Type.Optional(Str(1000, '图片地址')),
  overrideReason: Type.Optional(Str(400, '活动进行中修改概率或启停奖品的原因，2-200 个字，记入审计日志')),
})
export type PrizeUpdateBody = Static<typeof PrizeUpdateBody>
