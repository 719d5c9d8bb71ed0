import type { MarketContext } from '../market/context'
import type { ModuleLog, ServiceModule } from '../module'
import { compareRoutes } from './routes'
import { CompareService, type CompareShareViews } from './service'

export function createCompare(deps: { market: MarketContext; views: CompareShareViews; warn: ModuleLog }): ServiceModule<CompareService> {
  const service = new CompareService(deps.market, deps.views, deps.warn)
  return { service, routes: (app, http) => compareRoutes(app, { ...http, compare: service }) }
}
