import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { JobQueue } from '../../jobs/job-queue'
import type { GameRepository } from '../games/repository'
import type { LinkReader } from '../market/link-reader'
import type { ModuleLog, ServiceModule } from '../module'
import { ModelRepository, type ModelRegistry } from '../models/registry'
import type { QuotaService } from '../quotas/service'
import type { ReportExtrasRepository } from '../reports/extras-repository'
import type { ReportRepository } from '../reports/repository'
import type { ReportScreenshots } from '../reports/screenshots'
import { valuationRoutes, type AccountFlags } from './routes'
import { ValuationService, type AuthSessions } from './service'
import { ReportWaits } from './report-waits'
import type { ReplicaBus } from '../../bus/replica-bus'

export interface ValuationDeps {
  db: Db
  jobs: JobQueue
  modelRefreshMs: number
  reports: ReportRepository
  extras: ReportExtrasRepository
  games: GameRepository
  models: ModelRegistry
  links: LinkReader
  authSessions: AuthSessions
  clock: Clock
  error: ModuleLog
  info: ModuleLog
  /** Stored reports that fail their kind's schema. */
  warn: ModuleLog
  /** A user's valuation report is ready (the invitation reward listens). */
  onValuationReady: (userId: number) => Promise<unknown>
  /** For the routes: the owner's flags on a report (the account module) and the daily quota. */
  account: AccountFlags
  quotas: QuotaService
  /** For the report route: the owner's screenshots on the report (the report-images module). */
  screenshots: ReportScreenshots
  /** Replica events: a finished report wakes the requests waiting for it on every replica. */
  bus: ReplicaBus
}

export function createValuation(deps: ValuationDeps): ServiceModule<ValuationService> {
  const { db } = deps
  const service = new ValuationService({
    db,
    jobs: deps.jobs,
    modelRefreshMs: deps.modelRefreshMs,
    reports: deps.reports,
    games: deps.games,
    registry: deps.models,
    modelRepo: new ModelRepository(db),
    clock: deps.clock,
    authSessions: deps.authSessions,
    extras: deps.extras,
    links: deps.links,
    log: deps.error,
    info: deps.info,
    warn: deps.warn,
    onValuationReady: deps.onValuationReady,
    waits: new ReportWaits(deps.bus),
  })
  const { account, quotas, screenshots } = deps
  return { service, routes: (app, http) => valuationRoutes(app, { ...http, valuation: service, account, quotas, screenshots }) }
}
