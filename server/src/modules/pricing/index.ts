import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditTrail } from '../audit-port'
import type { PayPrices } from '../config/pay-prices'
import { CampaignDesk } from './campaign-desk'

/** Dated price campaigns: the desk operators run them from, and the price a running one sets, which payments read. */
export function createPricing(deps: { db: Db; clock: Clock; prices: () => Promise<PayPrices>; audit?: AuditTrail }): {
  campaigns: CampaignDesk
} {
  return { campaigns: new CampaignDesk(deps) }
}
