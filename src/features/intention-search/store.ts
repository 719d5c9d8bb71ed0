import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as marketApi from '@/api/market'
import type { GoodsSimilarData, PurposeMatch, PurposeRecord, PurposeReportData, PurposeSearchData, PurposeSort } from '@/api/market'
import { AccountInputState, type AccountMode } from '@/stores/account-input'
import { AppEvent, ScrollType } from '@/constants/navigation'
import { scrollPage } from '@/platform/page-scroll'
import { CollectOrigin, ReportStatus } from '@/constants/report'
import { PurposeSearchType, QuestionStage as S, SimilarListType } from '@/constants/valuation'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { percentOf, replay, transition, type FlowEvent, type FlowState } from '@/features/question-flow'
import { BizCode, isRequestError } from '@/http'
import { track } from '@/tracker'
import { parsePriceRange } from '@/utils/money'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'

/** Matches per page of an unlocked intention report. */
export const PURPOSE_PAGE_SIZE = 10
/** Similar listings shown in the detail profile. */
export const SIMILAR_COUNT = 3

const SEARCH_TYPE = { link: PurposeSearchType.LINK, props: PurposeSearchType.PROPS, report: PurposeSearchType.REPORT } as const
/** The account input's mode for each find method. */
const FIND_MODE: Record<PurposeSearchType, AccountMode> = {
  [PurposeSearchType.LINK]: 'link',
  [PurposeSearchType.PROPS]: 'props',
  [PurposeSearchType.REPORT]: 'report',
}
/** The stages where the wanted account is described (one per find method). */
export const ACCOUNT_STAGES: readonly S[] = [S.GOODS_LINK, S.ATTRIBUTE_COMBINATION, S.SELECT_REPORT]
/**
 * Refusals of the search that are about the wanted account (a link it cannot read, an answer or a link of another
 * game, a report that is gone): the flow goes back to the account's step to show them there.
 */
const ACCOUNT_CODES: readonly number[] = [BizCode.BAD_PARAMETER, BizCode.NOT_FOUND, BizCode.LINK_UNSUPPORTED, BizCode.GAME_NOT_OPEN]

/** The purpose flow at its first question, the game category. */
const purposeStart = (): FlowState => replay([{ type: 'LOAD' }, { type: 'BEGIN' }], 'purpose')
export const SEARCH_TYPE_TEXT: Record<number, string> = {
  [PurposeSearchType.LINK]: '按链接',
  [PurposeSearchType.PROPS]: '按属性',
  [PurposeSearchType.REPORT]: '按报告',
}

/** The teaser part of an intention report (what purpose/search answers and a locked report shows). */
export type PurposeTeaser = PurposeSearchData & { unlockedAt?: number | null }

const yuanText = (fen: number) => String(Math.round(fen) / 100)

/** The orders of an unlocked report's list (the service sorts, page by page). */
export const PURPOSE_SORTS: readonly { tab: PurposeSort; text: string }[] = [
  { tab: 'match', text: '匹配度' },
  { tab: 'value', text: '性价比' },
  { tab: 'price', text: '价格' },
]
/** How the wanted account was given, when not by attributes (the criteria then come from that account). */
const SOURCE_TEXT: Record<number, string> = { [PurposeSearchType.LINK]: '按商品链接', [PurposeSearchType.REPORT]: '按估价报告' }

export type PurposeTab = 'search' | 'records'

/**
 * Intention search ("找意向账号") through the question flow (flow 'purpose'): game category → find method → goods
 * link | attribute combination | select report → price range → done. The wanted account and the price range make
 * an intention report; before unlock only its teaser is known, after unlock its ranked matches page in
 * (favourites, detail); and the records.
 */
export class PurposeStore {
  tab: PurposeTab = 'search'
  flow: FlowState = purposeStart()
  readonly account = new AccountInputState(['props', 'link', 'report'], 'purpose', true, true)
  minText = ''
  maxText = ''
  priceError = ''
  /** A refusal of the search that is not about the account (shown on the price step). */
  searchError = ''
  readonly search = new Resource<PurposeSearchData>()
  /** The intention report on screen (the last search, or one opened from a record). */
  reportId: string | null = null
  teaser: PurposeTeaser | null = null
  /** The order of the unlocked list. */
  sort: PurposeSort = 'match'
  /** Pages of purpose/report: each read also refreshes the teaser (status, unlock). Empty while locked. */
  readonly results = new PagedList<PurposeMatch>((page, pageSize) => this.readReport(page, pageSize), PURPOSE_PAGE_SIZE)
  readonly records = new PagedList<PurposeRecord>((page, pageSize) => marketApi.purposeRecords({ page, pageSize }), 20)
  collected: Record<number, boolean> = {}
  detail: PurposeMatch | null = null
  /** Listings on sale most like the one in the detail profile. */
  readonly similar = new Resource<GoodsSimilarData>()
  /** The form is shown until a search succeeds; then a one-line summary with 修改条件 keeps the results in view. */
  editing = true

  constructor() {
    makeAutoObservable(this, { account: false, search: false, results: false, records: false, similar: false })
  }

  get stage(): FlowState['stage'] {
    return this.flow.stage
  }

  get percent(): number {
    return percentOf(this.flow)
  }

  private send(e: FlowEvent) {
    this.flow = transition(this.flow, e)
  }

  /** Steps back until `stage` (or the flow's start: the game category, which BACK does not leave). */
  private backTo(stage: S) {
    for (let i = 0; i < 8 && this.flow.stage !== stage; i++) this.send({ type: 'BACK' })
  }

  /** Game category: a game starts the flow afresh; the inputs of the same game are kept. */
  pickGame(gameId: number) {
    this.flow = transition(purposeStart(), { type: 'PICK_GAME', gameId })
    this.account.useGame(gameId)
    this.searchError = ''
  }

  /** 更换 the game: back to the first question (what was entered stays until another game is picked). */
  changeGame() {
    this.backTo(S.GAME_CATEGORY)
  }

  /** 更换方式: back to the find method (what was entered for each method stays). */
  changeFind() {
    this.backTo(S.FIND_METHOD)
  }

  /** Find method: link, properties or report (picked again from a later step, it replaces the earlier one). */
  pickFind(findType: PurposeSearchType) {
    this.backTo(S.FIND_METHOD)
    this.send({ type: 'PICK_FIND', findType })
    this.account.setMode(FIND_MODE[findType])
    if (findType === PurposeSearchType.PROPS) this.account.loadQuestions()
  }

  /** 下一步 on the account's step: checked on the client, then on to the price range. */
  next(): boolean {
    if (!ACCOUNT_STAGES.includes(this.stage)) return false
    const body = this.account.validate()
    if (!body) return false
    if ('link' in body) this.send({ type: 'SUBMIT_LINK', link: body.link })
    else if ('valId' in body) this.send({ type: 'SELECT_REPORT', reportId: body.valId })
    else this.send({ type: 'ANSWERS_DONE' })
    this.searchError = ''
    return true
  }

  /** 上一步: the previous stage, with what was entered there. */
  back() {
    this.send({ type: 'BACK' })
    this.priceError = ''
    this.searchError = ''
  }

  /** 按属性继续 under a link the service cannot read: the properties of the game (the one the service named). */
  continueByProps() {
    const gameId = this.account.linkFallback?.gameId
    if (gameId !== undefined && gameId !== this.flow.gameId) this.pickGame(gameId)
    this.pickFind(PurposeSearchType.PROPS)
  }

  setTab(tab: PurposeTab) {
    this.tab = tab
    if (tab === 'records' && this.records.status === 'idle') void this.records.refresh()
  }

  setMin(v: string) {
    this.minText = v
    this.priceError = ''
    this.searchError = ''
  }

  setMax(v: string) {
    this.maxText = v
    this.priceError = ''
    this.searchError = ''
  }

  /**
   * 开始匹配 on the price step: the range is checked on the client first (a refused input sends nothing), then the
   * flow is done and the search runs. A refusal about the account goes back to its step. Resolves true when a
   * report came.
   */
  async submit(): Promise<boolean> {
    if (this.stage !== S.PRICE_RANGE) return false
    const range = parsePriceRange(this.minText, this.maxText)
    this.priceError = 'error' in range ? range.error : ''
    const account = this.account.validate()
    if (!account || 'error' in range) return false
    this.searchError = ''
    this.send({ type: 'PRICE_DONE' })
    const data = await this.search.run(
      () => marketApi.purposeSearch({ searchType: SEARCH_TYPE[this.account.mode], ...account, minFen: range.minFen, maxFen: range.maxFen }),
      { clear: true },
    )
    if (!data) {
      runInAction(() => this.refused(this.search.error, this.search.errorText))
      return false
    }
    runInAction(() => {
      this.send({ type: 'SUBMITTED', valId: data.reportId })
      this.reportId = data.reportId
      this.teaser = data
      this.sort = 'match'
      this.results.reset()
      this.editing = false
    })
    // The long form folded away: bring the teaser into view.
    scrollPage(ScrollType.HEADER)
    track(TrackEventType.EVENT, TrackName.PURPOSE_REPORT, {
      gameId: data.gameId,
      total: data.total,
      searchType: SEARCH_TYPE[this.account.mode],
    })
    // A new intention record exists: the record list (here and in Mine) is stale.
    Taro.eventCenter.trigger(AppEvent.PURPOSE_REFRESH)
    return true
  }

  /** Back to the price step, or on to the account's step when the refusal is about the account. */
  private refused(error: unknown, text: string) {
    this.send({ type: 'BACK' })
    const code = isRequestError(error) ? error.code : 0
    if (code === BizCode.NOT_LOGGED_IN) return
    if (ACCOUNT_CODES.includes(code)) {
      this.send({ type: 'BACK' })
      this.account.showServiceError(text, error)
    } else this.searchError = text
  }

  private async readReport(page: number, pageSize: number) {
    const reportId = this.reportId
    if (!reportId) return { list: [], total: 0 }
    const d: PurposeReportData = await marketApi.purposeReport({
      reportId,
      page,
      pageSize,
      ...(this.sort === 'match' ? {} : { sort: this.sort }),
    })
    runInAction(() => {
      if (this.reportId !== reportId) return
      const { list, listTotal: _listTotal, ...teaser } = d
      this.teaser = teaser
      const flags: Record<number, boolean> = {}
      for (const m of list ?? []) flags[m.listingId] = m.collected
      this.collected = { ...this.collected, ...flags }
    })
    return { list: d.list ?? [], total: d.listTotal ?? 0 }
  }

  /** Re-reads the report on screen (back from paying, the purpose refresh event, pull-to-refresh). */
  reloadReport(): Promise<void> {
    return this.reportId ? this.results.refresh() : Promise.resolve()
  }

  /** Back on the page: a report not unlocked yet may have been unlocked meanwhile. */
  reloadIfLocked(): Promise<void> {
    return this.teaser && this.teaser.status !== ReportStatus.UNLOCKED ? this.reloadReport() : Promise.resolve()
  }

  /** Another order of the unlocked list: the service sorts, so the pages load again from the first. */
  setSort(sort: PurposeSort) {
    if (sort === this.sort) return
    this.sort = sort
    void this.results.refresh()
  }

  /** An intention record tapped in the records tab: its report on the search tab. */
  openRecord(r: PurposeRecord) {
    if (r.reportId) this.openReport(r.reportId)
  }

  /** One intention report on the search tab, by its id. */
  openReport(reportId: string) {
    this.reportId = reportId
    this.teaser = null
    this.sort = 'match'
    this.editing = false
    this.tab = 'search'
    this.search.reset()
    void this.results.refresh()
  }

  /** Pull-to-refresh: the records, or the report on screen. */
  refresh(): Promise<unknown> {
    if (this.tab === 'records') return this.records.refresh()
    return this.reloadReport()
  }

  /** 修改条件: the flow's steps again, on the price range when the search was made here (the inputs kept). */
  setEditing(on: boolean) {
    this.editing = on
    if (on && this.stage === S.DYNAMIC_DONE) this.send({ type: 'BACK' })
  }

  /** A report that cannot be opened (unknown, not the caller's): drop it and show an empty search form. */
  dropReport() {
    this.reportId = null
    this.teaser = null
    this.results.reset()
    this.editing = true
  }

  /**
   * What the report on screen asked for, in one line, from the report itself (so it reads the same before and
   * after unlock, and when the report is opened afresh): every criterion it was searched with.
   */
  get summary(): string {
    const d = this.teaser
    if (!d) return ''
    const wanted = d.criteria.length ? d.criteria.join('、') : SOURCE_TEXT[d.searchType] ? '' : '属性不限'
    return [d.gameName, SOURCE_TEXT[d.searchType], wanted, `${yuanText(d.minFen)}-${yuanText(d.maxFen)}元`].filter(Boolean).join(' · ')
  }

  get unlocked(): boolean {
    return this.teaser?.status === ReportStatus.UNLOCKED
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
    void this.similar.run(
      () => marketApi.goodsSimilar({ type: SimilarListType.PURPOSE, listingId: m.listingId, pageSize: SIMILAR_COUNT }),
      { clear: true },
    )
  }

  closeDetail() {
    this.detail = null
  }

  reset() {
    this.tab = 'search'
    this.flow = purposeStart()
    this.searchError = ''
    this.minText = ''
    this.maxText = ''
    this.priceError = ''
    this.search.reset()
    this.reportId = null
    this.teaser = null
    this.sort = 'match'
    this.results.reset()
    this.records.reset()
    this.collected = {}
    this.detail = null
    this.editing = true
  }
}

export const purposeStore = new PurposeStore()

/**
 * A new intention record or an unlocked intention report (here or elsewhere): reload the record list if it was
 * loaded before, and the report on screen while it is not unlocked. Registered once.
 */
Taro.eventCenter.on(AppEvent.PURPOSE_REFRESH, () => {
  if (purposeStore.records.status !== 'idle') void purposeStore.records.refresh()
  void purposeStore.reloadIfLocked()
})
