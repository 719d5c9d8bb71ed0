import type { LoveRates } from '../../contract'
import { DEFAULT_LOVE_RATES, LOVE_RATES_CONFIG_KEY } from '../../contract/values/rewards'

/**
 * What love value buys, in points per item. Operators change the rates with
 * `npm run config:set -- love.rates '{"coupon":100,"chance":30}'`.
 */
export const LOVE_RATES_KEY = LOVE_RATES_CONFIG_KEY

/** A rate above this is a typo: nobody could ever save up for it. */
const MAX_RATE = 100_000

/** Parses `{"coupon":100,"chance":30}`; an item left out keeps its default rate. Throws on anything else. */
export function parseLoveRates(json: string): LoveRates {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw new Error('must be JSON {"coupon": N, "chance": N}')
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('must be a JSON object {"coupon": N, "chance": N}')
  const rates: LoveRates = { ...DEFAULT_LOVE_RATES }
  for (const [key, value] of Object.entries(raw)) {
    if (key !== 'coupon' && key !== 'chance') throw new Error(`unknown item "${key}" (coupon, chance)`)
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_RATE) {
      throw new Error(`${key} must be a whole number of points from 1 to ${MAX_RATE}`)
    }
    rates[key] = value
  }
  return rates
}
