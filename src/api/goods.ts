import type { CollectToggleBody, GoodsDetailData, GoodsSimilarBody, GoodsSimilarData } from '../../server/src/contract'
import { call } from './endpoint'

/** Listings: detail, similar listings, favourites. */
export type GoodsDetail = GoodsDetailData
export type SimilarGoods = GoodsSimilarData['list'][number]

export const goodsDetail = (listingId: number) => call('goodsDetail', { listingId }).then((r) => r.data)
export const goodsSimilar = (p: GoodsSimilarBody) => call('goodsSimilar', p).then((r) => r.data)
export const collectToggle = (p: CollectToggleBody) => call('collectToggle', p).then((r) => r.data)
