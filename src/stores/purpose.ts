import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as marketApi from '../api/market'
import type { GoodsSimilarData, PurposeMatch, PurposeRecord, PurposeSearchData } from '../api/market'
import { AccountInputState } from '../components/account-input/state'
import { AppEvent } from '../constants/navigation'
import { CollectOrigin } from '../constants/report'
import { PurposeSearchType, SimilarListType } from '../constants/valuation'
import { TrackEventType, TrackName } from '../constants/tracker'
import { isRequestError } from '../http'
import { track } from '../tracker'
import { parsePriceRange } from '../utils/money'
import { Loadable, PagedList, slicePages } from './paged-list'

/** Results asked for at once: every search call stores an intention record, so pages are not re-requested. */
export const PURPOSE_RESULT_LIMIT = 50
export const PURPOSE_PAGE_SIZE = 10
/** Similar listings shown in the detail profile. */
export const SIMILAR_COUNT = 3

const SEARCH_TYPE = { link: PurposeSearchType.LINK, props: PurposeSearchType.PROPS, report: PurposeSearchType.REPORT } as const

export type PurposeTab = 'search' | 'records'

/** Intention search ("找意向账号"): the wanted account, a price range, ranked matches, favourites, records. */
export class PurposeStore {
  tab: PurposeTab = 'search'
  readonly account = new AccountInputState(['props', 'link', 'report'], true)
  minText = ''
  maxText = ''
  priceError = ''
  readonly search = new Loadable<PurposeSearchData>()
  readonly results = new PagedList<PurposeMatch>(slicePages(() => this.search.data?.list ?? []), PURPOSE_PAGE_SIZE)
  readonly records = new PagedList<PurposeRecord>((page, pageSize) => marketApi.purposeRecords({ page, pageSize }), 20)
  collected: Record<number, boolean> = {}
  detail: PurposeMatch | null = null
  /** Listings on sale most like the one in the detail profile. */
  readonly similar = new Loadable<GoodsSimilarData>()
  /** The form is shown until a search succeeds; then a one-line summary with 修改条件 keeps the results in view. */
  editing = true

  constructor() {
    makeAutoObservable(this, { account: false, search: false, results: false, records: false, similar: false })
  }

  setTab(tab: PurposeTab) {
    this.tab = tab
    if (tab === 'records' && this.records.status === 'idle') void this.records.refresh()
  }

  setMin(v: string) {
    this.minText = v
    this.priceError = ''
  }

  setMax(v: string) {
    this.maxText = v
    this.priceError = ''
  }

  /** Checks everything on the client first; a refused input sends nothing. Resolves true when results came. */
  async submit(): Promise<boolean> {
    const range = parsePriceRange(this.minText, this.maxText)
    const account = this.account.validate()
    this.priceError = 'error' in range ? range.error : ''
    if (!account || 'error' in range) return false
    const data = await this.search.run(
      () =>
        marketApi.purposeSearch({
          searchType: SEARCH_TYPE[this.account.mode],
          ...account,
          minFen: range.minFen,
          maxFen: range.maxFen,
          page: 1,
          pageSize: PURPOSE_RESULT_LIMIT,
        }),
      { clear: true },
    )
    if (!data) {
      if (this.search.errorText) this.account.showServiceError(this.search.errorText)
      return false
    }
    await this.results.refresh()
    this.setEditing(false)
    // The long form folded away: bring the results into view.
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })?.catch?.(() => undefined)
    track(TrackEventType.EVENT, TrackName.PURPOSE_REPORT, { gameId: data.gameId, total: data.total, searchType: SEARCH_TYPE[this.account.mode] })
    // A new intention record exists: the record list (here and in Mine) is stale.
    Taro.eventCenter.trigger(AppEvent.PURPOSE_REFRESH)
    return true
  }

  /** Pull-to-refresh: the records, and the last search again (a new record, like the user searching again). */
  refresh(): Promise<unknown> {
    if (this.tab === 'records') return this.records.refresh()
    return this.search.data ? this.submit() : Promise.resolve()
  }

  setEditing(on: boolean) {
    this.editing = on
  }

  /** What the last search asked for, in one line. */
  get summary(): string {
    const d = this.search.data
    if (!d) return ''
    const a = this.account
    const answered = Object.values(a.answers).filter((v) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)).length
    const by = a.mode === 'link' ? '按商品链接' : a.mode === 'report' ? '按估价报告' : answered ? `${answered}项属性` : '属性不限'
    return `${d.gameName} · ${by} · ${this.minText || '0'}-${this.maxText}元`
  }

  isCollected(listingId: number) {
    return this.collected[listingId] === true
  }

  async toggleCollect(listingId: number): Promise<void> {
    try {
      const r = await marketApi.collectToggle({ listingId, origin: CollectOrigin.PURPOSE })
      runInAction(() => {
        this.collected = { ...this.collected, [r.listingId]: r.collected }
      })
      void Taro.showToast({ title: r.collected ? '已收藏' : '已取消收藏', icon: 'none' })
    } catch (e) {
      // The request layer already showed the message (or sent the user to log in).
      if (!isRequestError(e)) throw e
    }
  }

  openDetail(m: PurposeMatch) {
    this.detail = m
    void this.similar.run(() => marketApi.goodsSimilar({ type: SimilarListType.PURPOSE, listingId: m.listingId, pageSize: SIMILAR_COUNT }), { clear: true })
  }

  closeDetail() {
    this.detail = null
  }

  reset() {
    this.tab = 'search'
    this.minText = ''
    this.maxText = ''
    this.priceError = ''
    this.search.reset()
    this.results.reset()
    this.records.reset()
    this.collected = {}
    this.detail = null
    this.editing = true
  }
}

export const purposeStore = new PurposeStore()

/** A new intention record (here or elsewhere): reload the record list if it was loaded before. Registered once. */
Taro.eventCenter.on(AppEvent.PURPOSE_REFRESH, () => {
  if (purposeStore.records.status !== 'idle') void purposeStore.records.refresh()
})
