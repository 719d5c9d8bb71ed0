import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { LimitCounter, chinaDayWindow } from '../../db/limit-counter'
import { BizCode, BizError } from '../../errors'

/**
 * Per-user daily quotas (Beijing calendar day) on the routes that compute a figure from the valuation models.
 * Set well above what the heaviest real user needs (a trader valuing every account they look at in a day), and
 * low enough that recovering a locked estimate by many probes, or scraping the models, costs days or many
 * accounts (docs/decisions.md, "Hardening (issue 16)").
 */
export const DAILY_QUOTAS = {
  /** val/valuation: new reports (each is a full model run, queued in the background). */
  valuations: 50,
  /** check/evaluate (我亏了吗). */
  checks: 100,
  /** deal/evaluate (要价是否划算). */
  dealEvaluations: 100,
  /** ai/create (AI创作): each is a text generation, possibly a paid call to an external model. */
  aiCreations: 20,
} as const

export type QuotaKind = keyof typeof DAILY_QUOTAS

const MESSAGES: Record<QuotaKind, string> = {
  valuations: '今日估价次数已达上限，请明天再试',
  checks: '今日盈亏测算次数已达上限，请明天再试',
  dealEvaluations: '今日交易评估次数已达上限，请明天再试',
  aiCreations: `今日AI创作次数已用完（每天${DAILY_QUOTAS.aiCreations}次），请明天再试`,
}

export class QuotaService {
  private readonly counter: LimitCounter

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.counter = new LimitCounter(db)
  }

  /**
   * Runs `work` on one use of the caller's daily quota: counted with one conditional upsert before the work (so
   * parallel calls cannot pass the quota together), given back when the work fails (a refused request reveals
   * nothing and should not cost the user). 42900 once the day's quota is used.
   */
  async use<T>(kind: QuotaKind, userId: number, work: () => Promise<T>): Promise<T> {
    const key = `quota-${kind}:${userId}`
    const window = chinaDayWindow(this.clock.now())
    if (!(await this.counter.take(key, window, DAILY_QUOTAS[kind]))) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, MESSAGES[kind])
    }
    try {
      return await work()
    } catch (err) {
      await this.counter.giveBack(key, window)
      throw err
    }
  }
}
