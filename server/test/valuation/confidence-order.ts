import type { BacktestReport } from '../../src/valuation/backtest'

/** Issue 17's target on both markets: confidence labels that order errors, on every game. */
export function itOrdersConfidence(report: BacktestReport) {
  it.each(report.games.map((g) => [g.name, g] as const))('%s: 高 confidence errs less than 中, and 中 less than 低', (_, g) => {
    const c = g.byConfidence!
    expect(c['高'].n).toBeGreaterThan(100)
    expect(c['低'].n).toBeGreaterThan(50)
    expect(c['高'].mdape).toBeLessThan(c['中'].mdape)
    expect(c['中'].mdape).toBeLessThan(c['低'].mdape)
  })
}
