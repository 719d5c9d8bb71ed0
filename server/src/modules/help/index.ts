import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { GameRepository } from '../games/repository'
import type { ModuleLog, ServiceModule } from '../module'
import { helpRoutes } from './routes'
import { HelpService, type HelpDeps } from './service'

export interface HelpModuleDeps {
  db: Db
  clock: Clock
  games: GameRepository
  users: HelpDeps['users']
  codes: HelpDeps['codes']
  required: HelpDeps['required']
  publicBaseUrl: string
  onUnlocked: HelpDeps['onUnlocked']
  info: ModuleLog
  /** Stored reports that fail their kind's schema. */
  warn: ModuleLog
}

export function createHelp(deps: HelpModuleDeps): ServiceModule<HelpService> {
  const { info, ...rest } = deps
  const service = new HelpService({ ...rest, log: info })
  return { service, routes: (app, http) => helpRoutes(app, { ...http, help: service }) }
}
