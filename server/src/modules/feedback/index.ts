import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { ServiceModule } from '../module'
import { FeedbackImageLinks } from './image-links'
import { FeedbackInbox } from './inbox'
import { FeedbackRepository } from './repository'
import { feedbackRoutes } from './routes'
import { FeedbackService } from './service'

export interface FeedbackModule extends ServiceModule<FeedbackService> {
  /** The support inbox's commands (console and CLI). */
  inbox: FeedbackInbox
}

/** `secret` signs the image links; `audit` records the inbox's writes (commands work without one). */
export function createFeedback(deps: { db: Db; clock: Clock; secret: string; audit?: AuditTrail }): FeedbackModule {
  const links = new FeedbackImageLinks(deps.secret)
  const service = new FeedbackService(new FeedbackRepository(deps.db), deps.clock, links)
  const inbox = new FeedbackInbox({ db: deps.db, clock: deps.clock, links, audit: deps.audit })
  return { service, inbox, routes: (app, http) => feedbackRoutes(app, { ...http, feedback: service }) }
}
