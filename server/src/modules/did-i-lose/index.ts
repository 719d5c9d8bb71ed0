import type { Db } from '../../db/connect'
import { unitOfWork } from '../../db/unit-of-work'
import type { MarketContext } from '../market/context'
import type { ModuleLog, ServiceModule } from '../module'
import type { QuotaService } from '../quotas/service'
import type { ReportScreenshots } from '../reports/screenshots'
import { didILoseRoutes } from './routes'
import { DID_I_LOSE_REPOS, DidILoseService } from './service'

export function createDidILose(deps: {
  db: Db
  market: MarketContext
  quotas: QuotaService
  /** For check/report: the owner's order screenshots on the report (the report-images module). */
  screenshots: ReportScreenshots
  warn: ModuleLog
}): ServiceModule<DidILoseService> {
  const service = new DidILoseService(deps.market, unitOfWork(deps.db, DID_I_LOSE_REPOS), deps.warn)
  const { quotas, screenshots } = deps
  return { service, routes: (app, http) => didILoseRoutes(app, { ...http, check: service, quotas, screenshots }) }
}
