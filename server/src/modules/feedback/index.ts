import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ServiceModule } from '../module'
import { FeedbackRepository } from './repository'
import { feedbackRoutes } from './routes'
import { FeedbackService } from './service'

export function createFeedback(deps: { db: Db; clock: Clock }): ServiceModule<FeedbackService> {
  const service = new FeedbackService(new FeedbackRepository(deps.db), deps.clock)
  return { service, routes: (app, http) => feedbackRoutes(app, { ...http, feedback: service }) }
}
