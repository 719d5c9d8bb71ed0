import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { ModuleLog, ServiceModule } from '../module'
import type { ConfigRepository } from './repository'
import { configRoutes } from './routes'
import { ConfigService } from './service'
import { SettingsService } from './settings'

export interface ConfigDeps {
  db: Db
  /** Where operators' edits (CLI, console) are recorded with before and after; the settings readers need none. */
  audit?: AuditTrail
  repo: ConfigRepository
  clock: Clock
  /** After an edit: caches built from config elsewhere (the home page) drop what they hold. */
  onChange?: () => void
  error: ModuleLog
}

/** The config module: public config and its editing, and the typed settings (prices, love rates, help required). */
export function createConfig(deps: ConfigDeps): ServiceModule<ConfigService> & { settings: SettingsService } {
  const service = new ConfigService({ db: deps.db, clock: deps.clock, audit: deps.audit, onChange: deps.onChange })
  return {
    service,
    settings: new SettingsService(deps.repo, deps.clock, deps.error),
    routes: (app, http) => configRoutes(app, { ...http, config: service }),
  }
}
