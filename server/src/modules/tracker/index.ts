import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { LimitCounter } from '../../db/limit-counter'
import type { ServiceModule } from '../module'
import { TrackerRepository } from './repository'
import { trackerRoutes } from './routes'
import { TrackerService } from './service'

export function createTracker(deps: { db: Db; clock: Clock; retentionDays: number }): ServiceModule<TrackerService> {
  const service = new TrackerService(new TrackerRepository(deps.db), new LimitCounter(deps.db), deps.clock, deps.retentionDays)
  return { service, routes: (app, http) => trackerRoutes(app, { ...http, tracker: service }) }
}
