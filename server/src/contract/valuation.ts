import { Type, type Static } from '@sinclair/typebox'
import { ValuationAccuracy } from './accuracy'
import { ListQuery, Paged } from './paging'
import { ReportImages } from './report-images'
import { REPORT_LEVELS } from './values'

/**
 * Valuation reports: create (by props or by a listing link), read, list. A report is generated in the
 * background (status 0), then shows only a teaser until it is unlocked (status 1 → 2); status 3 = failed.
 */
export const ReportId = Type.String({ minLength: 1, maxLength: 64, description: '估价报告 id（r_ 开头）' })

export const ValuationBody = Type.Object({
  evaluateType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '估价方式：1 链接，2 属性，3 授权' }),
  gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: 99999999, description: '属性估价必填；链接估价可不传（由链接确定）' })),
  answers: Type.Optional(
    // Shape depends on the game's attribute schema; validated by the catalogue (validateGameAnswers), not here.
    Type.Unsafe<Record<string, unknown>>({ type: 'object', description: '属性答案：{属性: 值}，见各游戏的属性定义' }),
  ),
  link: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: '交易平台商品链接（可含分享文案）' })),
  authId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '授权估价必填：val/auth/* 返回 200 的授权会话 id' })),
})
export type ValuationBody = Static<typeof ValuationBody>

export const ValuationData = Type.Object({ valId: Type.String() })
export type ValuationData = Static<typeof ValuationData>

/** What the calls on one of the caller's reports take (val/valReport, val/retry, val/answers, val/helpShare). */
export const ReportIdBody = Type.Object({ valId: ReportId })
export type ReportIdBody = Static<typeof ReportIdBody>

/** The longest val/valReport holds a request for a generating report (seconds). */
export const REPORT_WAIT_MAX_SECONDS = 10

/** val/valReport: a report, and how long to wait for it while it generates. */
export const ValReportBody = Type.Object({
  valId: ReportId,
  wait: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: REPORT_WAIT_MAX_SECONDS,
      description: `生成中时最多等待的秒数（0–${REPORT_WAIT_MAX_SECONDS}，默认 0）：报告一生成完成（或失败）即返回，无需频繁轮询`,
    }),
  ),
})
export type ValReportBody = Static<typeof ValReportBody>

/** val/retry: generate a failed report again from the input it was made with. */
export const RetryReportData = Type.Object({
  valId: Type.String(),
  status: Type.Integer({ description: '0 生成中（已重新排队，或本来就在生成）' }),
})
export type RetryReportData = Static<typeof RetryReportData>

/**
 * val/answers: the attributes a report of the caller was valued from, in the shape `val/valuation` takes as
 * `answers` (counts as integers, flags as booleans, options and text as strings, tiers and named items as
 * `{key: integer}`), so the app can open the form prefilled when the owner says the attributes are wrong.
 */
export const ReportAnswerValue = Type.Union([Type.Integer(), Type.Boolean(), Type.String(), Type.Record(Type.String(), Type.Integer())])

export const ReportAnswersData = Type.Object({
  valId: Type.String(),
  gameId: Type.Integer(),
  evaluateType: Type.Integer({ description: '报告的估价方式：1 链接，2 属性，3 授权（答案为链接或授权读到的属性）' }),
  answers: Type.Record(Type.String(), ReportAnswerValue, { description: '估价所用的属性：{属性: 值}，未填写的属性不出现' }),
})
export type ReportAnswersData = Static<typeof ReportAnswersData>

export const ReportLevelSchema = Type.Union(REPORT_LEVELS.map((l) => Type.Literal(l)))

/** One named item or tier either account holds (null: that side does not hold it). */
const ComparedItem = Type.Object({
  label: Type.String(),
  mine: Type.Union([Type.String(), Type.Null()], { description: '本账号的持有（如 2命、×3、有），null 为没有' }),
  theirs: Type.Union([Type.String(), Type.Null()], { description: '这笔成交的持有，null 为没有' }),
})

export const ComparedAttr = Type.Object({
  key: Type.String(),
  label: Type.String(),
  match: Type.Union([Type.Literal('same'), Type.Literal('differs'), Type.Literal('unknown')], {
    description: 'same 相同，differs 不同，unknown 有一方未填写',
  }),
  mine: Type.String({ description: '本账号的取值（未填写为 未填写）' }),
  theirs: Type.String({ description: '这笔成交的取值' }),
  items: Type.Optional(Type.Array(ComparedItem, { description: '具名物品与分档：任一方持有的每一项，共有的在前' })),
})

export const Comparable = Type.Object({
  listingId: Type.Optional(Type.Integer({ description: '商品 id（goods/detail 可查看）' })),
  externalId: Type.String(),
  source: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  soldPriceFen: Type.Integer({ description: '实际成交价（分），即市场数据里这笔成交的价格' }),
  soldAt: Type.Integer({ description: '成交时间（UTC 毫秒）' }),
  priceFen: Type.Integer({ description: '按价格指数折算到估价日的成交价（分），仅供参考：按今日行情约' }),
  similarity: Type.Number({ description: '两个账号共同持有的价值占比（按各物品、分档、数量的价值计），乘以区服与风险项的价格比' }),
  keyAttrs: Type.Array(Type.String()),
  compare: Type.Optional(Type.Array(ComparedAttr, { description: '每个计价属性：本账号与这笔成交逐项对照（旧报告无此字段）' })),
  demo: Type.Boolean(),
})

export const BreakdownItem = Type.Object({
  key: Type.String(),
  label: Type.String(),
  contributionFen: Type.Integer({ description: '对估价的增减（分）；未填写项为 0（其市场平均已计入底价）' }),
  unanswered: Type.Optional(Type.Boolean({ description: '用户未填写该项：按市场平均计，不算加分或扣分' })),
  ifAnswered: Type.Optional(
    Type.Object(
      { lowFen: Type.Integer(), highFen: Type.Integer() },
      { description: '未填写项：该项取各种可能答案时估价的最低与最高值（分）' },
    ),
  ),
  answer: Type.Optional(Type.String({ description: '该行计价的答案，如 否、荣耀典藏×2、传说×15（相似成交修正与未填写项无此字段）' })),
  noEffect: Type.Optional(Type.Boolean({ description: '模型认为该项不影响估价（金额为 0），why 说明原因' })),
  why: Type.Optional(Type.String()),
  atBase: Type.Optional(
    Type.Object(
      { answer: Type.String(), estimateFen: Type.Integer() },
      { description: '区服或风险项的答案正是底价所取的答案（金额为 0）；若为 answer（价格最低的答案），估价为 estimateFen' },
    ),
  ),
  factorPct: Type.Optional(
    Type.Number({
      description:
        '区服、风险项与相似成交修正按比例作用于整个账号：该行使账号价值变化的百分比（如 -15 即 ×85%），取整（不足 1% 时保留一位小数），恒大于 -100；底价所取答案为 0',
    }),
  ),
})

/** The value breakdown: baseFen + Σ contributionFen = estimateFen, to the fen. */
const Breakdown = Type.Object({
  baseFen: Type.Integer({ description: '底价（分）：空号在估价日的行情，未填写项按市场平均计入' }),
  items: Type.Array(BreakdownItem),
  missingOptional: Type.Optional(Type.Integer({ description: '未填写的计价选填项数（即未填写行数；旧报告无此字段）' })),
  emptyAccount: Type.Optional(Type.String({ description: '该游戏的空号是什么（来自估价目录），如 没有皮肤、英雄的账号' })),
})

export const ReportQuestion = Type.Object({
  type: Type.Integer({ description: '1 提示，2 缺项，3 超出数据范围' }),
  key: Type.Optional(Type.String()),
  title: Type.String(),
  text: Type.String(),
})

/** The owner's confirmation of the valued properties (val/propertyConfirm). */
export const PropertyConfirm = Type.Object({
  status: Type.Integer({ description: '属性确认：0 未确认，1 已确认，2 已反馈' }),
  feedback: Type.Optional(Type.String()),
  updatedAt: Type.Optional(Type.Integer()),
})
export type PropertyConfirm = Static<typeof PropertyConfirm>

/**
 * One shape for every status; which fields are present depends on it. Status 1 carries the teaser only; the
 * estimate, range, breakdown and comparables appear only at status 2 (the response schema also drops any
 * field not listed here, so nothing else can leak).
 */
export const ValReportData = Type.Object({
  valId: Type.String(),
  status: Type.Integer({ description: '0 生成中，1 未解锁，2 已解锁，3 失败' }),
  evaluateType: Type.Integer(),
  createdAt: Type.Integer(),
  reason: Type.Optional(Type.String({ description: '失败原因（status 3）' })),
  gameId: Type.Integer(),
  gameName: Type.String(),
  level: Type.Optional(ReportLevelSchema),
  band: Type.Optional(
    Type.String({
      description: '价格档，包含解锁后的 80% 估价区间，两端取整价（如 1500-3000元），区间放得下时上下限相差不超过 2 倍（解锁前可见）',
    }),
  ),
  comparableCount: Type.Optional(Type.Integer()),
  percentile: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 99,
      description:
        '高于本游戏百分之几的成交账号：估价所在百分位向下取整到 10（等级下限更高时取等级下限，如 SSR 88），解锁前可见；旧报告无此字段',
    }),
  ),
  driver: Type.Optional(Type.String({ description: '对估价贡献最大的已填属性名称（不含金额；没有加分项时无此字段）' })),
  demo: Type.Optional(Type.Boolean({ description: '基于演示数据（非真实成交）' })),
  estimateFen: Type.Optional(Type.Integer()),
  range: Type.Optional(Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer(), level: Type.Number() })),
  confidence: Type.Optional(Type.Object({ score: Type.Number(), label: Type.String() })),
  lowConfidence: Type.Optional(Type.Boolean()),
  breakdown: Type.Optional(Breakdown),
  comparables: Type.Optional(Type.Array(Comparable)),
  reportQuestions: Type.Optional(Type.Array(ReportQuestion)),
  trend: Type.Optional(Type.Array(Type.Object({ month: Type.String(), value: Type.Number() }))),
  accuracy: Type.Optional(ValuationAccuracy),
  unlockedAt: Type.Optional(Type.Integer()),
  perfectStatus: Type.Optional(Type.Integer({ description: '账号信息完善状态：1 必须，2 可以，3 暂不能（生成中），4 无需' })),
  publishStatus: Type.Optional(Type.Integer({ description: '发布状态：-1 不可发布，0 未发布，1 已发布' })),
  propertyConfirm: Type.Optional(PropertyConfirm),
  images: ReportImages,
})
export type ValReportData = Static<typeof ValReportData>

export const ReportListBody = ListQuery({
  status: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 3, description: '只列该状态的报告（0 生成中 1 未解锁 2 已解锁 3 失败），如选报告使用解锁券' }),
  ),
  gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: 99999999, description: '只列该游戏的报告，如意向找号先选了游戏再选报告' })),
  finished: Type.Optional(Type.Boolean({ description: 'true 只列已生成的报告（1 未解锁、2 已解锁），可用来描述账号的报告' })),
})
export type ReportListBody = Static<typeof ReportListBody>

export const ReportListItem = Type.Object({
  valId: Type.String(),
  status: Type.Integer(),
  evaluateType: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  level: Type.Optional(ReportLevelSchema),
  createdAt: Type.Integer(),
  estimateFen: Type.Optional(Type.Integer({ description: '估价（分），仅已解锁（status 2）的报告有' })),
  keyAttrs: Type.Optional(
    Type.Array(Type.String(), { maxItems: 4, description: '估价所用的主要计价属性（中文，最有价值的在前），如 荣耀典藏×2' }),
  ),
})
export type ReportListItem = Static<typeof ReportListItem>

export const ReportListData = Paged(ReportListItem)
export type ReportListData = Static<typeof ReportListData>
