import type { Clock } from '../../clock'
import type { Providers } from '../../providers'
import type { ServiceModule } from '../module'
import type { UserRepository } from './repository'
import { userRoutes } from './routes'
import { UserService, type DeletionKeeper } from './service'

export interface UserDeps {
  users: UserRepository
  realName: Providers['realName']
  clock: Clock
  secret: string
  /** Keeps a deleted user's identities counted (the invitation module). */
  keeper: DeletionKeeper
}

export function createUser(deps: UserDeps): ServiceModule<UserService> {
  const service = new UserService(deps.users, deps.realName, deps.clock, deps.secret, deps.keeper)
  return { service, routes: (app, http) => userRoutes(app, { ...http, user: service }) }
}
