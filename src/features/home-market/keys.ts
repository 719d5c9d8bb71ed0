import { TrackName } from '@/constants/tracker'

/** `data-exposure` keys of home's market sections → their events (spec tracking: index price-trend, hot-value). */
export const HOME_MARKET_EXPOSURES: Record<string, string> = {
  'price-trend': TrackName.INDEX_PRICE_TREND,
  'hot-value': TrackName.INDEX_HOT_VALUE,
}
