import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { unitOfWork } from '../../db/unit-of-work'
import type { Providers } from '../../providers'
import type { GameRepository } from '../games/repository'
import type { ServiceModule } from '../module'
import { AuthSessionRepository } from './repository'
import { valuationAuthRoutes } from './routes'
import { ValuationAuthService } from './service'

export interface ValuationAuthModuleDeps {
  db: Db
  provider: Providers['gameAuth']
  games: GameRepository
  clock: Clock
}

export function createValuationAuth(deps: ValuationAuthModuleDeps): ServiceModule<ValuationAuthService> {
  const service = new ValuationAuthService({
    sessions: unitOfWork(deps.db, { sessions: AuthSessionRepository }),
    provider: deps.provider,
    games: deps.games,
    clock: deps.clock,
  })
  return { service, routes: (app, http) => valuationAuthRoutes(app, { ...http, valuationAuth: service }) }
}
