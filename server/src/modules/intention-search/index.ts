import type { Db } from '../../db/connect'
import { unitOfWork } from '../../db/unit-of-work'
import type { CollectRepository } from '../collect/repository'
import type { MarketContext } from '../market/context'
import type { ModuleLog, ServiceModule } from '../module'
import { intentionSearchRoutes } from './routes'
import { INTENTION_SEARCH_REPOS, IntentionSearchService } from './service'

export function createIntentionSearch(deps: {
  db: Db
  market: MarketContext
  favourites: CollectRepository
  warn: ModuleLog
}): ServiceModule<IntentionSearchService> {
  const service = new IntentionSearchService(deps.market, unitOfWork(deps.db, INTENTION_SEARCH_REPOS), deps.favourites, deps.warn)
  return { service, routes: (app, http) => intentionSearchRoutes(app, { ...http, purpose: service }) }
}
