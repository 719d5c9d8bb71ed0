import { Type } from '@sinclair/typebox'
import { PayScene } from '../../contract/values'
import { decodeJson, type ProblemAt } from '../../lib/schema-decode'

/**
 * Unlock prices per pay scene, in fen: the list price and the discounted price offered during the 2 hours
 * after the report was made. Operators change them with `npm run config:set -- payment.prices '<json>'`.
 */
export const PAY_PRICES_KEY = 'payment.prices'

export interface ScenePrice {
  list: number
  discount: number
}

export type PayPrices = Record<PayScene, ScenePrice>

export const DEFAULT_PAY_PRICES: PayPrices = {
  [PayScene.EVALUATE_UNLOCK]: { list: 990, discount: 490 },
  [PayScene.INTENTION_UNLOCK]: { list: 690, discount: 390 },
  [PayScene.PROFIT_UNLOCK]: { list: 690, discount: 390 },
}

/** ¥0.01 to ¥999 (exported for the console's form): a price outside this is a typo, and 0 would unlock for free through a provider. */
export const MIN_FEN = 1
export const MAX_FEN = 99_900

const Fen = Type.Integer({ minimum: MIN_FEN, maximum: MAX_FEN })

/**
 * Keyed by any text: a key names the scene Number(key) (so "01" is scene 1, as it has always been), checked below.
 * Fields besides list and discount are ignored.
 */
const PriceTable = Type.Object(
  {},
  {
    additionalProperties: Type.Object(
      { list: Fen, discount: Fen },
      { problem: ({ path }: ProblemAt) => `场景 ${path[0]}：价格须为 ${MIN_FEN} 到 ${MAX_FEN} 之间的整数（分）` },
    ),
    problem: '须为按支付场景分列的对象，如 {"1":{"list":990,"discount":490}}',
  },
)

/** Parses `{"1":{"list":990,"discount":490},...}`; scenes left out keep their defaults. Throws on anything else. */
export function parsePayPrices(json: string): PayPrices {
  const table = decodeJson(PriceTable, json) as Record<string, ScenePrice>
  const prices: PayPrices = { ...DEFAULT_PAY_PRICES }
  for (const [key, { list, discount }] of Object.entries(table)) {
    const scene = Number(key) as PayScene
    if (!(scene in DEFAULT_PAY_PRICES)) throw new Error(`未知的支付场景 ${key}`)
    if (discount > list) throw new Error(`场景 ${key}：2 小时内价格不能高于标价`)
    prices[scene] = { list, discount }
  }
  return prices
}
