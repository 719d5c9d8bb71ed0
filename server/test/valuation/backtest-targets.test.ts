import { generateDemoMarket } from '../../src/market/demo'
import { generateHardMarket } from '../../src/market/hard'
import { runBacktest } from '../../src/valuation/backtest'
import type { BacktestReport } from '../../src/valuation/backtest'

/**
 * Issue 17's targets on the backtests as `npm run valuation:backtest` prints them (default seeds, 12,000 rows per
 * game, every enabled game): accuracy against the noise floor on the hard market, and confidence labels that order
 * errors on both markets.
 */
function itOrdersConfidence(report: BacktestReport) {
  it.each(report.games.map((g) => [g.name, g] as const))('%s: 高 confidence errs less than 中, and 中 less than 低', (_, g) => {
    const c = g.byConfidence!
    expect(c['高'].n).toBeGreaterThan(100)
    expect(c['低'].n).toBeGreaterThan(50)
    expect(c['高'].mdape).toBeLessThan(c['中'].mdape)
    expect(c['中'].mdape).toBeLessThan(c['低'].mdape)
  })
}

describe('hard market', () => {
  const market = generateHardMarket()
  const report = runBacktest(market.rows, { truth: market.truth })

  it.each(report.games.map((g) => [g.name, g] as const))('%s: within 1.10 × the noise floor, 80%% range covering 77-83%%', (_, g) => {
    expect(g.ratio).toBeLessThanOrEqual(1.1)
    expect(g.model!.coverage).toBeGreaterThanOrEqual(0.77)
    expect(g.model!.coverage).toBeLessThanOrEqual(0.83)
    expect(g.model!.mdape).toBeLessThan(g.comparables!.mdape)
  })

  itOrdersConfidence(report)
})

describe('demo market', () => {
  itOrdersConfidence(runBacktest(generateDemoMarket({ rowsPerGame: 12000 })))
})
