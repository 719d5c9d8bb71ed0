import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { ModuleLog, ServiceModule } from '../module'
import type { ConfigRepository } from './repository'
import { configRoutes } from './routes'
import { ConfigService } from './service'
import { RulesOverview } from './rules-overview'
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
export function createConfig(deps: ConfigDeps): ServiceModule<ConfigService> & { settings: SettingsService; rules: RulesOverview } {
  const settings = new SettingsService(deps.repo, deps.clock, deps.error)
  const onChange = () => {
    // An edit made on this process applies here at once; other processes re-read within SETTINGS_TTL_MS.
    settings.invalidate()
    deps.onChange?.()
  }
  const service = new ConfigService({ db: deps.db, clock: deps.clock, audit: deps.audit, onChange })
  return {
    service,
    settings,
    rules: new RulesOverview(deps.repo, settings, deps.clock),
    routes: (app, http) => configRoutes(app, { ...http, config: service }),
  }
}
