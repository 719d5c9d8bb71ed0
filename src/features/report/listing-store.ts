import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as goodsApi from '@/api/goods'
import type { GoodsDetail, SimilarGoods } from '@/api/goods'
import { createValuation } from '@/api/valuation'
import { CollectOrigin, PopupKey } from '@/constants/report'
import { EvaluateType, SimilarListType } from '@/constants/valuation'
import { isRequestError, remedyOf, type Remedy } from '@/http'
import { navigateTo } from '@/router'

/** An asking price under this share of the estimate asks for confirmation before leaving for the listing. */
export const LOW_PRICE_RATIO = 0.6

/**
 * One listing's detail page: the listing with its attribute estimate, similar listings, favourite state, popup.
 * The estimate comes only once the caller has unlocked a valuation report of the account; until then the
 * service sends its price band, and the page leads to that report (or values the listing by its link).
 */
export class ListingStore {
  detail: GoodsDetail | null = null
  similar: SimilarGoods[] = []
  error = ''
  /** What can mend the error: a reload (network) or nothing (no such listing). */
  remedy: Remedy = 'retry'
  popup: PopupKey | null = null
  busy = false
  /** A link valuation of the listing is being created. */
  valuing = false

  constructor(readonly listingId: number) {
    makeAutoObservable(this, { listingId: false })
  }

  /**
   * A listing asking far less than its attributes are worth: confirm before opening it. Without the estimate the
   * band's bottom stands in (the estimate is at least that, so the warning is never wrong).
   */
  get lowPrice(): boolean {
    const d = this.detail
    if (!d || d.kind !== 'listing') return false
    const floor = d.estimateFen ?? d.band?.lowFen ?? 0
    return floor > 0 && d.priceFen < floor * LOW_PRICE_RATIO
  }

  /** Whether the page can lead on from a locked estimate: to the caller's report, or by valuing the listing's link. */
  get canOpenReport(): boolean {
    const d = this.detail
    // A sold account is not for sale: only a listed one is worth valuing from its link (估价这个账号).
    return !!d && d.estimateLocked && (!!d.valId || (!!d.url && d.kind !== 'deal'))
  }

  /** Opens the caller's report on this account, or values the listing by its link and opens the new report. */
  async openReport(): Promise<void> {
    const d = this.detail
    if (!d || this.valuing) return
    if (d.valId) {
      void navigateTo('report', { valId: d.valId })
      return
    }
    if (!d.url || d.kind === 'deal') return
    this.valuing = true
    try {
      const { valId } = await createValuation({ evaluateType: EvaluateType.LINK, gameId: d.gameId, link: d.url })
      void navigateTo('report', { valId })
    } catch {
      // The request layer has shown the message.
    } finally {
      runInAction(() => {
        this.valuing = false
      })
    }
  }

  setPopup(key: PopupKey | null) {
    this.popup = key
  }

  async load(): Promise<void> {
    const listingId = this.listingId
    if (!Number.isInteger(listingId) || listingId < 1) {
      this.error = '商品不存在'
      this.remedy = 'none'
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
        this.remedy = remedyOf(e)
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
