import type { MarketContext } from '../market/context'
import type { ServiceModule } from '../module'
import type { QuotaService } from '../quotas/service'
import { dealRoutes } from './routes'
import { DealService } from './service'

export function createDeal(deps: { market: MarketContext; quotas: QuotaService }): ServiceModule<DealService> {
  const service = new DealService(deps.market)
  const { quotas } = deps
  return { service, routes: (app, http) => dealRoutes(app, { ...http, deal: service, quotas }) }
}
