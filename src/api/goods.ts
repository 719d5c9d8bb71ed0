import type { CollectToggleBody, CollectToggleData, GoodsDetailData, GoodsSimilarBody, GoodsSimilarData } from '../../server/src/contract'
import { post } from '../http'
import { ApiPath } from './paths'

/** Listings: detail, similar listings, favourites. */
export type GoodsDetail = GoodsDetailData
export type SimilarGoods = GoodsSimilarData['list'][number]

export const goodsDetail = (listingId: number) => post<GoodsDetailData>(ApiPath.GOODS_DETAIL, { listingId }).then((r) => r.data)
export const goodsSimilar = (p: GoodsSimilarBody) => post<GoodsSimilarData>(ApiPath.GOODS_SIMILAR, p).then((r) => r.data)
export const collectToggle = (p: CollectToggleBody) => post<CollectToggleData>(ApiPath.COLLECT_TOGGLE, p).then((r) => r.data)
