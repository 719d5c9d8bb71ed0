import type { Clock } from '../../clock'
import type { ConfigEntry } from '../../contract'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { ModuleLog, ServiceModule } from '../module'
import type { ConfigRepository } from './repository'
import { configRoutes } from './routes'
import { ConfigService } from './service'
import { RulesOverview } from './rules-overview'
import { SettingsService } from './settings'
import { BusChannel, type ReplicaBus } from '../../bus/replica-bus'

export interface ConfigDeps {
  db: Db
  /** Where operators' edits (CLI, console) are recorded with before and after; the settings readers need none. */
  audit?: AuditTrail
  repo: ConfigRepository
  clock: Clock
  /** After an edit: caches built from config elsewhere (the home page) drop what they hold. */
  onChange?: () => void
  error: ModuleLog
  /**
   * Replica events: an edit here tells every replica (and a CLI's edit tells the running service), which drop their
   * cached config at once; without it, or for an event missed, they re-read within SETTINGS_TTL_MS.
   */
  bus?: ReplicaBus
  /** Public entries set from the environment, answered over stored ones (config/global). */
  fixed?: ConfigEntry[]
}

/** The config module: public config and its editing, and the typed settings (prices, love rates, help required). */
export function createConfig(deps: ConfigDeps): ServiceModule<ConfigService> & { settings: SettingsService; rules: RulesOverview } {
  const settings = new SettingsService(deps.repo, deps.clock, deps.error)
  const { bus } = deps
  const dropCaches = () => {
    settings.invalidate()
    service.dropCaches()
    deps.onChange?.()
  }
  const onChange = (key: string) => {
    // Here at once; on the other replicas when the event arrives (at most SETTINGS_TTL_MS if it is lost).
    settings.invalidate()
    deps.onChange?.()
    void bus?.publish(BusChannel.CONFIG_CHANGED, key)
  }
  const service = new ConfigService({ db: deps.db, clock: deps.clock, audit: deps.audit, onChange, fixed: deps.fixed })
  bus?.subscribe(BusChannel.CONFIG_CHANGED, { onEvent: dropCaches, onReset: dropCaches })
  return {
    service,
    settings,
    rules: new RulesOverview(deps.repo, settings, deps.clock, bus?.broadcasts ?? false),
    routes: (app, http) => configRoutes(app, { ...http, config: service }),
  }
}
