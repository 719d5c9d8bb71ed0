import { generateDemoMarket } from '../../src/market/demo'
import { runBacktest } from '../../src/valuation/backtest'
import { makeRng } from '../../src/market/prng'
import { fitScaleTrend, trendScale } from '../../src/valuation/model/scale-trend'

/** Residuals whose spread grows as exp(slope · value) around a given centre. */
function heteroscedastic(slope: number, n = 4000) {
  const rng = makeRng(5)
  const linear = Float64Array.from({ length: n }, () => 5 + 2 * rng.normal())
  const residuals = Float64Array.from(linear, (x) => 0.2 * Math.exp(slope * (x - 5)) * rng.normal())
  return { linear, residuals }
}

describe('scale trend (the residual scale against the price level)', () => {
  it('recovers how the spread grows with the price level, and finds none in a flat market', () => {
    for (const slope of [0.2, -0.15]) {
      const { linear, residuals } = heteroscedastic(slope)
      expect(fitScaleTrend(linear, residuals).slope).toBeCloseTo(slope, 1)
    }
    const flat = heteroscedastic(0)
    expect(Math.abs(fitScaleTrend(flat.linear, flat.residuals).slope)).toBeLessThan(0.03)
  })

  it('equals the global scale at the centre, moves with the level, and stays within a factor of 2', () => {
    const trend = { slope: 0.25, centre: 6 }
    expect(trendScale(0.2, trend, 6)).toBeCloseTo(0.2, 10)
    expect(trendScale(0.2, trend, 7)).toBeCloseTo(0.2 * Math.exp(0.25), 10)
    expect(trendScale(0.2, trend, 5)).toBeCloseTo(0.2 * Math.exp(-0.25), 10)
    expect(trendScale(0.2, trend, 40)).toBeCloseTo(0.4, 10)
    expect(trendScale(0.2, trend, -40)).toBeCloseTo(0.1, 10)
  })

  it('fits no trend on too few deals', () => {
    const { linear, residuals } = heteroscedastic(0.3, 150)
    expect(fitScaleTrend(linear, residuals).slope).toBe(0)
  })
})

describe('demo market confidence (issue 17 point 5, two games at the backtest size)', () => {
  const report = runBacktest(generateDemoMarket({ rowsPerGame: 12000, games: [10013, 10026] }))

  it.each(report.games.map((g) => [g.name, g] as const))('%s: 高 confidence errs less than 中, and 中 less than 低', (_, g) => {
    const c = g.byConfidence!
    expect(c['高'].n).toBeGreaterThan(100)
    expect(c['低'].n).toBeGreaterThan(50)
    expect(c['高'].mdape).toBeLessThan(c['中'].mdape)
    expect(c['中'].mdape).toBeLessThan(c['低'].mdape)
  })
})
