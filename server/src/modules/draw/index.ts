import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { ModuleLog, ServiceModule } from '../module'
import { PrizeDesk } from './prize-desk'
import { drawRoutes } from './routes'
import { DrawService, type DrawDeps } from './service'

export interface DrawModuleDeps {
  db: Db
  clock: Clock
  coupons: DrawDeps['coupons']
  payouts: DrawDeps['payouts'] | undefined
  info: ModuleLog
  /** Records the prize desk's writes (shipping, payout retries); commands work without one. */
  audit?: AuditTrail
}

export interface DrawModule extends ServiceModule<DrawService> {
  /** 奖品发放's commands (console and CLI). */
  desk: PrizeDesk
}

/** The prize draw: activities, draws, records, delivery addresses, red-packet payouts. */
export function createDraw(deps: DrawModuleDeps): DrawModule {
  const payouts = deps.payouts ?? null
  const service = new DrawService({ db: deps.db, clock: deps.clock, coupons: deps.coupons, payouts, log: deps.info })
  const desk = new PrizeDesk({ db: deps.db, clock: deps.clock, payouts, audit: deps.audit, log: deps.info })
  return { service, desk, routes: (app, http) => drawRoutes(app, { ...http, draw: service }) }
}
