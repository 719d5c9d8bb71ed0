import type { MarketBriefData } from '../../contract'
import { hotValues } from '../../valuation/model/hot-values'
import { priceTrend } from '../../valuation/model/trend'
import type { MarketContext } from './context'

/** Months of the price index home shows. */
export const BRIEF_MONTHS = 6
/** Hot values home shows. */
export const BRIEF_HOT_VALUES = 5

type ModelPart = Omit<MarketBriefData, 'gameId' | 'gameName' | 'demo'>

/**
 * market/brief: home's two market sections for one game, from its served model alone (no market rows): the last
 * months of the deal-price index and what the collectables add to this month's typical account. Both depend on the
 * model only, so they are computed once per served model version (the registry's stamp, which every retrain,
 * promotion and rollback changes) and kept until another version is served.
 */
export class MarketBriefService {
  private readonly cache = new Map<number, { stamp: number; part: ModelPart }>()

  constructor(private readonly ctx: MarketContext) {}

  async brief(gameId: number): Promise<MarketBriefData> {
    const { game, gameName, model, demo, stamp } = await this.ctx.loadGame(gameId)
    let hit = this.cache.get(gameId)
    if (!hit || hit.stamp !== stamp) {
      const priceIndex = priceTrend(model).slice(-BRIEF_MONTHS)
      const first = priceIndex[0]?.value ?? 1
      const last = priceIndex[priceIndex.length - 1]?.value ?? 1
      const hot = hotValues(model, game, BRIEF_HOT_VALUES)
      hit = {
        stamp,
        part: {
          month: hot.month,
          priceIndex,
          changePct: Math.round((last / first - 1) * 1000) / 10,
          hotValues: hot.items,
          accounts: hot.accounts,
        },
      }
      this.cache.set(gameId, hit)
    }
    return { gameId, gameName, demo, ...hit.part }
  }
}
