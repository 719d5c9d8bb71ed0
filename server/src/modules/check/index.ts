import type { Db } from '../../db/connect'
import type { MarketContext } from '../market/context'
import type { ModuleLog, ServiceModule } from '../module'
import type { QuotaService } from '../quotas/service'
import { ProfitRecordRepository } from './repository'
import { checkRoutes } from './routes'
import { CheckService } from './service'

export function createCheck(deps: { db: Db; market: MarketContext; quotas: QuotaService; warn: ModuleLog }): ServiceModule<CheckService> {
  const service = new CheckService(deps.market, new ProfitRecordRepository(deps.db), deps.warn)
  const { quotas } = deps
  return { service, routes: (app, http) => checkRoutes(app, { ...http, check: service, quotas }) }
}
