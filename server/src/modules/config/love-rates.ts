import { Type } from '@sinclair/typebox'
import type { LoveRates } from '../../contract'
import { DEFAULT_LOVE_RATES, LOVE_RATES_CONFIG_KEY } from '../../contract/values/rewards'
import { decodeJson, type ProblemAt } from '../../lib/schema-decode'

/**
 * What love value buys, in points per item. Operators change the rates with
 * `npm run config:set -- love.rates '{"coupon":100,"chance":30}'`.
 */
export const LOVE_RATES_KEY = LOVE_RATES_CONFIG_KEY

/** A rate above this is a typo: nobody could ever save up for it. */
const MAX_RATE = 100_000

const Rate = (item: keyof LoveRates) =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_RATE,
    default: DEFAULT_LOVE_RATES[item],
    problem: `${item} must be a whole number of points from 1 to ${MAX_RATE}`,
  })

/** An item left out keeps its default rate. */
const LoveRatesValue = Type.Object(
  { coupon: Rate('coupon'), chance: Rate('chance') },
  {
    additionalProperties: false,
    problem: ({ key, unknownKey }: ProblemAt) =>
      unknownKey ? `unknown item "${key}" (coupon, chance)` : 'must be a JSON object {"coupon": N, "chance": N}',
  },
)

/** Parses `{"coupon":100,"chance":30}`. Throws on anything else. */
export function parseLoveRates(json: string): LoveRates {
  const { coupon, chance } = decodeJson(LoveRatesValue, json, 'must be JSON {"coupon": N, "chance": N}')
  return { coupon, chance }
}
