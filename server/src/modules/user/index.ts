import type { Clock } from '../../clock'
import type { Providers } from '../../providers'
import type { ServiceModule } from '../module'
import type { UserRepository } from './repository'
import { userRoutes } from './routes'
import { UserService, type DeletionKeeper } from './service'
import { UserInfoCache } from './user-info-cache'
import type { ReplicaBus } from '../../bus/replica-bus'

export interface UserDeps {
  users: UserRepository
  realName: Providers['realName']
  clock: Clock
  secret: string
  /** Keeps a deleted user's identities counted (the invitation module). */
  keeper: DeletionKeeper
  /** Other replicas' user changes, for the user-info cache. */
  bus?: ReplicaBus
}

export function createUser(deps: UserDeps): ServiceModule<UserService> {
  const service = new UserService(
    deps.users,
    deps.realName,
    deps.clock,
    deps.secret,
    deps.keeper,
    new UserInfoCache(() => deps.clock.now(), deps.bus),
  )
  return { service, routes: (app, http) => userRoutes(app, { ...http, user: service }) }
}
