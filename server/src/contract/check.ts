import { Type, type Static } from '@sinclair/typebox'
import { GameId, ListingLink, PageBody, PropsAnswers } from './market'

/** check/evaluate ("我亏了吗"): today's value vs the price paid. Either {gameId, answers} or {valId}. */
export const CheckEvaluateBody = Type.Object({
  gameId: Type.Optional(GameId),
  answers: Type.Optional(PropsAnswers),
  valId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 id（代替 answers）' })),
  paidFen: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '购买时支付的价格（分）' }),
  paidAt: Type.Integer({ minimum: 0, maximum: 4_102_444_800_000, description: '购买时间（UTC 毫秒）' }),
})
export type CheckEvaluateBody = Static<typeof CheckEvaluateBody>

export const CheckRecord = Type.Object({
  recordId: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  paidFen: Type.Integer(),
  paidAt: Type.Integer(),
  valueNowFen: Type.Integer({ description: '按当前行情的估值（分）' }),
  valueAtPaidFen: Type.Integer({ description: '按购买当月价格指数折算的估值（分）' }),
  profitFen: Type.Integer({ description: '盈亏 = 当前估值 − 支付价格（分），负数为亏' }),
  profitPct: Type.Number({ description: '盈亏相对支付价格的百分比' }),
  verdict: Type.String({ description: '亏了 / 赚了 / 持平（±5% 以内）' }),
  createdAt: Type.Integer(),
})

export const CheckEvaluateData = Type.Intersect([
  CheckRecord,
  Type.Object({
    range: Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer() }),
    marketChangePct: Type.Number({ description: '购买以来该游戏价格指数的变化（%）' }),
    overpaidFen: Type.Integer({ description: '购买时多付的金额 = 支付价格 − 当时估值（负数为少付）' }),
    text: Type.String(),
    demo: Type.Boolean(),
  }),
])
export type CheckEvaluateData = Static<typeof CheckEvaluateData>

export const CheckRecordsBody = PageBody
export const CheckRecordsData = Type.Object({ list: Type.Array(CheckRecord), total: Type.Integer() })
export type CheckRecordsData = Static<typeof CheckRecordsData>

/** deal/evaluate: is an asking price a good deal? Estimate from attributes only, then compare the ask. */
export const DealEvaluateBody = Type.Object({
  gameId: Type.Optional(GameId),
  answers: Type.Optional(PropsAnswers),
  link: Type.Optional(ListingLink),
  askFen: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '卖家要价（分）' }),
})
export type DealEvaluateBody = Static<typeof DealEvaluateBody>

export const DealEvaluateData = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  askFen: Type.Integer(),
  estimateFen: Type.Integer({ description: '仅由属性得出的估值（分），与要价无关' }),
  range: Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer(), level: Type.Number() }),
  ratio: Type.Number({ description: '要价 / 估值' }),
  askPercentile: Type.Number({ description: '要价在可比成交价中的百分位（0-100）' }),
  percentileBasis: Type.String({ description: 'comparables：相似成交；game：该游戏全部成交' }),
  comparableCount: Type.Integer(),
  verdict: Type.String({ description: 'good / fair / overpriced' }),
  verdictText: Type.String({ description: '划算 / 合理 / 偏贵' }),
  text: Type.String(),
  demo: Type.Boolean(),
})
export type DealEvaluateData = Static<typeof DealEvaluateData>
