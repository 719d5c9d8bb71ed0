import { generateDemoMarket } from '../../src/market/demo'
import { runBacktest } from '../../src/valuation/backtest'

describe('backtest', () => {
  it('beats the game-median baseline on a small seeded market', () => {
    const rows = generateDemoMarket({ seed: 2024, rowsPerGame: 900, games: [10032, 10148] })
    const report = runBacktest(rows)
    expect(report.games).toHaveLength(2)
    for (const g of report.games) {
      expect(g.status).toBe('ok')
      expect(g.model!.mdape).toBeLessThan(g.median!.mdape)
      expect(g.model!.coverage).toBeGreaterThan(0.6)
    }
    expect(report.overall!.model.mdape).toBeLessThan(report.overall!.comparables.mdape)
  })
})
