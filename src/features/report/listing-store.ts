import Taro from '@tarojs/taro'
import * as goodsApi from '@/api/goods'
import type { GoodsDetail, SimilarGoods } from '@/api/goods'
import { createValuation } from '@/api/valuation'
import { CollectOrigin, PopupKey } from '@/constants/report'
import { EvaluateType, SimilarListType } from '@/constants/valuation'
import { navigateTo } from '@/router'
import { Resource } from '@/stores/resource'
import { makeAutoObservableExcept } from '@/stores/unobserved'

/** An asking price under this share of the estimate asks for confirmation before leaving for the listing. */
export const LOW_PRICE_RATIO = 0.6

/**
 * One listing's detail page: the listing with its attribute estimate, similar listings, favourite state, popup.
 * The estimate comes only once the caller has unlocked a valuation report of the account; until then the
 * service sends its price band, and the page leads to that report (or values the listing by its link).
 */
export class ListingStore {
  readonly source = new Resource<GoodsDetail>(() => goodsApi.goodsDetail(this.listingId), { failedText: '加载失败' })
  /** Quietly: without them the page shows none. */
  private readonly similarSource = new Resource(() =>
    goodsApi.goodsSimilar({ type: SimilarListType.SIMILAR, listingId: this.listingId, pageSize: 6 }).catch(() => null),
  )
  /** The favourite toggle and the link valuation in flight (the request layer shows their failures). */
  private readonly collect = new Resource<{ collected: boolean }>()
  private readonly valuation = new Resource<{ valId: string }>()
  popup: PopupKey | null = null

  constructor(readonly listingId: number) {
    makeAutoObservableExcept<ListingStore, 'similarSource' | 'collect' | 'valuation'>(
      this,
      'listingId',
      'source',
      'similarSource',
      'collect',
      'valuation',
    )
  }

  get detail(): GoodsDetail | null {
    return this.source.data
  }

  get similar(): SimilarGoods[] {
    return this.similarSource.data?.list ?? []
  }

  get busy(): boolean {
    return this.collect.loading
  }

  /** A link valuation of the listing is being created. */
  get valuing(): boolean {
    return this.valuation.loading
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
    const link = d.url
    if (!link || d.kind === 'deal') return
    const created = await this.valuation.run(() => createValuation({ evaluateType: EvaluateType.LINK, gameId: d.gameId, link }))
    if (created) void navigateTo('report', { valId: created.valId })
  }

  setPopup(key: PopupKey | null) {
    this.popup = key
  }

  async load(): Promise<void> {
    const listingId = this.listingId
    if (!Number.isInteger(listingId) || listingId < 1) {
      this.source.fail('商品不存在')
      return
    }
    if (await this.source.load()) await this.similarSource.load()
  }

  /** Adds to or removes from the favourites; adding opens the popup that leads to 我的收藏. */
  async toggleCollect(): Promise<void> {
    const detail = this.detail
    if (!detail || this.busy) return
    const r = await this.collect.run(() => goodsApi.collectToggle({ listingId: detail.listingId, origin: CollectOrigin.EVALUATE }))
    if (!r) return
    if (this.detail) this.source.set({ ...this.detail, collected: r.collected })
    if (r.collected) this.setPopup(PopupKey.COLLECT_PRODUCT_INFO)
    else void Taro.showToast({ title: '已取消收藏', icon: 'none' })
  }
}
