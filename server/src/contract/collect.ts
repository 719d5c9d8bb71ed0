import { Type, type Static } from '@sinclair/typebox'
import { ListingView, PageBody } from './market'
import { Paged, pageFields } from './paging'

const ListingId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '商品 id（listingId）' })

/** collect/* (收藏商品) and goods/similar (相似商品). */
export const CollectToggleBody = Type.Object({
  listingId: ListingId,
  origin: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '收藏来源：1 意向，2 估价' }),
})
export type CollectToggleBody = Static<typeof CollectToggleBody>
export const CollectToggleData = Type.Object({ listingId: Type.Integer(), collected: Type.Boolean() })
export type CollectToggleData = Static<typeof CollectToggleData>

export const CollectListBody = PageBody
export const CollectListData = Paged(
  Type.Intersect([ListingView, Type.Object({ gameId: Type.Integer(), origin: Type.Integer(), collectedAt: Type.Integer() })]),
)
export type CollectListData = Static<typeof CollectListData>

export const GoodsSimilarBody = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
    description: '列表类型：1 估价，2 意向，3 盈亏，4 相似',
  }),
  valId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 id；type 3 也可为自己已解锁的盈亏（我亏了吗）报告 id' }),
  ),
  listingId: Type.Optional(ListingId),
  ...pageFields({ pageSize: 10 }),
})
export type GoodsSimilarBody = Static<typeof GoodsSimilarBody>
export const GoodsSimilarData = Type.Object({
  type: Type.Integer(),
  gameId: Type.Integer(),
  ...Paged(Type.Intersect([ListingView, Type.Object({ similarity: Type.Number(), collected: Type.Boolean() })])).properties,
  demo: Type.Boolean(),
})
export type GoodsSimilarData = Static<typeof GoodsSimilarData>
