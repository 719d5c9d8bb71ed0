import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as marketApi from '@/api/market'
import type { DealEvaluateData } from '@/api/market'
import { createValuation } from '@/api/valuation'
import { EvaluateType } from '@/constants/valuation'
import { navigateTo } from '@/router'
import { AccountInputState, type AccountBody } from '@/stores/account-input'
import { AppEvent } from '@/constants/navigation'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { track } from '@/tracker'
import { PriceText, parseAmount } from '@/utils/money'
import { Resource } from '@/stores/resource'

/**
 * Deal evaluation: an offer (link, properties, or one of the user's valuation reports) and its asking price →
 * verdict, percentile, expected range. The verdict is always given (偏贵 / 合理 / 偏便宜, from the price band); the
 * exact figures come once the caller has unlocked a valuation report of that account, and until then the page
 * offers to value the account or open its report.
 */
export class DealStore {
  readonly account = new AccountInputState(['link', 'props', 'report'], 'deal')
  askText = ''
  askError = ''
  readonly result = new Resource<DealEvaluateData>()
  /** A valuation of the judged account being created (the request layer shows its failure). */
  private readonly valuation = new Resource<{ valId: string }>()
  /** The request behind the verdict on screen, re-run by the deal-evaluate refresh event. */
  private last: (AccountBody & { askFen: number }) | null = null

  constructor() {
    makeAutoObservable<DealStore, 'last' | 'valuation'>(this, { account: false, result: false, last: false, valuation: false })
  }

  /** A valuation of the judged account is being created. */
  get valuing(): boolean {
    return this.valuation.loading
  }

  setAsk(v: string) {
    this.askText = v
    this.askError = ''
  }

  async submit(): Promise<boolean> {
    const account = this.account.validate()
    const ask = parseAmount(this.askText, PriceText.ASK_MISSING)
    this.askError = 'error' in ask ? ask.error : ''
    if (!account || 'error' in ask) return false
    this.last = { ...account, askFen: ask.fen }
    return this.evaluate(true)
  }

  /** The refresh event: the same offer again (new market data), keeping the old verdict until the new one. */
  refresh(): Promise<boolean> {
    return this.last ? this.evaluate(false) : Promise.resolve(false)
  }

  private async evaluate(clear: boolean): Promise<boolean> {
    const body = this.last
    if (!body) return false
    let failure: unknown = null
    const data = await this.result.run(
      () =>
        marketApi.dealEvaluate(body).catch((e: unknown) => {
          failure = e
          throw e
        }),
      { clear },
    )
    if (!data) {
      // A link the service cannot read offers its properties instead, as link valuation does.
      this.account.showServiceError(this.result.errorText, failure)
      return false
    }
    track(TrackEventType.EVENT, TrackName.DEAL_EVALUATE_REPORT, { gameId: data.gameId, verdict: data.verdict })
    return true
  }

  again() {
    this.last = null
    this.result.reset()
  }

  /**
   * The way on from a locked answer: the caller's report on the account when they have one, otherwise a new
   * valuation of exactly that account (its link, or its answers); either opens the report page, where it unlocks.
   */
  async openReport(): Promise<void> {
    const shown = this.result.data
    const body = this.last
    if (!shown || this.valuing) return
    if (shown.valId) {
      void navigateTo('report', { valId: shown.valId })
      return
    }
    if (!body || 'valId' in body) return
    const created = await this.valuation.run(() =>
      createValuation(
        'link' in body
          ? { evaluateType: EvaluateType.LINK, link: body.link }
          : { evaluateType: EvaluateType.PROPS, gameId: body.gameId, answers: body.answers },
      ),
    )
    if (!created) return
    track(TrackEventType.EVENT, TrackName.DEAL_EVALUATE, { action: 'value-account', gameId: shown.gameId, valId: created.valId })
    void navigateTo('report', { valId: created.valId })
  }

  /** A report was unlocked (payment, coupon, friend help): a locked answer on screen may open now. */
  onReportUnlocked(): Promise<boolean> {
    return this.result.data?.locked ? this.evaluate(false) : Promise.resolve(false)
  }
}

export const dealStore = new DealStore()

/**
 * The deal-evaluate refresh event (spec internal events): the verdict on screen is stale, run it again. Handled
 * once here rather than per page instance, so stacked deal pages never send the same request twice.
 */
Taro.eventCenter.on(AppEvent.DEAL_EVALUATE_REFRESH, () => void dealStore.refresh())
Taro.eventCenter.on(AppEvent.REPORT_REFRESH, () => void dealStore.onReportUnlocked())
