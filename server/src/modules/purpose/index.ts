import type { Db } from '../../db/connect'
import type { CollectRepository } from '../collect/repository'
import type { MarketContext } from '../market/context'
import type { ModuleLog, ServiceModule } from '../module'
import { PurposeRecordRepository } from './repository'
import { purposeRoutes } from './routes'
import { PurposeService } from './service'

export function createPurpose(deps: {
  db: Db
  market: MarketContext
  favourites: CollectRepository
  warn: ModuleLog
}): ServiceModule<PurposeService> {
  const service = new PurposeService(deps.market, new PurposeRecordRepository(deps.db), deps.favourites, deps.warn)
  return { service, routes: (app, http) => purposeRoutes(app, { ...http, purpose: service }) }
}
