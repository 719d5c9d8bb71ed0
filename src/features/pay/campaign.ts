import type { PaymentConfig } from '@/api/payment'
import { formatDateTime } from '@/utils/time'

export type RunningCampaign = NonNullable<PaymentConfig['campaign']>

/**
 * The operator's dated price campaign the service charges now, while it still runs on this (service-synced) clock:
 * the one case where a page strikes through a 原价, the list price really charged before the campaign.
 */
export function runningCampaign(config: PaymentConfig | null, now: number): RunningCampaign | null {
  const campaign = config?.campaign
  return campaign && now < campaign.endsAt ? campaign : null
}

/** The campaign's name and until when its price holds (Beijing time). */
export const campaignLine = (campaign: RunningCampaign) => `${campaign.name} · ${formatDateTime(campaign.endsAt)} 前有效`
