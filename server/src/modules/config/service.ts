import type { Clock } from '../../clock'
import type { ConfigEntry, GameFeature, LoveRates, Slogan } from '../../contract'
import { DEFAULT_LOVE_RATES } from '../../contract/values/rewards'
import { TtlCache } from '../../lib/ttl-cache'
import type { Db } from '../../db/connect'
import type { GameRow } from '../../db/schema'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import type { AuditActor, AuditTrail } from '../audit-port'
import { HOME_SLOGAN_KEY, parseFeatures, parseSlogan } from './home-entries'
import { parseGameFields } from './game-fields'
import { PAY_PRICES_KEY, parsePayPrices } from './pay-prices'
import { HELP_REQUIRED_KEY, parseHelpRequired } from './help-required'
import { DAILY_QUOTAS_KEY, parseDailyQuotas } from '../quotas/daily-quotas'
import { parseAppDownload } from './app-download'
import { APP_DOWNLOAD_CONFIG_KEY, checkAppDownload, type AppDownloadLinks } from '../../contract/values/app-download'
import { LOVE_RATES_KEY, parseLoveRates } from './love-rates'
import { parseSupportContact } from './support-contact'
import { checkSupportContact, SUPPORT_CONFIG_KEY, type SupportContact } from '../../contract/values/support-contact'
import { GameRepository, type GameUpdate } from '../games/repository'
import { ConfigRepository } from './repository'

const PUBLIC_CONFIG_TTL_MS = 60 * 1000
const CONFIG_KEY = /^[a-z][a-z0-9_.]{0,127}$/
const MAX_CONFIG_VALUE = 10_000

/**
 * Keys whose values the product reads as structured data: checked before they are stored. `expected` replaces the
 * parser's message; `public` keys are read by the app, so they are always stored public. `label` names the entry in a
 * problem the console shows as the CLI prints it.
 */
const VALUE_RULES: Record<string, { parse: (value: string) => unknown; expected?: string; public?: boolean; label?: string }> = {
  [HOME_SLOGAN_KEY]: { parse: parseSlogan, expected: '须为 JSON：{title, span, div: [3 项 {icon, span, title}]}', label: '首页标语' },
  [PAY_PRICES_KEY]: { parse: parsePayPrices, label: '解锁价格' },
  // 价格与规则 (issue 38 point 3): checked here too, so config:set and the console refuse the same values.
  [HELP_REQUIRED_KEY]: { parse: parseHelpRequired, label: '助力人数' },
  [DAILY_QUOTAS_KEY]: { parse: parseDailyQuotas, label: '每日次数上限' },
  [APP_DOWNLOAD_CONFIG_KEY]: { parse: parseAppDownload, public: true, label: '下载链接' },
  [LOVE_RATES_KEY]: { parse: parseLoveRates, label: '爱心值兑换比例' },
  [SUPPORT_CONFIG_KEY]: { parse: parseSupportContact, public: true, label: '客服联系方式' },
}

/** A game's operator-edited fields, as its audit row keeps them before and after. */
const gameFields = (g: GameRow) => ({
  name: g.name,
  genre: g.genre,
  icon: g.icon,
  sort: Number(g.sort_order),
  enabled: Number(g.enabled) === 1,
  features: g.features,
})

/** The home page's texts operators edit: the slogan (null while unset or unreadable) and each game's features. */
export interface HomeTexts {
  slogan: Slogan | null
  games: { gameId: number; name: string; enabled: boolean; features: GameFeature[] }[]
}

/** A stored entry's fields that pass its rules (a hand edit may have broken some); {} when unset. */
function readFields<T>(raw: string | undefined, check: (v: unknown) => T): T {
  try {
    return check(raw ? JSON.parse(raw) : {})
  } catch {
    return check({})
  }
}

/** The given fields with the empty ones left out: an empty field means "not configured". */
const filled = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
      .map(([k, v]) => [k, (v as string).trim()]),
  ) as Partial<T>

/** Thrown for operator mistakes (CLI); the message says what to fix. */
export class ConfigInputError extends Error {}

/**
 * Global config (key/value) and the game catalogue, as operators edit them. Changes made here invalidate this
 * process's caches at once; other processes pick them up within their cache TTL.
 */
export class ConfigService {
  private readonly publicConfig: TtlCache<ConfigEntry[]>
  private readonly uow: UnitOfWork<{ config: typeof ConfigRepository; games: typeof GameRepository }>
  private readonly repo: ConfigRepository
  private readonly games: GameRepository
  private readonly clock: Clock
  private readonly onChange: (key: string) => void
  private readonly audit: AuditTrail | undefined

  /** `audit`: where an edit made with an actor (the CLI's, the console's) is recorded, in the edit's transaction. */
  private readonly fixed: ConfigEntry[]

  /**
   * `fixed`: public entries the service sets from its environment (the subscribe-message templates); they are
   * answered as given, over a stored entry of the same key.
   */
  constructor(deps: { db: Db; clock: Clock; audit?: AuditTrail; onChange?: (key: string) => void; fixed?: ConfigEntry[] }) {
    this.fixed = deps.fixed ?? []
    this.uow = unitOfWork(deps.db, { config: ConfigRepository, games: GameRepository })
    this.repo = this.uow.repos.config
    this.games = this.uow.repos.games
    this.clock = deps.clock
    this.onChange = deps.onChange ?? (() => {})
    this.audit = deps.audit
    this.publicConfig = new TtlCache(this.clock, PUBLIC_CONFIG_TTL_MS, async () =>
      (await this.repo.listPublic()).map((r) => ({ confKey: r.conf_key, confValue: r.conf_value })),
    )
  }

  async globalConfig(): Promise<ConfigEntry[]> {
    const stored = await this.publicConfig.get()
    if (!this.fixed.length) return stored
    const keys = new Set(this.fixed.map((e) => e.confKey))
    return [...stored.filter((e) => !keys.has(e.confKey)), ...this.fixed]
  }

  /**
   * Sets a global config entry, checked by its key's rules. With an `actor` (the CLI and the console always give
   * one) the audit row, with the value before and after, commits with the write.
   */
  async set(key: string, value: string, options: { isPublic?: boolean; actor?: AuditActor } = {}): Promise<void> {
    if (!CONFIG_KEY.test(key)) throw new ConfigInputError(`config key "${key}" must be lower-case letters, digits, _ or .`)
    if (value.length > MAX_CONFIG_VALUE) throw new ConfigInputError(`config value is longer than ${MAX_CONFIG_VALUE} characters`)
    const rule = VALUE_RULES[key]
    if (rule) {
      try {
        rule.parse(value)
      } catch (err) {
        const name = rule.label ? `${rule.label}（${key}）：` : `${key}: `
        throw new ConfigInputError(name + (rule.expected ?? (err as Error).message))
      }
      if (rule.public && options.isPublic === false) throw new ConfigInputError(`${key} must stay public: the app reads it`)
    }
    const isPublic = rule?.public ? 1 : options.isPublic === undefined ? undefined : options.isPublic ? 1 : 0
    const { actor } = options
    await this.uow.transaction(async ({ config }, trx) => {
      const before = await config.entry(key)
      await config.upsert(key, value, isPublic, this.clock.now())
      if (!actor) return
      const after = await config.entry(key)
      const entry = (e: typeof before) => (e ? { value: e.conf_value, public: Number(e.is_public) === 1 } : null)
      await this.recorder().record(
        actor,
        { action: 'config.set', objectType: 'config', objectId: key, before: entry(before), after: entry(after) },
        trx,
      )
    })
    this.changed(key)
  }

  /** The home slogan and every game's feature list, as the console's 首页文案 edits them. */
  async homeTexts(): Promise<HomeTexts> {
    let slogan: Slogan | null = null
    try {
      slogan = parseSlogan(await this.repo.get(HOME_SLOGAN_KEY))
    } catch {
      // Unset or broken by a hand edit: the form starts empty and saving it repairs the entry.
    }
    const games = (await this.games.listAllGames()).map((g) => {
      let features: GameFeature[] = []
      try {
        features = parseFeatures(g.features)
      } catch {
        // A broken list shows empty; saving writes a valid one.
      }
      return { gameId: Number(g.game_id), name: g.name, enabled: Number(g.enabled) === 1, features }
    })
    return { slogan, games }
  }

  async setSlogan(actor: AuditActor, slogan: Slogan): Promise<void> {
    await this.set(HOME_SLOGAN_KEY, JSON.stringify(slogan), { actor })
  }

  async setGameFeatures(actor: AuditActor, gameId: number, features: GameFeature[]): Promise<void> {
    await this.setGame(gameId, { features: JSON.stringify(features) }, actor)
  }

  /** The download links and the support contact as stored (fields a hand edit broke are left out). */
  async appLinks(): Promise<{ download: AppDownloadLinks; support: SupportContact }> {
    const [download, support] = await Promise.all([this.repo.get(APP_DOWNLOAD_CONFIG_KEY), this.repo.get(SUPPORT_CONFIG_KEY)])
    return {
      download: readFields(download, (v) => checkAppDownload(v).links),
      support: readFields(support, (v) => checkSupportContact(v).contact),
    }
  }

  /** Writes `app.download` through config:set's rules; an empty field is "not configured". */
  async setAppDownload(actor: AuditActor, links: AppDownloadLinks): Promise<void> {
    await this.set(APP_DOWNLOAD_CONFIG_KEY, JSON.stringify(filled(links)), { actor })
  }

  /** Writes `app.support` through config:set's rules; an empty field is "not configured". */
  async setSupportContact(actor: AuditActor, contact: SupportContact): Promise<void> {
    await this.set(SUPPORT_CONFIG_KEY, JSON.stringify(filled(contact)), { actor })
  }

  // 价格与规则 (issue 38 point 3): the settings the service acts on, written through config:set's rules.

  /** Writes `payment.prices`: every scene's list price and 2-hour price, in fen. */
  async setPayPrices(actor: AuditActor, prices: readonly { scene: number; list: number; discount: number }[]): Promise<void> {
    const table = Object.fromEntries(prices.map(({ scene, list, discount }) => [String(scene), { list, discount }]))
    await this.set(PAY_PRICES_KEY, JSON.stringify(table), { actor })
  }

  /** Writes `help.required`: the friends' helps that unlock a report. */
  async setHelpRequired(actor: AuditActor, required: number): Promise<void> {
    await this.set(HELP_REQUIRED_KEY, String(required), { actor })
  }

  /** Writes `quotas.daily` (server-side only: the app never reads it). */
  async setDailyQuotas(actor: AuditActor, quotas: Readonly<Record<string, number>>): Promise<void> {
    await this.set(DAILY_QUOTAS_KEY, JSON.stringify(quotas), { actor, isPublic: false })
  }

  /** What love value buys now (the defaults while unset or unreadable), and whether an operator has set it. */
  async loveRates(): Promise<{ rates: LoveRates; configured: boolean }> {
    const raw = await this.repo.get(LOVE_RATES_KEY)
    try {
      return raw ? { rates: parseLoveRates(raw), configured: true } : { rates: { ...DEFAULT_LOVE_RATES }, configured: false }
    } catch {
      return { rates: { ...DEFAULT_LOVE_RATES }, configured: false }
    }
  }

  /** Writes `love.rates` through config:set's rules (and its audit row); a redemption uses it at once. */
  async setLoveRates(actor: AuditActor, rates: LoveRates): Promise<void> {
    await this.set(LOVE_RATES_KEY, JSON.stringify(rates), { actor })
  }

  async listConfig() {
    return this.repo.all()
  }

  async listGames(): Promise<GameRow[]> {
    return this.games.listAllGames()
  }

  /**
   * Edits a game from `field=value` pairs: name, genre, icon, sort, enabled (true/false), features (JSON).
   * A game cannot be enabled without a name, so an unnamed id never reaches users.
   */
  async setGame(gameId: number, assignments: Record<string, string>, actor?: AuditActor): Promise<GameRow> {
    const game = await this.games.findGame(gameId)
    if (!game) throw new ConfigInputError(`game ${gameId} does not exist`)
    let update: GameUpdate
    try {
      update = parseGameFields(gameId, assignments)
    } catch (err) {
      throw new ConfigInputError((err as Error).message)
    }
    const name = update.name ?? game.name
    const enabled = update.enabled ?? game.enabled
    if (enabled === 1 && !name) throw new ConfigInputError(`game ${gameId} needs a name before it can be enabled`)
    const saved = await this.uow.transaction(async ({ games }, trx) => {
      const before = await games.findGame(gameId)
      await games.updateGame(gameId, update, this.clock.now())
      const after = (await games.findGame(gameId))!
      if (actor && before) {
        const entry = { action: 'game.update', objectType: 'game', objectId: gameId, before: gameFields(before), after: gameFields(after) }
        await this.recorder().record(actor, entry, trx)
      }
      return after
    })
    this.changed(`game.${gameId}`)
    return saved
  }

  private recorder(): AuditTrail {
    if (!this.audit) throw new Error('config edits by an operator need the audit trail (createConfig deps.audit)')
    return this.audit
  }

  private changed(key: string): void {
    this.publicConfig.invalidate()
    this.onChange(key)
  }

  /** Another replica (or a CLI) changed config: read it again on next use. */
  dropCaches(): void {
    this.publicConfig.invalidate()
  }
}
