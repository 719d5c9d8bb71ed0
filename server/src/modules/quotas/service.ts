import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { LimitCounter, chinaDayWindow } from '../../db/limit-counter'
import { BizCode, BizError } from '../../errors'
import { DEFAULT_DAILY_QUOTAS, type DailyQuotas, type QuotaKind } from './daily-quotas'

/** Today's quotas as defaults (the figures operators may raise or lower in 价格与规则, config key quotas.daily). */
export const DAILY_QUOTAS = DEFAULT_DAILY_QUOTAS

export type { QuotaKind }

const MESSAGES: Record<QuotaKind, (quota: number) => string> = {
  valuations: () => '今日估价次数已达上限，请明天再试',
  checks: () => '今日盈亏测算次数已达上限，请明天再试',
  dealEvaluations: () => '今日交易评估次数已达上限，请明天再试',
  aiCreations: (quota) => `今日AI创作次数已用完（每天${quota}次），请明天再试`,
}

export class QuotaService {
  private readonly counter: LimitCounter

  /** `limits`: the quotas operators set (the config module's settings, cached there); today's defaults without. */
  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly limits: () => Promise<DailyQuotas> = async () => DEFAULT_DAILY_QUOTAS,
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
    const quota = (await this.limits())[kind]
    if (!(await this.counter.take(key, window, quota))) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, MESSAGES[kind](quota))
    }
    try {
      return await work()
    } catch (err) {
      await this.counter.giveBack(key, window)
      throw err
    }
  }
}
