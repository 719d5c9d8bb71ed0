import type { AuditTrail } from '../audit-port'
import type { ServiceModule } from '../module'
import { RewardsDesk } from './desk'
import { rewardsRoutes } from './routes'
import { RewardsService, type RewardsDeps } from './service'

export interface RewardsModule extends ServiceModule<RewardsService> {
  /** 任务与爱心值's operator commands (console and CLI). */
  desk: RewardsDesk
}

/** Missions (任务中心), sign-ins, share visits and love value (爱心值). */
export function createRewards(deps: RewardsDeps & { audit?: AuditTrail }): RewardsModule {
  const service = new RewardsService(deps)
  const desk = new RewardsDesk({ db: deps.db, clock: deps.clock, audit: deps.audit })
  return { service, desk, routes: (app, http) => rewardsRoutes(app, { ...http, rewards: service }) }
}
