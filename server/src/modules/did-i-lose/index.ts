import type { Db } from '../../db/connect'
import type { MarketContext } from '../market/context'
import type { ModuleLog, ServiceModule } from '../module'
import type { QuotaService } from '../quotas/service'
import { ProfitRecordRepository } from './repository'
import { didILoseRoutes } from './routes'
import { DidILoseService } from './service'

export function createDidILose(deps: {
  db: Db
  market: MarketContext
  quotas: QuotaService
  warn: ModuleLog
}): ServiceModule<DidILoseService> {
  const service = new DidILoseService(deps.market, new ProfitRecordRepository(deps.db), deps.warn)
  const { quotas } = deps
  return { service, routes: (app, http) => didILoseRoutes(app, { ...http, check: service, quotas }) }
}
