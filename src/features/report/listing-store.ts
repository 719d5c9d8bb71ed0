import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as goodsApi from '@/api/goods'
import type { GoodsDetail, SimilarGoods } from '@/api/goods'
import { CollectOrigin, PopupKey } from '@/constants/report'
import { SimilarListType } from '@/constants/valuation'
import { isRequestError } from '@/http'

/** An asking price under this share of the estimate asks for confirmation before leaving for the listing. */
export const LOW_PRICE_RATIO = 0.6

/** One listing's detail page: the listing with its attribute estimate, similar listings, favourite state, popup. */
export class ListingStore {
  detail: GoodsDetail | null = null
  similar: SimilarGoods[] = []
  error = ''
  popup: PopupKey | null = null
  busy = false

  constructor(readonly listingId: number) {
    makeAutoObservable(this, { listingId: false })
  }

  /** A listing asking far less than its attributes are worth: confirm before opening it. */
  get lowPrice(): boolean {
    const d = this.detail
    return !!d && d.kind === 'listing' && d.estimateFen !== null && d.priceFen < d.estimateFen * LOW_PRICE_RATIO
  }

  setPopup(key: PopupKey | null) {
    this.popup = key
  }

  async load(): Promise<void> {
    const listingId = this.listingId
    if (!Number.isInteger(listingId) || listingId < 1) {
      this.error = '商品不存在'
      return
    }
    try {
      const d = await goodsApi.goodsDetail(listingId)
      runInAction(() => {
        this.detail = d
        this.error = ''
      })
      const s = await goodsApi.goodsSimilar({ type: SimilarListType.SIMILAR, listingId, pageSize: 6 }).catch(() => null)
      runInAction(() => {
        this.similar = s?.list ?? []
      })
    } catch (e) {
      runInAction(() => {
        this.error = (isRequestError(e) && e.msg) || '加载失败'
      })
    }
  }

  /** Adds to or removes from the favourites; adding opens the popup that leads to 我的收藏. */
  async toggleCollect(): Promise<void> {
    const detail = this.detail
    if (!detail || this.busy) return
    this.busy = true
    try {
      const r = await goodsApi.collectToggle({ listingId: detail.listingId, origin: CollectOrigin.EVALUATE })
      runInAction(() => {
        if (this.detail) this.detail = { ...this.detail, collected: r.collected }
        if (r.collected) this.popup = PopupKey.COLLECT_PRODUCT_INFO
      })
      if (!r.collected) void Taro.showToast({ title: '已取消收藏', icon: 'none' })
    } catch {
      // The request layer has shown the message.
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
