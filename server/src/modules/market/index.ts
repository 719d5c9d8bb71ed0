import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { HomeRepository } from '../home/repository'
import type { ModelRegistry } from '../valuation/models'
import { ReportRepository } from '../valuation/repository'
import { CheckService } from '../check/service'
import { ProfitRecordRepository } from '../check/repository'
import { CollectRepository } from '../collect/repository'
import { CollectService } from '../collect/service'
import { CompareService } from '../compare/service'
import { DealService } from '../deal/service'
import { PurposeRecordRepository } from '../purpose/repository'
import { PurposeService } from '../purpose/service'
import { MarketAnalysisService } from './analysis'
import { MarketContext } from './context'

/** The market features (analysis, check, deal, purpose, collect, compare) and what they share. */
export interface MarketServices {
  ctx: MarketContext
  analysis: MarketAnalysisService
  check: CheckService
  deal: DealService
  purpose: PurposeService
  collect: CollectService
  compare: CompareService
}

export function createMarketServices(deps: { db: Db; games: HomeRepository; registry: ModelRegistry; clock: Clock }): MarketServices {
  const ctx = new MarketContext(deps.db, deps.games, deps.registry, new ReportRepository(deps.db), deps.clock)
  return {
    ctx,
    analysis: new MarketAnalysisService(ctx),
    check: new CheckService(ctx, new ProfitRecordRepository(deps.db)),
    deal: new DealService(ctx),
    purpose: new PurposeService(ctx, new PurposeRecordRepository(deps.db), new CollectRepository(deps.db)),
    collect: new CollectService(ctx, new CollectRepository(deps.db)),
    compare: new CompareService(ctx),
  }
}
