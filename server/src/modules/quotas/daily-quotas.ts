/**
 * Per-user daily quotas (Beijing calendar day) on the routes that compute a figure from the valuation models, as
 * operators set them: `npm run config:set -- quotas.daily '{"valuations":50,...}'`. Set well above what the heaviest
 * real user needs (a trader valuing every account they look at in a day), and low enough that recovering a locked
 * estimate by many probes, or scraping the models, costs days or many accounts (docs/decisions.md, "Hardening (issue
 * 16)"): so each has a ceiling a typo cannot pass, and a floor of 1.
 */
export const DAILY_QUOTAS_KEY = 'quotas.daily'

export const DAILY_QUOTA_KINDS = ['valuations', 'checks', 'dealEvaluations', 'aiCreations'] as const
export type QuotaKind = (typeof DAILY_QUOTA_KINDS)[number]
export type DailyQuotas = Record<QuotaKind, number>

export const DEFAULT_DAILY_QUOTAS: DailyQuotas = {
  /** val/valuation: new reports (each is a full model run, queued in the background). */
  valuations: 50,
  /** check/evaluate (我亏了吗). */
  checks: 100,
  /** deal/evaluate (要价是否划算). */
  dealEvaluations: 100,
  /** ai/create (AI创作): each is a text generation, possibly a paid call to an external model. */
  aiCreations: 20,
}

/** The most a day each may be raised to: four to five times today's, never unbounded. */
export const DAILY_QUOTA_CEILINGS: DailyQuotas = { valuations: 200, checks: 500, dealEvaluations: 500, aiCreations: 100 }

export const DAILY_QUOTA_NAMES: Record<QuotaKind, string> = {
  valuations: '估价报告',
  checks: '我亏了吗测算',
  dealEvaluations: '交易评估',
  aiCreations: 'AI创作',
}

/** Parses `{"valuations":60,...}`; kinds left out keep their defaults. Throws (in Chinese) on anything else. */
export function parseDailyQuotas(json: string): DailyQuotas {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new Error('须为 JSON 对象，如 {"valuations":50}')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('须为 JSON 对象，如 {"valuations":50}')
  const quotas: DailyQuotas = { ...DEFAULT_DAILY_QUOTAS }
  for (const [key, n] of Object.entries(value)) {
    if (!(DAILY_QUOTA_KINDS as readonly string[]).includes(key)) throw new Error(`未知的配额 ${key}`)
    const kind = key as QuotaKind
    if (!Number.isInteger(n) || n < 1 || n > DAILY_QUOTA_CEILINGS[kind]) {
      throw new Error(`${DAILY_QUOTA_NAMES[kind]}每日次数须为 1 到 ${DAILY_QUOTA_CEILINGS[kind]} 之间的整数`)
    }
    quotas[kind] = n as number
  }
  return quotas
}
