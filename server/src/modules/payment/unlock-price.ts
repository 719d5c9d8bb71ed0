import type { ScenePrice } from '../config/pay-prices'

/**
 * A running campaign's price for one scene, with the list price charged before the campaign (its 原价): what payment
 * needs of the pricing module's campaigns (wired in services.ts).
 */
export interface CampaignPrice {
  campaignId: number
  name: string
  priceFen: number
  listFen: number
  endsAt: number
}

/** What a payment charges now, and why. */
export interface UnlockPrice {
  list: number
  discount: number
  /** The amount payTrans charges. */
  amount: number
  discountEndsAt: number
  /** Whether the 2-hour window's price is what is charged (its countdown and price note apply). */
  inDiscount: boolean
  /** The campaign whose price is charged; null when the campaign is not the lowest price or none runs. */
  campaign: CampaignPrice | null
}

/**
 * The lowest of the prices a player may pay now: the list price, the 2-hour window's price while it runs, and a
 * running campaign's price. A campaign counts only when it is strictly lower than both of the others (then it alone
 * is said, with its 原价 struck through); on a tie or above, the price is what it would be without the campaign.
 */
export function unlockPrice(prices: ScenePrice, window: { endsAt: number; now: number }, campaign: CampaignPrice | undefined): UnlockPrice {
  const windowOpen = window.now < window.endsAt
  const withoutCampaign = windowOpen ? Math.min(prices.discount, prices.list) : prices.list
  const base = { list: prices.list, discount: prices.discount, discountEndsAt: window.endsAt }
  if (campaign && campaign.priceFen < withoutCampaign) return { ...base, amount: campaign.priceFen, inDiscount: false, campaign }
  return { ...base, amount: withoutCampaign, inDiscount: windowOpen, campaign: null }
}
