import type { Clock } from '../../clock'
import type { ConfigEntry } from '../../contract'
import { TtlCache } from '../../lib/ttl-cache'
import type { GameRow } from '../../db/schema'
import { HOME_SLOGAN_KEY, parseSlogan } from './home-entries'
import { parseGameFields } from './game-fields'
import { PAY_PRICES_KEY, parsePayPrices } from './pay-prices'
import { parseAppDownload } from './app-download'
import { APP_DOWNLOAD_CONFIG_KEY } from '../../contract/values/app-download'
import { LOVE_RATES_KEY, parseLoveRates } from './love-rates'
import { parseSupportContact } from './support-contact'
import { SUPPORT_CONFIG_KEY } from '../../contract/values/support-contact'
import type { GameUpdate, GameRepository } from '../games/repository'
import type { ConfigRepository } from './repository'

const PUBLIC_CONFIG_TTL_MS = 60 * 1000
const CONFIG_KEY = /^[a-z][a-z0-9_.]{0,127}$/
const MAX_CONFIG_VALUE = 10_000

/**
 * Keys whose values the product reads as structured data: checked before they are stored. `expected` replaces the
 * parser's message; `public` keys are read by the app, so they are always stored public.
 */
const VALUE_RULES: Record<string, { parse: (value: string) => unknown; expected?: string; public?: boolean }> = {
  [HOME_SLOGAN_KEY]: { parse: parseSlogan, expected: 'must be JSON {title, span, div: [3 x {icon, span, title}]}' },
  [PAY_PRICES_KEY]: { parse: parsePayPrices },
  [APP_DOWNLOAD_CONFIG_KEY]: { parse: parseAppDownload, public: true },
  [LOVE_RATES_KEY]: { parse: parseLoveRates },
  [SUPPORT_CONFIG_KEY]: { parse: parseSupportContact, public: true },
}

/** Thrown for operator mistakes (CLI); the message says what to fix. */
export class ConfigInputError extends Error {}

/**
 * Global config (key/value) and the game catalogue, as operators edit them. Changes made here invalidate this
 * process's caches at once; other processes pick them up within their cache TTL.
 */
export class ConfigService {
  private readonly publicConfig: TtlCache<ConfigEntry[]>

  constructor(
    private readonly repo: ConfigRepository,
    private readonly games: GameRepository,
    private readonly clock: Clock,
    private readonly onChange: () => void = () => {},
  ) {
    this.publicConfig = new TtlCache(clock, PUBLIC_CONFIG_TTL_MS, async () =>
      (await this.repo.listPublic()).map((r) => ({ confKey: r.conf_key, confValue: r.conf_value })),
    )
  }

  async globalConfig(): Promise<ConfigEntry[]> {
    return this.publicConfig.get()
  }

  async set(key: string, value: string, options: { isPublic?: boolean } = {}): Promise<void> {
    if (!CONFIG_KEY.test(key)) throw new ConfigInputError(`config key "${key}" must be lower-case letters, digits, _ or .`)
    if (value.length > MAX_CONFIG_VALUE) throw new ConfigInputError(`config value is longer than ${MAX_CONFIG_VALUE} characters`)
    const rule = VALUE_RULES[key]
    if (rule) {
      try {
        rule.parse(value)
      } catch (err) {
        throw new ConfigInputError(rule.expected ? `${key} ${rule.expected}` : `${key}: ${(err as Error).message}`)
      }
      if (rule.public && options.isPublic === false) throw new ConfigInputError(`${key} must stay public: the app reads it`)
    }
    const isPublic = rule?.public ? 1 : options.isPublic === undefined ? undefined : options.isPublic ? 1 : 0
    await this.repo.upsert(key, value, isPublic, this.clock.now())
    this.changed()
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
  async setGame(gameId: number, assignments: Record<string, string>): Promise<GameRow> {
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
    await this.games.updateGame(gameId, update, this.clock.now())
    this.changed()
    return (await this.games.findGame(gameId))!
  }

  private changed(): void {
    this.publicConfig.invalidate()
    this.onChange()
  }
}
