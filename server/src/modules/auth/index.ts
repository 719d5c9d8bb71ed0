import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { Providers } from '../../providers'
import type { ServiceModule } from '../module'
import type { UserRepository } from '../user/repository'
import { PartnerRepository, SessionRepository, SmsCodeRepository } from './repository'
import { authRoutes } from './routes'
import { AuthService, type InviteBinder } from './service'
import { SessionService } from './sessions'
import { SessionCache } from './session-cache'
import type { ReplicaBus } from '../../bus/replica-bus'
import { SmsCodeService } from './sms-codes'

export interface AuthModuleDeps {
  db: Db
  clock: Clock
  secret: string
  ttl: { accessMs: number; refreshMs: number }
  users: UserRepository
  invitations: InviteBinder
  providers: Providers
  log: (msg: string) => void
  /** Replica events: a revocation anywhere drops the cached session on every replica. */
  bus?: ReplicaBus
}

export function createAuth(deps: AuthModuleDeps): ServiceModule<AuthService> {
  const { db, clock, secret } = deps
  const service = new AuthService({
    users: deps.users,
    codes: new SmsCodeService(new SmsCodeRepository(db), deps.providers.sms, clock, secret),
    sessions: new SessionService(new SessionRepository(db), clock, secret, deps.ttl, new SessionCache(() => clock.now(), deps.bus)),
    partner: new PartnerRepository(db),
    invitations: deps.invitations,
    providers: deps.providers,
    clock,
    secret,
    log: deps.log,
  })
  // The auth routes use the whole service, not only the kit's authenticator.
  return { service, routes: (app) => authRoutes(app, { auth: service }) }
}
