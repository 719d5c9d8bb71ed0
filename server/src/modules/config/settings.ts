import type { Clock } from '../../clock'
import type { LoveRates } from '../../contract'
import { DEFAULT_LOVE_RATES } from '../../contract/values/rewards'
import { TtlCache } from '../../lib/ttl-cache'
import { HELP_REQUIRED_KEY, helpRequiredOrDefault } from './help-required'
import { LOVE_RATES_KEY, parseLoveRates } from './love-rates'
import { DAILY_QUOTAS_KEY, DEFAULT_DAILY_QUOTAS, parseDailyQuotas, type DailyQuotas } from '../quotas/daily-quotas'
import { DEFAULT_PAY_PRICES, PAY_PRICES_KEY, parsePayPrices, type PayPrices } from './pay-prices'
import type { ConfigRepository } from './repository'

/**
 * Prices, the help count and the quotas change rarely and are read on every pay, help or valuation: a minute's
 * cache, like the public config. An edit on this process drops it at once; other replicas re-read within this.
 */
export const SETTINGS_TTL_MS = 60_000

/**
 * The operator-edited settings other modules act on, read from global config with their fallbacks. A stored value
 * that no longer parses (config:set refuses such values, a hand edit does not) falls back to the default and is
 * logged, so a typo never stops payments or redemptions.
 */
export class SettingsService {
  private readonly prices: TtlCache<PayPrices>
  private readonly helps: TtlCache<number>
  private readonly quotas: TtlCache<DailyQuotas>

  constructor(
    private readonly repo: ConfigRepository,
    clock: Clock,
    private readonly log: (obj: object, msg: string) => void = () => {},
  ) {
    this.prices = new TtlCache(clock, SETTINGS_TTL_MS, async () => {
      const raw = await repo.get(PAY_PRICES_KEY)
      if (!raw) return DEFAULT_PAY_PRICES
      try {
        return parsePayPrices(raw)
      } catch (err) {
        this.log({ err }, `${PAY_PRICES_KEY} is invalid; using the default prices`)
        return DEFAULT_PAY_PRICES
      }
    })
    this.helps = new TtlCache(clock, SETTINGS_TTL_MS, async () => helpRequiredOrDefault(await repo.get(HELP_REQUIRED_KEY)))
    this.quotas = new TtlCache(clock, SETTINGS_TTL_MS, async () => {
      const raw = await repo.get(DAILY_QUOTAS_KEY)
      if (!raw) return DEFAULT_DAILY_QUOTAS
      try {
        return parseDailyQuotas(raw)
      } catch (err) {
        this.log({ err }, `${DAILY_QUOTAS_KEY} is invalid; using the default quotas`)
        return DEFAULT_DAILY_QUOTAS
      }
    })
  }

  /** Per-user daily quotas on the model-backed routes. */
  async dailyQuotas(): Promise<DailyQuotas> {
    return this.quotas.get()
  }

  /** When this process last read each cached setting (null: not read since started or since an edit here). */
  loadedAt(): { prices: number | null; helpRequired: number | null; quotas: number | null } {
    return { prices: this.prices.loadedAt(), helpRequired: this.helps.loadedAt(), quotas: this.quotas.loadedAt() }
  }

  /** After an edit on this process: the next read takes the new value. */
  invalidate(): void {
    this.prices.invalidate()
    this.helps.invalidate()
    this.quotas.invalidate()
  }

  /** Unlock prices per pay scene, in fen. */
  async payPrices(): Promise<PayPrices> {
    return this.prices.get()
  }

  /** What love value buys; read afresh each time, so a redemption uses the rate just set. */
  async loveRates(): Promise<LoveRates> {
    const raw = await this.repo.get(LOVE_RATES_KEY)
    if (!raw) return { ...DEFAULT_LOVE_RATES }
    try {
      return parseLoveRates(raw)
    } catch (err) {
      this.log({ err }, `${LOVE_RATES_KEY} is invalid; using the default rates`)
      return { ...DEFAULT_LOVE_RATES }
    }
  }

  /** The number of friends' helps that unlock a report. */
  async helpRequired(): Promise<number> {
    return this.helps.get()
  }
}
