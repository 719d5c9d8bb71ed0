import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { ModuleLog, ServiceModule } from '../module'
import { ActivityDesk } from './activity-desk'
import { PrizeDesk } from './prize-desk'
import { drawRoutes } from './routes'
import { DrawService, type DrawDeps } from './service'

export interface DrawModuleDeps {
  db: Db
  clock: Clock
  coupons: DrawDeps['coupons']
  payouts: DrawDeps['payouts'] | undefined
  info: ModuleLog
  /** Records the desks' writes (activities and prizes, shipping, payout retries). */
  audit?: AuditTrail
}

export interface DrawModule extends ServiceModule<DrawService> {
  /** 奖品发放's commands (console and CLI). */
  desk: PrizeDesk
  /** 抽奖活动's commands (console and CLI): activities, prizes, odds and stock. */
  activityDesk: ActivityDesk
}

/** The prize draw: activities, draws, records, delivery addresses, red-packet payouts. */
export function createDraw(deps: DrawModuleDeps): DrawModule {
  const payouts = deps.payouts ?? null
  const service = new DrawService({ db: deps.db, clock: deps.clock, coupons: deps.coupons, payouts, log: deps.info })
  const desk = new PrizeDesk({ db: deps.db, clock: deps.clock, payouts, audit: deps.audit, log: deps.info })
  const activityDesk = new ActivityDesk({ db: deps.db, clock: deps.clock, audit: deps.audit })
  return { service, desk, activityDesk, routes: (app, http) => drawRoutes(app, { ...http, draw: service }) }
}
