import { makeAutoObservable } from 'mobx'
import * as marketApi from '@/api/market'
import type { CheckReportData, GoodsSimilarData, MarketAnalysisData } from '@/api/market'
import { AccountInputState } from '@/stores/account-input'
import { ScrollType } from '@/constants/navigation'
import { ReportStatus } from '@/constants/report'
import { scrollPage } from '@/platform/page-scroll'
import { PurposeSearchType, QuestionStage, SimilarListType } from '@/constants/valuation'
import { FINAL_STAGES, replay, transition, type FlowEvent, type FlowState, type TraderIdentity } from '@/features/question-flow'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { track } from '@/tracker'
import { formatDate } from '@/utils/time'
import { parseAmount } from '@/utils/money'
import { Resource } from '@/stores/resource'
import { LocalShots, uploadFailedText } from '@/stores/report-shots'
import { ReportImageKind } from '@/constants/report-images'
import { showToast } from '@/platform/toast'
import { periodSince } from './trend'
import { identityCode, tradeWords } from './trade-words'

/** How many listings like the account the full result shows. */
export const CHECK_SIMILAR_COUNT = 3

/** Earliest purchase date the service accepts. */
export const CHECK_MIN_DATE = '2010-01-01'

/** Quick picks for the purchase date, in months before today. */
export const PAID_DATE_PRESETS = [
  { months: 1, label: '1个月前' },
  { months: 3, label: '3个月前' },
  { months: 6, label: '半年前' },
  { months: 12, label: '1年前' },
  { months: 24, label: '2年前' },
] as const

export function monthsAgo(months: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() - months, Math.min(now.getDate(), 28))
  return formatDate(d)
}

/** `YYYY-MM-DD` (the user's calendar day) → UTC ms at noon China time, so the month never shifts. */
export function paidDateToMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y, m - 1, d, 4)
}

/** An unlocked did-I-lose report: every figure is present. */
export type CheckFullReport = CheckReportData &
  Required<Pick<CheckReportData, 'valueNowFen' | 'valueAtPaidFen' | 'profitFen' | 'profitPct' | 'range' | 'overpaidFen' | 'text'>>

export function isUnlocked(d: CheckReportData): d is CheckFullReport {
  return d.status === ReportStatus.UNLOCKED && d.profitFen !== undefined && d.range !== undefined
}

/** The check's start: the flow's first question is the trader identity (the game comes with the account). */
const checkStart = (): FlowState => replay([{ type: 'LOAD' }, { type: 'BEGIN' }], 'check')

/**
 * 我亏了吗, through the question flow (flow 'check'): trader identity (buyer or seller), order screenshot (optional,
 * uploaded onto the report once it exists), then the find method (the account by properties or by a report) with the
 * price and date of the trade. check/evaluate
 * answers the teaser of a did-I-lose report (verdict, price band); its figures come from check/report once the
 * report is unlocked.
 */
export class CheckStore {
  readonly account = new AccountInputState(['props', 'report'], 'check')
  /** 订单截图 (optional): kept on the phone until check/evaluate makes the report, then uploaded onto it. */
  readonly orderShots = new LocalShots()
  flow: FlowState = checkStart()
  paidText = ''
  paidDate = ''
  paidError = ''
  dateError = ''
  readonly result = new Resource<CheckReportData>()
  /** The game's price index (market/analysis, public data) behind the full result's chart. */
  readonly market = new Resource<MarketAnalysisData>()
  /** Listings on sale like the account (goods/similar, list type 3 check), under the full result. */
  readonly similar = new Resource<GoodsSimilarData & { reportId: string }>()

  constructor() {
    makeAutoObservable(this, { account: false, orderShots: false, result: false, market: false, similar: false })
  }

  get stage(): FlowState['stage'] {
    return this.flow.stage
  }

  /** The words of the form and of a fresh result: a buyer's until the player says they sold. */
  get words() {
    return tradeWords(this.flow.identity)
  }

  private send(e: FlowEvent) {
    this.flow = transition(this.flow, e)
  }

  pickIdentity(identity: TraderIdentity) {
    this.send({ type: 'PICK_IDENTITY', identity })
    this.paidError = ''
    this.dateError = ''
  }

  /** The order screenshot stage answered: 下一步 with the screenshots picked, or 跳过 without any. */
  orderDone(skip = false) {
    if (skip) this.orderShots.clear()
    this.send({ type: 'ORDER_DONE' })
  }

  /** Back to the order screenshots from the form, keeping what was entered. */
  changeOrderShots() {
    while (this.flow.stage !== QuestionStage.ORDER_SCREENSHOT && this.flow.history.length) this.send({ type: 'BACK' })
  }

  /** Back to the identity question (the form's 修改), keeping what was entered. */
  changeIdentity() {
    while (this.flow.stage !== QuestionStage.TRADER_IDENTITY && this.flow.history.length) this.send({ type: 'BACK' })
  }

  /** The form again after a result: the flow steps back from its end to the find method. */
  private backToForm() {
    while (
      FINAL_STAGES.includes(this.flow.stage) ||
      this.flow.stage === QuestionStage.ATTRIBUTE_COMBINATION ||
      this.flow.stage === QuestionStage.SELECT_REPORT
    )
      this.send({ type: 'BACK' })
  }

  setPaid(v: string) {
    this.paidText = v
    this.paidError = ''
  }

  setPaidDate(v: string) {
    this.paidDate = v
    this.dateError = ''
  }

  private checkDate(today = formatDate(Date.now())): string {
    const w = this.words
    if (!this.paidDate) return w.dateMissing
    if (this.paidDate > today) return w.dateFuture
    if (this.paidDate < CHECK_MIN_DATE) return w.dateTooEarly
    return ''
  }

  async submit(): Promise<boolean> {
    const identity = this.flow.identity
    if (this.flow.stage !== QuestionStage.FIND_METHOD || !identity) return false
    const account = this.account.validate()
    const paid = parseAmount(this.paidText, this.words.priceMissing)
    this.paidError = 'error' in paid ? paid.error : ''
    this.dateError = this.checkDate()
    if (!account || 'error' in paid || this.dateError) return false
    const data = await this.result.run(
      () =>
        marketApi.checkEvaluate({ ...account, paidFen: paid.fen, paidAt: paidDateToMs(this.paidDate), identity: identityCode(identity) }),
      { clear: true },
    )
    if (!data) {
      this.account.showServiceError(this.result.errorText)
      return false
    }
    // The find method answered: by a report (select report, fixed questions done) or by properties (dynamic done).
    if ('valId' in account) {
      this.send({ type: 'PICK_FIND', findType: PurposeSearchType.REPORT })
      this.send({ type: 'SELECT_REPORT', reportId: account.valId })
    } else {
      this.send({ type: 'PICK_FIND', findType: PurposeSearchType.PROPS })
      this.send({ type: 'ANSWERS_DONE' })
    }
    track(TrackEventType.EVENT, TrackName.CHECK_REPORT, { gameId: data.gameId, verdict: data.verdict })
    scrollPage(ScrollType.HEADER)
    await this.uploadOrderShots(data.reportId)
    return true
  }

  /** The kept order screenshots onto the new report; the result shows those that arrived. */
  private async uploadOrderShots(reportId: string): Promise<void> {
    if (!this.orderShots.count) return
    const { uploaded, failed } = await this.orderShots.uploadTo(reportId, ReportImageKind.ORDER)
    const shown = this.result.data
    if (uploaded.length && shown?.reportId === reportId) this.result.set({ ...shown, images: uploaded })
    if (failed) showToast(uploadFailedText(failed))
  }

  /** Shows one of the caller's did-I-lose reports (opened from the records, or after payment). */
  async open(reportId: string): Promise<void> {
    await this.result.run(() => marketApi.checkReport({ reportId }), { clear: this.result.data?.reportId !== reportId })
  }

  /** Reads the shown report again (back from payment, or the report refresh event); figures appear once unlocked. */
  async refresh(): Promise<void> {
    const d = this.result.data
    if (d && !isUnlocked(d)) await this.open(d.reportId)
  }

  /** Loads the game's index over the shortest market period that reaches back to the purchase. */
  async loadMarket(d: Pick<CheckReportData, 'gameId' | 'paidAt'>): Promise<void> {
    const period = periodSince(d.paidAt)
    const have = this.market.data
    if (have && have.gameId === d.gameId && have.period === period && this.market.status === 'ready') return
    await this.market.run(() => marketApi.marketAnalysis({ gameId: d.gameId, period }), { clear: true })
  }

  /** What sells now like the account of an unlocked result: what the player could buy for their money today. */
  async loadSimilar(reportId: string): Promise<void> {
    const have = this.similar.data
    if (have?.reportId === reportId && this.similar.status === 'ready') return
    await this.similar.run(
      () =>
        marketApi
          .goodsSimilar({ type: SimilarListType.CHECK, valId: reportId, pageSize: CHECK_SIMILAR_COUNT })
          .then((d) => ({ ...d, reportId })),
      { clear: true },
    )
  }

  /** Back to the form with the inputs kept (to change the price or date). */
  again() {
    this.result.reset()
    this.backToForm()
  }

  reset() {
    this.flow = checkStart()
    this.orderShots.clear()
    this.paidText = ''
    this.paidDate = ''
    this.paidError = ''
    this.dateError = ''
    this.result.reset()
    this.market.reset()
    this.similar.reset()
  }
}

export const checkStore = new CheckStore()
