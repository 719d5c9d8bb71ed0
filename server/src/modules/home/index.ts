import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ConfigRepository } from '../config/repository'
import type { GameRepository } from '../games/repository'
import type { ServiceModule } from '../module'
import { HomeRepository } from './repository'
import { homeRoutes } from './routes'
import { HomeService } from './service'

export interface HomeDeps {
  db: Db
  games: GameRepository
  configRepo: ConfigRepository
  /** Registered users, for the home page's count (the user module answers). */
  countUsers: () => Promise<number>
  clock: Clock
}

export function createHome(deps: HomeDeps): ServiceModule<HomeService> {
  const service = new HomeService(new HomeRepository(deps.db), deps.games, deps.configRepo, deps.countUsers, deps.clock)
  return { service, routes: (app, http) => homeRoutes(app, { ...http, home: service }) }
}
