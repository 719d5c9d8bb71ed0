import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { DailyQuotas } from './daily-quotas'
import type { ServiceModule } from '../module'
import { QuotaService } from './service'

/** Per-user daily quotas; no routes of their own, the routes that compute a figure use them. */
export function createQuotas(deps: { db: Db; clock: Clock; limits?: () => Promise<DailyQuotas> }): ServiceModule<QuotaService> {
  return { service: new QuotaService(deps.db, deps.clock, deps.limits) }
}
