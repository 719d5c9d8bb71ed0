import type { ServiceModule } from '../module'
import { rewardsRoutes } from './routes'
import { RewardsService, type RewardsDeps } from './service'

/** Missions (任务中心), sign-ins, share visits and love value (爱心值). */
export function createRewards(deps: RewardsDeps): ServiceModule<RewardsService> {
  const service = new RewardsService(deps)
  return { service, routes: (app, http) => rewardsRoutes(app, { ...http, rewards: service }) }
}
