import { generateHardMarket } from '../../src/market/hard'
import type { Attrs } from '../../src/valuation/catalogue/types'
import { estimateFen, predict } from '../../src/valuation/model/predict'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel, Valuation } from '../../src/valuation/model/types'

/**
 * A lite valuation (what backtests, challengers and drift checks value deals with) skips the spreads the scale model
 * measured (they stay inside the range), so it must state exactly the estimate, range and confidence of the full one:
 * for accounts that leave out only measured attributes (the risk flags) and for accounts that also leave out ones it
 * did not measure (rare skins, rank, VIP level), whose spreads can widen the range. `estimateFen` (the estimate alone,
 * what checks of the model and the tests' variants of an account read) states the same estimate.
 */
describe('lite valuation', () => {
  const { rows } = generateHardMarket({ seed: 5, rowsPerGame: 2500, games: [10013] })
  const model = trainGame(rows, { gameId: 10013, now: 0 }) as TrainedModel
  const listings = rows.filter((r) => r.kind === 'listing').slice(0, 120)
  const value = (attrs: Attrs, lite: boolean) => {
    const v = predict(model, attrs, { lite }) as Valuation
    return { estimateFen: v.estimateFen, range: v.range, label: v.confidence.label }
  }
  const without = (attrs: Attrs, keys: string[]) => Object.fromEntries(Object.entries(attrs).filter(([k]) => !keys.includes(k)))

  it('the scale model measured the risk flags, not rare skins, rank or VIP level', () => {
    expect(Object.keys(model.interval.scaleModel.unanswered).sort()).toEqual(['liveMail', 'realNameChangeable', 'violation'])
  })

  it.each([
    ['the risk flags', ['liveMail', 'realNameChangeable', 'violation']],
    ['rare skins, rank and VIP level with a risk flag', ['rareSkins', 'rank', 'vipLevel', 'violation']],
  ])('states what the full valuation states for accounts that leave out %s', (_, keys) => {
    const accounts = listings.map((r) => without(r.attrs, keys))
    expect(accounts.map((a) => value(a, true))).toEqual(accounts.map((a) => value(a, false)))
    expect(accounts.map((a) => estimateFen(model, a))).toEqual(accounts.map((a) => value(a, false).estimateFen))
  })
})
