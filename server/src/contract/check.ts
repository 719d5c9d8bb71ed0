import { Type, type Static } from '@sinclair/typebox'
import { GameId, ListingLink, PageBody, PropsAnswers } from './market'
import { Paged } from './paging'
import { ReportImages } from './report-images'
import { TraderIdentity } from './values'

const IDENTITY_TEXT = '交易身份：1 买家（比较买价与今天的估值），2 卖家（比较卖价与今天的估值）'
const identity = (description: string) =>
  Type.Union([Type.Literal(TraderIdentity.BUYER), Type.Literal(TraderIdentity.SELLER)], { description })

/** check/evaluate ("我亏了吗"): today's value vs the price paid. Either {gameId, answers} or {valId}. */
export const CheckEvaluateBody = Type.Object({
  gameId: Type.Optional(GameId),
  answers: Type.Optional(PropsAnswers),
  valId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 id（代替 answers）' })),
  paidFen: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '成交价格（分）：买家为买价，卖家为卖价' }),
  paidAt: Type.Integer({ minimum: 0, maximum: 4_102_444_800_000, description: '成交时间（UTC 毫秒）：买入或卖出的日期' }),
  identity: Type.Optional(identity(`${IDENTITY_TEXT}；不传为 1`)),
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
  verdict: Type.String({
    description:
      '交易者自己的亏赚。买家未解锁时只按档位判断：买价×0.95 高于档位上限为 亏了，买价×1.05 低于档位下限为 赚了，否则 待解锁；卖家相反（卖价远高于档位为 赚了，远低于为 亏了）；解锁后按盈亏为 亏了 / 赚了 / 持平（±5% 以内）',
  }),
  identity: identity(IDENTITY_TEXT),
  band: Type.String({ description: '粗略价格档位，包含今天估值的 80% 区间，如 1千-5千元' }),
  paidFen: Type.Integer({ description: '成交价格（分，用户自己填写）：买家为买价，卖家为卖价' }),
  paidAt: Type.Integer({ description: '成交时间（UTC 毫秒）' }),
  marketChangePct: Type.Optional(Type.Number({ description: '购买以来该游戏价格指数的变化（%），行情数据而非账号估值' })),
  demo: Type.Boolean(),
  createdAt: Type.Integer(),
  sourceValId: Type.Optional(
    Type.String({ description: '账号的估价报告已由本人解锁时，盈亏按这份报告的估值计算，报告生成即解锁（免费）' }),
  ),
}

/** The figures of a did-I-lose report: they leave the service only once the report is unlocked (status 2). */
const CheckFigureFields = {
  valueNowFen: Type.Integer({ description: '按当前行情的估值（分）' }),
  valueAtPaidFen: Type.Integer({ description: '按成交当月价格指数折算的估值（分）' }),
  profitFen: Type.Integer({
    description: '交易者的盈亏（分），负数为亏：买家 = 当前估值 − 买价；卖家 = 卖价 − 当前估值（卖出后账号涨了就是卖亏了）',
  }),
  profitPct: Type.Number({ description: '盈亏相对成交价格的百分比' }),
}

export const CheckTeaser = Type.Object(CheckTeaserFields)
export type CheckTeaser = Static<typeof CheckTeaser>

export const CheckReportBody = Type.Object({ reportId: Type.String({ minLength: 1, maxLength: 64 }) })
export type CheckReportBody = Static<typeof CheckReportBody>

/** check/report: the teaser while status 1; the teaser plus every figure once status 2. */
export const CheckReportData = Type.Object({
  ...CheckTeaserFields,
  ...Type.Partial(Type.Object(CheckFigureFields)).properties,
  range: Type.Optional(Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer() })),
  overpaidFen: Type.Optional(
    Type.Integer({ description: '成交价高出当时估值的金额 = 成交价格 − 当时估值（买家为多付，卖家为多卖；负数相反）' }),
  ),
  text: Type.Optional(Type.String()),
  unlockedAt: Type.Optional(Type.Integer()),
  images: ReportImages,
})
export type CheckReportData = Static<typeof CheckReportData>

/**
 * check/evaluate answers as check/report would: the teaser of a report born not unlocked, or, when the caller has
 * unlocked a valuation report of the account (`sourceValId`), every figure of a report born unlocked.
 */
export const CheckEvaluateData = CheckReportData
export type CheckEvaluateData = CheckReportData

/** A profit record in check/records: the teaser, plus the four figures only when its report is unlocked. */
export const CheckRecord = Type.Object({ ...CheckTeaserFields, ...Type.Partial(Type.Object(CheckFigureFields)).properties })
export type CheckRecord = Static<typeof CheckRecord>

export const CheckRecordsBody = PageBody
export const CheckRecordsData = Paged(CheckRecord)
export type CheckRecordsData = Static<typeof CheckRecordsData>

/**
 * deal/evaluate: is an asking price a good deal? Estimate from attributes only, then compare the ask. The account is
 * {link}, {gameId, answers} or {valId} (one of the caller's valuation reports, picked from 我的估价记录).
 */
export const DealEvaluateBody = Type.Object({
  gameId: Type.Optional(GameId),
  answers: Type.Optional(PropsAnswers),
  link: Type.Optional(ListingLink),
  valId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 id（代替 link / answers）' })),
  askFen: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '卖家要价（分）' }),
})
export type DealEvaluateBody = Static<typeof DealEvaluateBody>

/**
 * A coarse price band with its bounds (fen): the account's 80% range (and so its estimate) lies within them. All
 * that a free answer tells about an estimate the caller has not unlocked.
 */
export const PriceBandView = Type.Object({
  label: Type.String({ description: '价格档位，如 1千-5千元（包含账号的 80% 估价区间）' }),
  lowFen: Type.Integer({ description: '档位下限（分）' }),
  highFen: Type.Union([Type.Integer(), Type.Null()], { description: '档位上限（分）；只有旧档位 10万元以上 为 null' }),
})

/**
 * deal/evaluate. With an unlocked valuation report of the caller on the same account (`locked: false`) every figure,
 * from that report's valuation; otherwise (`locked: true`) only the band, the free verdict from the band (偏贵 above
 * it, 合理 within, 偏便宜 below) and the ask's percentile among all of the game's deals: no estimate, range, ratio
 * or comparable.
 */
export const DealEvaluateData = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  askFen: Type.Integer(),
  locked: Type.Boolean({ description: 'true：没有该账号已解锁的估价报告，只给档位和按档位的免费判断' }),
  band: PriceBandView,
  valId: Type.Optional(
    Type.String({ description: '调用者对该账号的估价报告：locked=false 时是已解锁的那份，locked=true 时是尚未解锁（或生成中）的一份' }),
  ),
  estimateFen: Type.Optional(Type.Integer({ description: '已解锁估价报告的估值（分），只由属性得出，与要价无关；仅 locked=false' })),
  range: Type.Optional(Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer(), level: Type.Number() })),
  ratio: Type.Optional(Type.Number({ description: '要价 / 估值；仅 locked=false' })),
  askPercentile: Type.Number({ description: '要价在可比成交价中的百分位（0-100）' }),
  percentileBasis: Type.String({ description: 'comparables：相似成交；game：该游戏全部成交（locked=true 时总是 game）' }),
  comparableCount: Type.Optional(Type.Integer({ description: '相似成交笔数；仅 locked=false' })),
  verdict: Type.String({
    description: 'good / fair / overpriced；locked=true 时按档位：高于档位上限 overpriced，低于下限 good，档位内 fair',
  }),
  verdictText: Type.String({ description: '偏便宜 / 合理 / 偏贵（总有判断，从不是 待解锁）' }),
  text: Type.String(),
  demo: Type.Boolean(),
})
export type DealEvaluateData = Static<typeof DealEvaluateData>
