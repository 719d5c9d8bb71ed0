import { Type, type Static } from '@sinclair/typebox'
import { OrderRule } from './orders-values'
import { RevenueRow } from './orders'

/** 数据看板 (issue 38 point 5): the figures of a span of Beijing days, the funnel, the job queue and model accuracy. */

const Day = (description: string) => Type.String({ pattern: OrderRule.DAY_PATTERN, description })
const Count = (description: string) => Type.Integer({ minimum: 0, description })
const Fen = (description: string) => Type.Integer({ description: `${description}，分` })

export const DashboardQuery = Type.Object({
  from: Day('起始日（含），北京时间 YYYY-MM-DD'),
  to: Day('结束日（含），北京时间 YYYY-MM-DD'),
})
export type DashboardQuery = Static<typeof DashboardQuery>

/** The figures of one Beijing day, or of the whole span (`total`). */
export const DayFigures = Type.Object({
  visitors: Count('访客数（去重）'),
  valuationsStarted: Count('开始估价'),
  valuationsFinished: Count('完成估价'),
  unlockedByPay: Count('付费解锁'),
  unlockedByCoupon: Count('解锁券解锁'),
  unlockedByHelp: Count('好友助力解锁'),
  paidFen: Fen('收款'),
  netFen: Fen('净收入（收款减退款）'),
  ordersCreated: Count('现金订单数'),
  ordersPaid: Count('其中已支付'),
  paySuccessRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description: '支付成功率 0–1；无订单为 null' }),
  refunds: Count('退款笔数'),
  refundedFen: Fen('退款'),
  helps: Count('好友助力次数'),
  invitationsAccepted: Count('接受邀请人数'),
  prizesGiven: Count('抽奖中奖数'),
})
export type DayFigures = Static<typeof DayFigures>

/** A day without activity. */
export const NO_FIGURES: Readonly<DayFigures> = {
  visitors: 0,
  valuationsStarted: 0,
  valuationsFinished: 0,
  unlockedByPay: 0,
  unlockedByCoupon: 0,
  unlockedByHelp: 0,
  paidFen: 0,
  netFen: 0,
  ordersCreated: 0,
  ordersPaid: 0,
  paySuccessRate: null,
  refunds: 0,
  refundedFen: 0,
  helps: 0,
  invitationsAccepted: 0,
  prizesGiven: 0,
}

const Metric = Type.Object({
  key: Type.String({ description: 'days/total 里的字段名' }),
  label: Type.String(),
  unit: Type.Union([Type.Literal('count'), Type.Literal('fen'), Type.Literal('rate')]),
  basis: Type.String({ description: '口径：数从哪里来、怎么算' }),
})
export type DashboardMetric = Static<typeof Metric>

export const FunnelRow = Type.Object({
  terminal: Type.Union([Type.Integer(), Type.Null()], { description: '终端代码；null 为全部终端' }),
  terminalName: Type.String(),
  counts: Type.Array(Type.Integer({ minimum: 0 }), { description: '各步人数，与 steps 同序；每步都不多于上一步' }),
})
export type FunnelRow = Static<typeof FunnelRow>

export const JobQueueRow = Type.Object({
  name: Type.String({ description: '任务队列名' }),
  label: Type.String(),
  queued: Count('排队中（含等待重试）'),
  oldestQueuedMs: Count('排队最久的任务已等待的毫秒数（无排队为 0）'),
  active: Count('执行中'),
  failed: Count('最近 24 小时失败'),
})
export type JobQueueRow = Static<typeof JobQueueRow>

export const AccuracyPoint = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  at: Type.Integer({ description: '模型训练时间，UTC 毫秒' }),
  mdape: Type.Number({ description: '中位误差（0.134 = 13.4%）' }),
  coverage: Type.Number({ description: '成交价落在估价区间内的占比（0–1）' }),
})
export type AccuracyPoint = Static<typeof AccuracyPoint>

export const DashboardData = Type.Object({
  from: Type.String(),
  to: Type.String(),
  today: Type.String({ description: '今天（北京时间）；在所选范围内时 days 里有它' }),
  metrics: Type.Array(Metric),
  days: Type.Array(Type.Composite([Type.Object({ day: Type.String() }), DayFigures]), { description: '每天一行，无数据的日子也在' }),
  total: DayFigures,
  revenue: Type.Object({ rows: Type.Array(RevenueRow, { description: '按日期、场景、渠道' }), basis: Type.String() }),
  feedback: Type.Object({
    open: Count('未关闭的反馈（现在）'),
    awaitingReply: Count('其中待回复'),
    basis: Type.String(),
  }),
  funnel: Type.Object({
    steps: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), basis: Type.String() })),
    basis: Type.String(),
    rows: Type.Array(FunnelRow),
  }),
  jobs: Type.Object({
    durable: Type.Boolean({ description: 'pg-boss（true）或进程内队列' }),
    rows: Type.Array(JobQueueRow),
    basis: Type.String(),
  }),
  accuracy: Type.Object({ points: Type.Array(AccuracyPoint), basis: Type.String() }),
})
export type DashboardData = Static<typeof DashboardData>

/** The part a span of days decides (what `npm run stats` prints too): all but today, the job queue and accuracy. */
export type SpanDashboard = Omit<DashboardData, 'today' | 'jobs' | 'accuracy'>
