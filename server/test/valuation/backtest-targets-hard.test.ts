import { generateHardMarket } from '../../src/market/hard'
import { runBacktest } from '../../src/valuation/backtest'
import { itOrdersConfidence } from './confidence-order'

/**
 * Issue 17's targets on the backtests as `npm run valuation:backtest` prints them (default seeds, 12,000 rows per
 * game, every enabled game): accuracy against the noise floor on the hard market, and confidence labels that order
 * errors. The demo market's half is `backtest-targets-demo.test.ts`: two files, so the two backtests (minutes of CPU
 * each) run on two workers at once.
 */
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
