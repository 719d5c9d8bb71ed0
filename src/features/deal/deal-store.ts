import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as marketApi from '@/api/market'
import type { DealEvaluateData } from '@/api/market'
import { AccountInputState, type AccountBody } from '@/stores/account-input'
import { AppEvent } from '@/constants/navigation'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { track } from '@/tracker'
import { PriceText, parseAmount } from '@/utils/money'
import { Loadable } from '@/stores/paged-list'

/** Deal evaluation: an offer (link or properties) and its asking price → verdict, percentile, expected range. */
export class DealStore {
  readonly account = new AccountInputState(['link', 'props'])
  askText = ''
  askError = ''
  readonly result = new Loadable<DealEvaluateData>()
  /** The request behind the verdict on screen, re-run by the deal-evaluate refresh event. */
  private last: (AccountBody & { askFen: number }) | null = null

  constructor() {
    makeAutoObservable<DealStore, 'last'>(this, { account: false, result: false, last: false })
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
    const data = await this.result.run(() => marketApi.dealEvaluate(body), { clear })
    if (!data) {
      this.account.showServiceError(this.result.errorText)
      return false
    }
    track(TrackEventType.EVENT, TrackName.DEAL_EVALUATE_REPORT, { gameId: data.gameId, verdict: data.verdict })
    return true
  }

  again() {
    this.last = null
    this.result.reset()
  }
}

export const dealStore = new DealStore()

/**
 * The deal-evaluate refresh event (spec internal events): the verdict on screen is stale, run it again. Handled
 * once here rather than per page instance, so stacked deal pages never send the same request twice.
 */
Taro.eventCenter.on(AppEvent.DEAL_EVALUATE_REFRESH, () => void dealStore.refresh())
