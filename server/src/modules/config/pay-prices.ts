import { PayScene } from '../../contract/values'

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

/** ¥0.01 to ¥999: a price outside this is a typo, and 0 would unlock for free through a provider. */
const MIN_FEN = 1
const MAX_FEN = 99_900

/** Parses `{"1":{"list":990,"discount":490},...}`; scenes left out keep their defaults. Throws on anything else. */
export function parsePayPrices(json: string): PayPrices {
  const raw: unknown = JSON.parse(json)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('prices must be an object keyed by pay scene')
  const prices: PayPrices = { ...DEFAULT_PAY_PRICES }
  for (const [key, value] of Object.entries(raw)) {
    const scene = Number(key) as PayScene
    if (!(scene in DEFAULT_PAY_PRICES)) throw new Error(`unknown pay scene ${key}`)
    const { list, discount } = (value ?? {}) as Partial<ScenePrice>
    for (const fen of [list, discount]) {
      if (!Number.isInteger(fen) || (fen as number) < MIN_FEN || (fen as number) > MAX_FEN) {
        throw new Error(`scene ${key}: prices are whole fen between ${MIN_FEN} and ${MAX_FEN}`)
      }
    }
    if ((discount as number) > (list as number)) throw new Error(`scene ${key}: the discount price exceeds the list price`)
    prices[scene] = { list: list as number, discount: discount as number }
  }
  return prices
}
