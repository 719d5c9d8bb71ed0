import type { MarketContext } from '../market/context'
import type { ServiceModule } from '../module'
import { compareRoutes } from './routes'
import { CompareService, type CompareShareViews } from './service'

export function createCompare(deps: { market: MarketContext; views: CompareShareViews }): ServiceModule<CompareService> {
  const service = new CompareService(deps.market, deps.views)
  return { service, routes: (app, http) => compareRoutes(app, { ...http, compare: service }) }
}
