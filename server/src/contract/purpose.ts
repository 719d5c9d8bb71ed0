import { Type, type Static } from '@sinclair/typebox'
import { GameId, ListingLink, ListingView, PageBody, PropsAnswers } from './market'
import { Paged, pageFields } from './paging'

/** purpose/search (意向找号): listings on sale within a price range, ranked by likeness to the wanted account. */
export const PurposeSearchBody = Type.Object({
  searchType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 链接，2 属性，3 报告' }),
  gameId: Type.Optional(GameId),
  link: Type.Optional(ListingLink),
  answers: Type.Optional(PropsAnswers),
  valId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 id' })),
  minFen: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: '价格下限（分）' }),
  maxFen: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '价格上限（分）' }),
})
export type PurposeSearchBody = Static<typeof PurposeSearchBody>

export const PurposeMatch = Type.Intersect([
  ListingView,
  Type.Object({
    score: Type.Number({ description: '匹配度 0-1 = 0.6 × 想要属性覆盖率 + 0.4 × 相似度' }),
    similarity: Type.Number(),
    estimateFen: Type.Integer({ description: '按属性的估值（分）' }),
    reasons: Type.Array(Type.String()),
    meetsAll: Type.Boolean({ description: 'true 符合全部找号条件；false 接近的账号（缺少其中一部分）' }),
    valueRatio: Type.Number({ description: '性价比 = 估值 / 当前要价（大于 1 即要价低于估值）' }),
  }),
])

/**
 * What an intention report shows before unlock (the answer of purpose/search): how many listings fit, coarse
 * price bands, how much of the wanted account the best match has. Nothing that identifies a listing.
 */
export const PurposeTeaser = Type.Object({
  recordId: Type.Integer(),
  reportId: Type.String({ description: '意向报告 id（解锁时作为 valId，payScene 2）' }),
  status: Type.Integer({ description: '报告状态：1 未解锁，2 已解锁' }),
  gameId: Type.Integer(),
  gameName: Type.String(),
  minFen: Type.Integer(),
  maxFen: Type.Integer(),
  total: Type.Integer({ description: '价格区间内符合全部找号条件的在售账号数' }),
  nearTotal: Type.Integer({ description: '接近的账号数：价格区间内只缺少部分条件的在售账号（不计入 total）' }),
  searchType: Type.Integer({ description: '1 链接，2 属性，3 报告' }),
  criteria: Type.Array(Type.String(), { description: '找号条件（想要的每一项属性），解锁前后都不变' }),
  priceSpread: Type.Union([Type.Object({ low: Type.String(), high: Type.String() }), Type.Null()], {
    description: '符合条件账号要价的最低、最高价位档（粗略档位，不是具体价格）；无匹配时为 null',
  }),
  wantedCoverage: Type.Object({ had: Type.Integer(), wanted: Type.Integer() }, { description: '最佳匹配拥有的想要属性数 / 想要的属性数' }),
  demo: Type.Boolean(),
  createdAt: Type.Integer(),
})
export type PurposeTeaser = Static<typeof PurposeTeaser>

export const PurposeSearchData = PurposeTeaser
export type PurposeSearchData = PurposeTeaser

export const PurposeReportBody = Type.Object({
  reportId: Type.String({ minLength: 1, maxLength: 64 }),
  ...pageFields(),
  sort: Type.Optional(
    Type.Union([Type.Literal('match'), Type.Literal('value'), Type.Literal('price')], {
      default: 'match',
      description: 'match 匹配度从高到低，value 性价比（估值/要价）从高到低，price 要价从低到高；先符合条件的，再接近的',
    }),
  ),
})
export type PurposeReportBody = Static<typeof PurposeReportBody>
export type PurposeSort = NonNullable<PurposeReportBody['sort']>

export const PurposeReportItem = Type.Intersect([PurposeMatch, Type.Object({ collected: Type.Boolean() })])
export type PurposeReportItem = Static<typeof PurposeReportItem>

export const PurposeReportData = Type.Intersect([
  PurposeTeaser,
  Type.Object({
    unlockedAt: Type.Union([Type.Integer(), Type.Null()]),
    list: Type.Optional(
      Type.Array(PurposeReportItem, {
        description: '仅已解锁：按 sort 排序的账号（当前要价和状态），符合全部条件的在前，接近的账号（meetsAll false）在后',
      }),
    ),
    listTotal: Type.Optional(Type.Integer({ description: '仅已解锁：排序结果总数（符合条件的加接近的，分页用）' })),
  }),
])
export type PurposeReportData = Static<typeof PurposeReportData>

export const PurposeRecordsBody = PageBody
export const PurposeRecord = Type.Object({
  recordId: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  searchType: Type.Integer(),
  minFen: Type.Integer(),
  maxFen: Type.Integer(),
  status: Type.Integer({ description: '0 匹配中，1 已匹配' }),
  matchCount: Type.Integer(),
  createdAt: Type.Integer(),
  matchedAt: Type.Union([Type.Integer(), Type.Null()]),
  reportId: Type.Union([Type.String(), Type.Null()], { description: '意向报告 id（早于意向报告的记录为 null）' }),
  reportStatus: Type.Union([Type.Integer(), Type.Null()], { description: '报告状态：1 未解锁，2 已解锁' }),
})
export const PurposeRecordsData = Paged(PurposeRecord)
export type PurposeRecordsData = Static<typeof PurposeRecordsData>
