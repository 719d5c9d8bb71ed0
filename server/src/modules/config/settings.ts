import type { Clock } from '../../clock'
import type { LoveRates } from '../../contract'
import { DEFAULT_LOVE_RATES } from '../../contract/values/rewards'
import { TtlCache } from '../../lib/ttl-cache'
import { HELP_REQUIRED_KEY, helpRequiredOrDefault } from './help-required'
import { LOVE_RATES_KEY, parseLoveRates } from './love-rates'
import { DEFAULT_PAY_PRICES, PAY_PRICES_KEY, parsePayPrices, type PayPrices } from './pay-prices'
import type { ConfigRepository } from './repository'

/** Prices and the help count change rarely and are read on every pay or help page: a minute's cache, like the public config. */
const SETTINGS_TTL_MS = 60_000

/**
 * The operator-edited settings other modules act on, read from global config with their fallbacks. A stored value
 * that no longer parses (config:set refuses such values, a hand edit does not) falls back to the default and is
 * logged, so a typo never stops payments or redemptions.
 */
export class SettingsService {
  private readonly prices: TtlCache<PayPrices>
  private readonly helps: TtlCache<number>

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
