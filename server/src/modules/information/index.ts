import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { ServiceModule } from '../module'
import { ArticleDesk } from './desk'
import { ArticleRepository } from './repository'
import { informationRoutes } from './routes'
import { InformationService } from './service'

export interface InformationModule extends ServiceModule<InformationService> {
  /** Operators' commands: drafts, edits, publishing, withdrawing, preview, import (console and CLI). */
  desk: ArticleDesk
}

/** `audit` records the operators' writes (commands work without one). */
export function createInformation(deps: { db: Db; clock: Clock; audit?: AuditTrail }): InformationModule {
  const service = new InformationService(new ArticleRepository(deps.db), deps.clock)
  const desk = new ArticleDesk(deps)
  return { service, desk, routes: (app, http) => informationRoutes(app, { ...http, information: service }) }
}
