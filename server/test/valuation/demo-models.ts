import { generateDemoMarket } from '../../src/market/demo'
import type { Attrs } from '../../src/valuation/catalogue/types'
import { estimateFen, predict } from '../../src/valuation/model/predict'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel, Valuation } from '../../src/valuation/model/types'

/**
 * Models of one generated market, each trained the first time a test asks for its game, a valuation helper, and the
 * estimate alone (`estimateFen`, what `ok(…).estimateFen` states, without the report's rows and comparables).
 */
export function demoModels(seed: number, rowsPerGame: number) {
  const market = generateDemoMarket({ seed, rowsPerGame })
  const models = new Map<number, TrainedModel>()
  const modelOf = (id: number) => {
    let m = models.get(id)
    if (!m) {
      m = trainGame(market, { gameId: id, now: 0 }) as TrainedModel
      models.set(id, m)
    }
    return m
  }
  const ok = (id: number, attrs: Attrs): Valuation => {
    const v = predict(modelOf(id), attrs)
    if (v.status !== 'ok') throw new Error(`game ${id}: expected a valuation`)
    return v
  }
  const estimate = (id: number, attrs: Attrs): number => estimateFen(modelOf(id), attrs)
  return { modelOf, ok, estimate }
}
