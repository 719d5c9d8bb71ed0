import { Type } from '@sinclair/typebox'
import type { LoveRates } from '../../contract'
import { LOVE_RATE_MAX } from '../../contract/console/activities-values'
import { DEFAULT_LOVE_RATES, LOVE_RATES_CONFIG_KEY } from '../../contract/values/rewards'
import { decodeJson, type ProblemAt } from '../../lib/schema-decode'

/**
 * What love value buys, in points per item. Operators change the rates with
 * `npm run config:set -- love.rates '{"coupon":100,"chance":30}'`.
 */
export const LOVE_RATES_KEY = LOVE_RATES_CONFIG_KEY

/** A rate above this is a typo: nobody could ever save up for it. */
const MAX_RATE = LOVE_RATE_MAX

/** The items as operators read them (the console's 爱心值 page, config:set's problems). */
export const LOVE_RATE_ITEM_NAMES: Record<keyof LoveRates, string> = { coupon: '兑换 1 张解锁券', chance: '兑换 1 次抽奖机会' }

const Rate = (item: keyof LoveRates) =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_RATE,
    default: DEFAULT_LOVE_RATES[item],
    problem: `${item}（${LOVE_RATE_ITEM_NAMES[item]}）须为 1 到 ${MAX_RATE} 的整数爱心值`,
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
