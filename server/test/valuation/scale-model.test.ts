import { generateHardMarket } from '../../src/market/hard'
import type { MarketRow } from '../../src/market/format'
import { NO_LOCAL } from '../../src/valuation/model/comparables'
import { predict } from '../../src/valuation/model/predict'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel, Valuation } from '../../src/valuation/model/types'
import { median } from '../../src/valuation/util/stats'
import { makeRng } from '../../src/market/prng'
import { fitScaleModel, modelScale } from '../../src/valuation/model/scale-model'

/**
 * Residuals whose spread grows as exp(slope · value) around 5, and by `missingFactor` where the deal leaves
 * the attribute `liveMail` unanswered (40% of deals).
 */
function heteroscedastic(slope: number, missingFactor = 1, n = 4000) {
  const rng = makeRng(5)
  const linear = Float64Array.from({ length: n }, () => 5 + 2 * rng.normal())
  const missing = Uint8Array.from(linear, () => (rng.chance(0.4) ? 1 : 0))
  const residuals = Float64Array.from(linear, (x, r) => 0.2 * Math.exp(slope * (x - 5)) * (missing[r] ? missingFactor : 1) * rng.normal())
  return { linear, residuals, patterns: [{ key: 'liveMail', missing }] }
}

describe('scale model (the residual scale against the price level and the unanswered attributes)', () => {
  it('recovers how the spread grows with the price level, and finds none in a flat market', () => {
    for (const slope of [0.2, -0.15]) {
      const { linear, residuals } = heteroscedastic(slope)
      expect(fitScaleModel(linear, residuals).slope).toBeCloseTo(slope, 1)
    }
    const flat = heteroscedastic(0)
    expect(Math.abs(fitScaleModel(flat.linear, flat.residuals).slope)).toBeLessThan(0.03)
  })

  it('measures how much wider the errors are where an attribute is unanswered', () => {
    const { linear, residuals, patterns } = heteroscedastic(0.1, 1.8)
    const m = fitScaleModel(linear, residuals, patterns)
    expect(m.unanswered.liveMail).toBeCloseTo(Math.log(1.8), 1)
    expect(m.slope).toBeCloseTo(0.1, 1)
    const answered = modelScale(0.2, m, 5, { liveMail: true })
    const unanswered = modelScale(0.2, m, 5, {})
    expect(unanswered / answered).toBeCloseTo(1.8, 1)
  })

  it('gives no factor to an attribute whose answer changes nothing, nor to one that seems to narrow the errors', () => {
    const same = heteroscedastic(0, 1)
    expect(fitScaleModel(same.linear, same.residuals, same.patterns).unanswered.liveMail ?? 0).toBeLessThan(0.05)
    const narrower = heteroscedastic(0, 0.7)
    expect(fitScaleModel(narrower.linear, narrower.residuals, narrower.patterns).unanswered).toEqual({ liveMail: 0 })
  })

  it('equals the global scale at the centre for the usual answers, moves with the level, and stays within a factor of 3', () => {
    const m = { slope: 0.25, centre: 6, unanswered: { liveMail: 0.4 }, offset: -0.2 }
    // Half the deals leave liveMail unanswered: the offset centres the factor on them.
    expect(Math.sqrt(modelScale(0.2, m, 6, {}) * modelScale(0.2, m, 6, { liveMail: true }))).toBeCloseTo(0.2, 10)
    expect(modelScale(0.2, m, 7, { liveMail: true })).toBeCloseTo(0.2 * Math.exp(0.25 - 0.2), 10)
    expect(modelScale(0.2, m, 40, {})).toBeCloseTo(0.6, 10)
    expect(modelScale(0.2, m, -40, {})).toBeCloseTo(0.2 / 3, 10)
  })

  it('fits nothing on too few deals', () => {
    const { linear, residuals, patterns } = heteroscedastic(0.3, 2, 150)
    const m = fitScaleModel(linear, residuals, patterns)
    expect(m.slope).toBe(0)
    expect(m.unanswered).toEqual({})
  })
})

describe('local difficulty (the neighbours refine the scale model only where they know better)', () => {
  const { rows } = generateHardMarket({ seed: 11, rowsPerGame: 3000, games: [10013] })
  const noisy = (r: MarketRow) => r.attrs.server === '苹果微信'
  // One server's deals scatter far more than the rest: something neither the price level nor the answers show.
  const rng = makeRng(9)
  const market = rows.map((r) =>
    r.kind === 'deal' && noisy(r) ? { ...r, priceFen: Math.round(r.priceFen * Math.exp(0.45 * rng.normal())) } : r,
  )
  const width = (model: TrainedModel, accounts: MarketRow[]) =>
    median(
      accounts.map((r) => {
        const v = predict(model, r.attrs, { lite: true }) as Valuation
        return Math.log(v.range.highFen / v.range.lowFen)
      }),
    )
  const listings = rows.filter((r) => r.kind === 'listing')

  it('widens the ranges of a neighbourhood the market shows to be noisier, and leaves a market without one to the scale model', () => {
    const model = trainGame(market, { gameId: 10013, now: 0 }) as TrainedModel
    expect(model.interval.localWeight).toBeLessThan(NO_LOCAL)
    expect(width(model, listings.filter(noisy))).toBeGreaterThan(
      1.3 *
        width(
          model,
          listings.filter((r) => !noisy(r)),
        ),
    )
    const plain = trainGame(rows, { gameId: 10013, now: 0 }) as TrainedModel
    expect(plain.interval.localWeight).toBe(NO_LOCAL)
  })
})
