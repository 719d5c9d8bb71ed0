import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { GameRepository } from '../games/repository'
import type { ServiceModule } from '../module'
import type { ReportRepository } from '../reports/repository'
import { accountInfoRoutes } from './routes'
import { AccountInfoService } from './service'

export interface AccountDeps {
  db: Db
  reports: ReportRepository
  games: GameRepository
  clock: Clock
  /** Intention searches of a game matched again after a listing appears (the purpose module answers it). */
  rematchPurposes: (gameId: number, now: number) => Promise<number>
  listingBaseUrl: string
}

export function createAccountInfo(deps: AccountDeps): ServiceModule<AccountInfoService> {
  const service = new AccountInfoService(deps.db, deps.reports, deps.games, deps.clock, deps.rematchPurposes, deps.listingBaseUrl)
  return { service, routes: (app, http) => accountInfoRoutes(app, { ...http, account: service }) }
}
