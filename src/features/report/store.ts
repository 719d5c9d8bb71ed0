import * as accountApi from '@/api/account-info'
import * as reportApi from '@/api/report'
import type { ReportComparable, ReportData } from '@/api/report'
import { PopupKey, REPORT_HELD_MS, REPORT_POLL_MS, REPORT_WAIT_GAP_MS, REPORT_WAIT_SECONDS, ReportStatus } from '@/constants/report'
import type { ShareCoverText } from '@/platform/share-card'
import { momentsQuery, reportShareCover } from './share-card'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { Resource } from '@/stores/resource'
import { sessionStore } from '@/stores/session'
import { track } from '@/tracker'
import { trackClick } from '@/tracker/hooks'
import { makeAutoObservableExcept } from '@/stores/unobserved'
import { uploadFailedText, uploadShots } from '@/stores/report-shots'
import { ReportImageKind } from '@/constants/report-images'
import { showToast } from '@/platform/toast'

/** One attribute the owner confirms: its name and the answer the valuation used (未填写 when left out). */
export interface ConfirmAttr {
  key: string
  label: string
  value: string
}

/** A report the owner may compare with: unlocked, same game, not this one. */
export interface CompareCandidate {
  valId: string
  createdAt: number
}

/**
 * One open report page: the report as the service last answered it, polling while it generates (only while the
 * page is shown), the popup on screen, the share path, and the reports it can be compared with. One store per
 * page, so two stacked report pages never share state. Payment, coupons and friend help refresh it through
 * `load()` once a report is unlocked.
 */
export class ReportStore {
  /** The report as the service last answered; polled while it generates. */
  readonly source = new Resource<ReportData>(() => this.ask(), {
    failedText: '报告加载失败',
    onData: (data) => this.onReport(data),
  })
  popup: PopupKey | null = null
  /** The comparable whose details the goods-info popup shows. */
  goodsInfo: ReportComparable | null = null
  private readonly compare = new Resource(() => reportApi.reportList({ page: 1, pageSize: 50 }))
  /** The signed share path; without one the share falls back to the report page itself. */
  private readonly shareLink = new Resource(() => reportApi.shareLink(this.valId))
  private readonly attrs = new Resource(() => accountApi.accountInfo(this.valId, { silent: true }))

  private lastStatus: number | null = null
  /** The poll's asks let the service hold them until the report is ready; the first read does not wait. */
  private waitOnAsk = false
  /** The last ask was held by the service: ask again soon, as it waits again. */
  private lastHeld = false

  constructor(readonly valId: string) {
    makeAutoObservableExcept<
      ReportStore,
      'lastStatus' | 'onReport' | 'compare' | 'shareLink' | 'attrs' | 'waitOnAsk' | 'lastHeld' | 'ask' | 'pollGaps'
    >(this, 'valId', 'source', 'compare', 'shareLink', 'attrs', 'lastStatus', 'onReport', 'waitOnAsk', 'lastHeld', 'ask', 'pollGaps')
  }

  /** Null while the picker loads; empty when the list cannot be read. */
  get compareList(): CompareCandidate[] | null {
    const { status, data } = this.compare
    if (status === 'error') return []
    if (status !== 'ready' || !data) return null
    return data.list.filter((r) => r.status === ReportStatus.UNLOCKED && r.gameId === this.report?.gameId && r.valId !== this.valId)
  }

  get sharePath(): string {
    return this.shareLink.data?.path ?? ''
  }

  /**
   * What 属性确认 and the pre-unlock confirmation ask about: the attributes of the report's 价值构成 with what
   * the owner entered (the service lists exactly those). Null until read; empty when they cannot be read.
   */
  get confirmAttrs(): ConfirmAttr[] | null {
    const { status, data } = this.attrs
    if (status === 'error') return []
    if (status !== 'ready') return null
    return (data?.attrs ?? []).map(({ key, label, value }) => ({ key, label, value }))
  }

  get report(): ReportData | null {
    return this.source.data
  }

  get status(): number | undefined {
    return this.report?.status
  }

  /** A generated report (locked or not) can be shared; the shared view hides what is locked. */
  get shareable(): boolean {
    return this.status === ReportStatus.NOT_UNLOCKED || this.status === ReportStatus.UNLOCKED
  }

  /** The share card's picture: what the shared page shows first (the coarse band while the report is locked). */
  get shareCover(): ShareCoverText | null {
    return this.report && this.shareable ? reportShareCover(this.report) : null
  }

  /** What Moments reopens this page with: the share token, so the page shows the shared view (report/index.tsx). */
  get momentsQuery(): string {
    return momentsQuery(this.sharePath)
  }

  get shareTitle(): string {
    const r = this.report
    return r ? `我的${r.gameName}账号估价报告${r.level ? `（${r.level}级）` : ''}` : '游戏账号估价报告'
  }

  setPopup(key: PopupKey | null) {
    this.popup = key
  }

  showGoodsInfo(c: ReportComparable) {
    this.goodsInfo = c
    this.popup = PopupKey.GOODS_INFO
  }

  /** 属性无误 (1) or 属性有误 with the user's feedback (2); the report shows the saved answer. Rejects on failure. */
  async confirmProperties(status: 1 | 2, feedback: string): Promise<void> {
    const saved = await reportApi.propertyConfirm({ valId: this.valId, status, ...(status === 2 ? { feedback } : {}) })
    if (this.report) this.source.set({ ...this.report, propertyConfirm: saved })
  }

  /** 属性有误 opens the valuation form to correct the attributes (the page navigates). */
  trackCorrect() {
    trackClick(TrackName.VALUATION_REPORT, { action: 'correct_attrs', valId: this.valId })
  }

  /** Reads the attributes to confirm once (quietly: without them the card still asks, as before). */
  async loadConfirmAttrs(): Promise<void> {
    if (this.confirmAttrs !== null || !this.valId) return
    await this.attrs.load()
  }

  /**
   * Reads the report; while it generates, asks again (only while the page shows), each ask held by the service
   * until the report is ready or REPORT_WAIT_SECONDS pass, so the page learns at once without a storm of asks.
   */
  /**
   * Uploads the account screenshots picked in the props form onto this new report (the valuation tab kept them until
   * the report existed), then reads the report again to show them; what failed is said once.
   */
  async uploadAccountShots(paths: readonly string[]): Promise<void> {
    if (!paths.length) return
    const { uploaded, failed } = await uploadShots(paths, this.valId, ReportImageKind.ACCOUNT)
    if (failed) showToast(uploadFailedText(failed))
    if (uploaded.length) await this.load()
  }

  async load(): Promise<void> {
    this.source.stopPolling()
    if (!this.valId || !sessionStore.isLoggedIn) return
    const generating = (r: ReportData) => r.status === ReportStatus.GENERATING
    this.waitOnAsk = false
    this.lastHeld = false
    const data = await this.source.load()
    if (!data || !generating(data)) return
    this.waitOnAsk = true
    void this.source.pollWhile(generating, this.pollGaps(), { immediately: false })
  }

  private async ask(): Promise<ReportData> {
    const started = Date.now()
    const data = await reportApi.valReport(this.valId, this.waitOnAsk ? REPORT_WAIT_SECONDS : 0)
    this.lastHeld = this.waitOnAsk && Date.now() - started >= REPORT_HELD_MS
    return data
  }

  /** Soon after an ask the service held; the plain interval after one it answered at once (it could not wait). */
  private *pollGaps(): Generator<number, never> {
    for (;;) yield this.lastHeld ? REPORT_WAIT_GAP_MS : REPORT_POLL_MS
  }

  /** Each answer: the failed / unlocked popup and the exposure when the status moves. */
  private onReport(data: ReportData): void {
    const prev = this.lastStatus
    this.lastStatus = data.status
    if (data.status === ReportStatus.GENERATING || prev === data.status) return
    track(TrackEventType.EXPOSURE, TrackName.VALUATION_REPORT, { valId: this.valId, status: data.status, gameId: data.gameId })
    if (prev === ReportStatus.GENERATING && data.status === ReportStatus.FAILED) this.popup = PopupKey.REPORT_FAILED
    if (prev === ReportStatus.NOT_UNLOCKED && data.status === ReportStatus.UNLOCKED) this.popup = PopupKey.REPORT_UNLOCKED
  }

  /** The page is shown again: read the report (and poll if it still generates). */
  show() {
    this.source.show()
    void this.load()
  }

  /** The page is hidden: stop polling until it shows again. */
  hide() {
    this.source.hide()
  }

  /** The page is gone. */
  dispose() {
    this.source.dispose()
  }

  /** The signed share path, fetched once the report can be shared. */
  async fetchSharePath(): Promise<void> {
    if (!this.shareable || this.sharePath) return
    await this.shareLink.load()
  }

  /** Generates the failed report again from the same answers and polls it like a new one. */
  async retry(): Promise<void> {
    this.popup = null
    try {
      await reportApi.retryReport(this.valId)
      trackClick(TrackName.VALUATION_REPORT, { action: 'retry', valId: this.valId })
    } catch {
      // The request layer has shown the service's message; the report stays as it is.
      return
    }
    await this.load()
  }

  /** Opens the compare picker with the owner's other unlocked reports of the same game. */
  async openCompare(): Promise<void> {
    this.popup = PopupKey.COMPARE_SWITCH
    this.compare.reset()
    await this.compare.load()
  }
}
