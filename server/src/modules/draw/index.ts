import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ModuleLog, ServiceModule } from '../module'
import { drawRoutes } from './routes'
import { DrawService, type DrawDeps } from './service'

export interface DrawModuleDeps {
  db: Db
  clock: Clock
  coupons: DrawDeps['coupons']
  payouts: DrawDeps['payouts'] | undefined
  info: ModuleLog
}

/** The prize draw: activities, draws, records, delivery addresses, red-packet payouts. */
export function createDraw(deps: DrawModuleDeps): ServiceModule<DrawService> {
  const service = new DrawService({ db: deps.db, clock: deps.clock, coupons: deps.coupons, payouts: deps.payouts ?? null, log: deps.info })
  return { service, routes: (app, http) => drawRoutes(app, { ...http, draw: service }) }
}
