import { Type, type Static } from '@sinclair/typebox'
import { GameId, ListingLink, ListingView, PageBody, PropsAnswers } from './market'

/** purpose/search (意向找号): listings on sale within a price range, ranked by likeness to the wanted account. */
export const PurposeSearchBody = Type.Object({
  searchType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 链接，2 属性，3 报告' }),
  gameId: Type.Optional(GameId),
  link: Type.Optional(ListingLink),
  answers: Type.Optional(PropsAnswers),
  valId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 id' })),
  minFen: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: '价格下限（分）' }),
  maxFen: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '价格上限（分）' }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})
export type PurposeSearchBody = Static<typeof PurposeSearchBody>

export const PurposeMatch = Type.Intersect([
  ListingView,
  Type.Object({
    score: Type.Number({ description: '匹配度 0-1 = 0.6 × 想要属性覆盖率 + 0.4 × 相似度' }),
    similarity: Type.Number(),
    estimateFen: Type.Integer({ description: '按属性的估值（分）' }),
    reasons: Type.Array(Type.String()),
  }),
])

export const PurposeSearchData = Type.Object({
  recordId: Type.Integer(),
  status: Type.Integer({ description: '0 匹配中，1 已匹配' }),
  gameId: Type.Integer(),
  gameName: Type.String(),
  total: Type.Integer(),
  list: Type.Array(PurposeMatch),
  demo: Type.Boolean(),
})
export type PurposeSearchData = Static<typeof PurposeSearchData>

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
})
export const PurposeRecordsData = Type.Object({ list: Type.Array(PurposeRecord), total: Type.Integer() })
export type PurposeRecordsData = Static<typeof PurposeRecordsData>
