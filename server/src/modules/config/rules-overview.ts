import type { Clock } from '../../clock'
import { ORDER_SCENE_NAMES } from '../../contract/console/orders-values'
import type { PricingRulesData, QuotaRow, ScenePriceRow } from '../../contract/console/pricing'
import type { PayScene } from '../../contract/values/pay'
import {
  DAILY_QUOTA_CEILINGS,
  DAILY_QUOTA_KINDS,
  DAILY_QUOTA_NAMES,
  DAILY_QUOTAS_KEY,
  DEFAULT_DAILY_QUOTAS,
  parseDailyQuotas,
  type DailyQuotas,
} from '../quotas/daily-quotas'
import { DEFAULT_HELP_REQUIRED, HELP_REQUIRED_KEY, HELP_REQUIRED_MAX, HELP_REQUIRED_MIN, parseHelpRequired } from './help-required'
import { DEFAULT_PAY_PRICES, MAX_FEN, MIN_FEN, PAY_PRICES_KEY, parsePayPrices, type PayPrices } from './pay-prices'
import type { ConfigRepository } from './repository'
import { SETTINGS_TTL_MS, type SettingsService } from './settings'

/** What the overview leaves to the console: who changed a setting (the audit trail) and who may edit it. */
type Shown<T> = Omit<T, 'updatedBy' | 'editRoles'>
export type RulesOverviewData = {
  serverTime: number
  ttlMs: number
  propagation: string
  prices: Shown<PricingRulesData['prices']>
  helpRequired: Shown<PricingRulesData['helpRequired']>
  quotas: Shown<PricingRulesData['quotas']>
}

const priceRows = (prices: PayPrices): ScenePriceRow[] =>
  Object.entries(prices).map(([scene, p]) => ({
    scene: Number(scene),
    sceneName: ORDER_SCENE_NAMES[Number(scene) as PayScene] ?? `场景 ${scene}`,
    listFen: p.list,
    discountFen: p.discount,
  }))

const quotaRows = (quotas: DailyQuotas): QuotaRow[] =>
  DAILY_QUOTA_KINDS.map((kind) => ({
    kind,
    name: DAILY_QUOTA_NAMES[kind],
    value: quotas[kind],
    defaultValue: DEFAULT_DAILY_QUOTAS[kind],
    max: DAILY_QUOTA_CEILINGS[kind],
  }))

const UNSET = '未设置，使用默认值'
const UNREADABLE = '保存的值无法读取，使用默认值；重新保存即可修复'

/** A stored entry as its parser reads it: the value, or null with why (then the default applies). */
function storedOf<T>(entry: { conf_value: string } | undefined, parse: (raw: string) => T): { value: T | null; note: string | null } {
  if (!entry) return { value: null, note: UNSET }
  try {
    return { value: parse(entry.conf_value), note: null }
  } catch {
    return { value: null, note: UNREADABLE }
  }
}

/**
 * 价格与规则 as one replica sees it: each setting's stored value, the value this process acts on now (its cache,
 * read afresh when expired), when this process read it, and how long other replicas may keep an older one
 * (SETTINGS_TTL_MS, the settings cache's own TTL).
 */
export class RulesOverview {
  constructor(
    private readonly repo: ConfigRepository,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    /** Edits reach the other replicas as events (PostgreSQL): they drop their cache at once. */
    private readonly broadcast = false,
  ) {}

  async read(): Promise<RulesOverviewData> {
    const [prices, helps, quotas] = await Promise.all([
      this.settings.payPrices(),
      this.settings.helpRequired(),
      this.settings.dailyQuotas(),
    ])
    const loadedAt = this.settings.loadedAt()
    const [priceEntry, helpEntry, quotaEntry] = await Promise.all([
      this.repo.stamped(PAY_PRICES_KEY),
      this.repo.stamped(HELP_REQUIRED_KEY),
      this.repo.stamped(DAILY_QUOTAS_KEY),
    ])
    const storedPrices = storedOf(priceEntry, parsePayPrices)
    const storedHelps = storedOf(helpEntry, parseHelpRequired)
    const storedQuotas = storedOf(quotaEntry, parseDailyQuotas)
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
    const seconds = Math.ceil(SETTINGS_TTL_MS / 1000)
    return {
      serverTime: this.clock.now(),
      ttlMs: SETTINGS_TTL_MS,
      propagation: this.broadcast
        ? `保存后各实例立即生效（个别实例未收到通知时，最迟 ${seconds} 秒）`
        : `保存后本实例立即生效，其他实例约 ${seconds} 秒内生效`,
      prices: {
        configKey: PAY_PRICES_KEY,
        stored: storedPrices.value && priceRows(storedPrices.value),
        effective: priceRows(prices),
        storedNote: storedPrices.note,
        inEffect: same(prices, storedPrices.value ?? DEFAULT_PAY_PRICES),
        updatedAt: priceEntry?.updated_at ?? null,
        loadedAt: loadedAt.prices,
        minFen: MIN_FEN,
        maxFen: MAX_FEN,
      },
      helpRequired: {
        configKey: HELP_REQUIRED_KEY,
        stored: storedHelps.value,
        effective: helps,
        storedNote: storedHelps.note,
        inEffect: helps === (storedHelps.value ?? DEFAULT_HELP_REQUIRED),
        updatedAt: helpEntry?.updated_at ?? null,
        loadedAt: loadedAt.helpRequired,
        defaultValue: DEFAULT_HELP_REQUIRED,
        min: HELP_REQUIRED_MIN,
        max: HELP_REQUIRED_MAX,
      },
      quotas: {
        configKey: DAILY_QUOTAS_KEY,
        stored: storedQuotas.value && quotaRows(storedQuotas.value),
        effective: quotaRows(quotas),
        storedNote: storedQuotas.note,
        inEffect: same(quotas, storedQuotas.value ?? DEFAULT_DAILY_QUOTAS),
        updatedAt: quotaEntry?.updated_at ?? null,
        loadedAt: loadedAt.quotas,
      },
    }
  }
}
