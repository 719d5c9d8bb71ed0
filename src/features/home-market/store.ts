import { makeAutoObservable } from 'mobx'
import { marketBrief, type MarketBriefData } from '@/api/market-brief'
import { Resource } from '@/stores/resource'

/**
 * A brief the sections can draw. Anything else (an older service without the route, a proxy's error page) reads as
 * a failure of the sections, never as a home page that cannot render.
 */
function drawable(d: MarketBriefData | null): MarketBriefData {
  if (d && Array.isArray(d.priceIndex) && Array.isArray(d.hotValues)) return d
  throw new Error('market brief without its series')
}

/** Home's market sections: the brief of the game picked on home, asked again only for another game or a retry. */
export class HomeMarketStore {
  gameId: number | null = null
  readonly brief = new Resource<MarketBriefData>(null, { failedText: '行情加载失败' })

  constructor() {
    makeAutoObservable(this, { brief: false })
  }

  show(gameId: number | null): void {
    if (gameId === null) return
    if (gameId === this.gameId && this.brief.status !== 'error' && this.brief.status !== 'idle') return
    this.gameId = gameId
    void this.load()
  }

  /** Pull-down refresh and 重新加载: the same game again, its brief kept on screen meanwhile. */
  load(): Promise<unknown> {
    const gameId = this.gameId
    if (gameId === null) return Promise.resolve()
    return this.brief.run(() => marketBrief({ gameId }).then(drawable), { clear: this.brief.data?.gameId !== gameId })
  }
}

export const homeMarketStore = new HomeMarketStore()
