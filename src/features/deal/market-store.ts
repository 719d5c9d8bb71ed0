import { makeAutoObservable } from 'mobx'
import * as marketApi from '@/api/market'
import type { MarketAnalysisData, MarketPeriod } from '@/api/market'
import { track } from '@/tracker'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { Resource } from '@/stores/resource'

export const MARKET_PERIODS: { value: MarketPeriod; label: string }[] = [
  { value: '3m', label: '近3个月' },
  { value: '6m', label: '近6个月' },
  { value: '12m', label: '近1年' },
  { value: '24m', label: '近2年' },
]

/** Market analysis (public): one game and period at a time; switching either reloads. */
export class MarketStore {
  gameId: number | null = null
  period: MarketPeriod = '6m'
  readonly analysis = new Resource<MarketAnalysisData>()

  constructor() {
    makeAutoObservable(this, { analysis: false })
  }

  load(): Promise<unknown> {
    const { gameId, period } = this
    if (gameId === null) return Promise.resolve()
    return this.analysis.run(() => marketApi.marketAnalysis({ gameId, period }), { clear: this.analysis.data?.gameId !== gameId })
  }

  pickGame(gameId: number) {
    if (gameId === this.gameId) return
    this.gameId = gameId
    track(TrackEventType.EVENT, TrackName.ANALYSIS, { gameId })
    void this.load()
  }

  pickPeriod(period: MarketPeriod) {
    if (period === this.period) return
    this.period = period
    track(TrackEventType.EVENT, TrackName.PRICE_TREND, { gameId: this.gameId, period })
    void this.load()
  }

  reset() {
    this.gameId = null
    this.period = '6m'
    this.analysis.reset()
  }
}

export const marketStore = new MarketStore()
