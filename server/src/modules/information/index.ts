import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ServiceModule } from '../module'
import { ArticleRepository } from './repository'
import { informationRoutes } from './routes'
import { InformationService } from './service'

export function createInformation(deps: { db: Db; clock: Clock }): ServiceModule<InformationService> {
  const service = new InformationService(new ArticleRepository(deps.db), deps.clock)
  return { service, routes: (app, http) => informationRoutes(app, { ...http, information: service }) }
}
