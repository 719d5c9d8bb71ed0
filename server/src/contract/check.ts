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

/**
 * What a did-I-lose report shows before unlock (report kind 3, status 1): the verdict, the coarse price band of
 * today's value and what the user entered. No figure of the result (value, profit, range, overpaid, text).
 */
const CheckTeaserFields = {
  recordId: Type.Integer(),
  reportId: Type.String({ description: '盈亏报告 id（报告类型 3），用于 check/report 与解锁' }),
  status: Type.Integer({ description: '1 未解锁（只有摘要）/ 2 已解锁（含全部数字）' }),
  gameId: Type.Integer(),
  gameName: Type.String(),
  verdict: Type.String({ description: '亏了 / 赚了 / 持平（±5% 以内）' }),
  band: Type.String({ description: '今天估值所在的粗略价格档位，如 1千-3千元' }),
  paidFen: Type.Integer({ description: '购买时支付的价格（分，用户自己填写）' }),
  paidAt: Type.Integer({ description: '购买时间（UTC 毫秒）' }),
  marketChangePct: Type.Optional(Type.Number({ description: '购买以来该游戏价格指数的变化（%），行情数据而非账号估值' })),
  demo: Type.Boolean(),
  createdAt: Type.Integer(),
}

/** The figures of a did-I-lose report: they leave the service only once the report is unlocked (status 2). */
const CheckFigureFields = {
  valueNowFen: Type.Integer({ description: '按当前行情的估值（分）' }),
  valueAtPaidFen: Type.Integer({ description: '按购买当月价格指数折算的估值（分）' }),
  profitFen: Type.Integer({ description: '盈亏 = 当前估值 − 支付价格（分），负数为亏' }),
  profitPct: Type.Number({ description: '盈亏相对支付价格的百分比' }),
}

export const CheckTeaser = Type.Object(CheckTeaserFields)
export type CheckTeaser = Static<typeof CheckTeaser>

/** check/evaluate answers only the teaser: the report is born not unlocked. */
export const CheckEvaluateData = CheckTeaser
export type CheckEvaluateData = CheckTeaser

export const CheckReportBody = Type.Object({ reportId: Type.String({ minLength: 1, maxLength: 64 }) })
export type CheckReportBody = Static<typeof CheckReportBody>

/** check/report: the teaser while status 1; the teaser plus every figure once status 2. */
export const CheckReportData = Type.Object({
  ...CheckTeaserFields,
  ...Type.Partial(Type.Object(CheckFigureFields)).properties,
  range: Type.Optional(Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer() })),
  overpaidFen: Type.Optional(Type.Integer({ description: '购买时多付的金额 = 支付价格 − 当时估值（负数为少付）' })),
  text: Type.Optional(Type.String()),
  unlockedAt: Type.Optional(Type.Integer()),
})
export type CheckReportData = Static<typeof CheckReportData>

/** A profit record in check/records: the teaser, plus the four figures only when its report is unlocked. */
export const CheckRecord = Type.Object({ ...CheckTeaserFields, ...Type.Partial(Type.Object(CheckFigureFields)).properties })
export type CheckRecord = Static<typeof CheckRecord>

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
