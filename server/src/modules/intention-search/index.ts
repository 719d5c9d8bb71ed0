import type { Db } from '../../db/connect'
import type { CollectRepository } from '../collect/repository'
import type { MarketContext } from '../market/context'
import type { ModuleLog, ServiceModule } from '../module'
import { PurposeRecordRepository } from './repository'
import { intentionSearchRoutes } from './routes'
import { IntentionSearchService } from './service'

export function createIntentionSearch(deps: {
  db: Db
  market: MarketContext
  favourites: CollectRepository
  warn: ModuleLog
}): ServiceModule<IntentionSearchService> {
  const service = new IntentionSearchService(deps.market, new PurposeRecordRepository(deps.db), deps.favourites, deps.warn)
  return { service, routes: (app, http) => intentionSearchRoutes(app, { ...http, purpose: service }) }
}
