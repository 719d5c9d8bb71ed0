import type { Clock } from '../../clock'
import type { MarketContext } from '../market/context'
import type { ServiceModule } from '../module'
import type { ReportExtrasRepository } from '../reports/extras-repository'
import type { ReportRepository } from '../reports/repository'
import { reportRoutes } from './routes'
import { ReportShareService, type ReportShareDeps } from './service'

export interface ReportDeps {
  reports: ReportRepository
  extras: ReportExtrasRepository
  shared: ReportShareDeps['shared']
  market: MarketContext
  favourites: ReportShareDeps['favourites']
  views: ReportShareDeps['views']
  clock: Clock
  secret: string
  publicBaseUrl: string
}

/** Property confirmation, share links and listing detail around valuation reports. */
export function createReport(deps: ReportDeps): ServiceModule<ReportShareService> {
  const service = new ReportShareService(deps)
  return { service, routes: (app, http) => reportRoutes(app, { ...http, report: service }) }
}
