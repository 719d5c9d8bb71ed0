import type { Clock } from '../../clock'
import type { GameRepository } from '../games/repository'
import type { ModuleLog, ServiceModule } from '../module'
import type { ConfigRepository } from './repository'
import { configRoutes } from './routes'
import { ConfigService } from './service'
import { SettingsService } from './settings'

export interface ConfigDeps {
  repo: ConfigRepository
  games: GameRepository
  clock: Clock
  /** After an edit: caches built from config elsewhere (the home page) drop what they hold. */
  onChange?: () => void
  error: ModuleLog
}

/** The config module: public config and its editing, and the typed settings (prices, love rates, help required). */
export function createConfig(deps: ConfigDeps): ServiceModule<ConfigService> & { settings: SettingsService } {
  const service = new ConfigService(deps.repo, deps.games, deps.clock, deps.onChange)
  return {
    service,
    settings: new SettingsService(deps.repo, deps.clock, deps.error),
    routes: (app, http) => configRoutes(app, { ...http, config: service }),
  }
}
