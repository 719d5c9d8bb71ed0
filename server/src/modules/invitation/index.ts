import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ModuleLog, ServiceModule } from '../module'
import type { UserRepository } from '../user/repository'
import { invitationRoutes } from './routes'
import { InvitationService } from './service'

export interface InvitationModuleDeps {
  db: Db
  users: UserRepository
  clock: Clock
  secret: string
  info: ModuleLog
}

export function createInvitation(deps: InvitationModuleDeps): ServiceModule<InvitationService> {
  const service = new InvitationService({ db: deps.db, users: deps.users, clock: deps.clock, secret: deps.secret, log: deps.info })
  return { service, routes: (app, http) => invitationRoutes(app, { ...http, invitation: service }) }
}
