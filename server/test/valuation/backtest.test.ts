import { generateDemoMarket } from '../../src/market/demo'
import { runBacktest } from '../../src/valuation/backtest'
import { CONFIDENCE_LABELS, type DealScore } from '../../src/valuation/window-score'

describe('backtest', () => {
  it('beats the game-median baseline on a small seeded market', () => {
    const rows = generateDemoMarket({ seed: 2024, rowsPerGame: 900, games: [10032, 10148] })
    const scores: { gameId: number; score: DealScore }[] = []
    const report = runBacktest(rows, { onScore: (gameId, score) => scores.push({ gameId, score }) })
    expect(report.games).toHaveLength(2)
    for (const g of report.games) {
      expect(g.status).toBe('ok')
      expect(g.model!.mdape).toBeLessThan(g.median!.mdape)
      expect(g.model!.coverage).toBeGreaterThan(0.6)
      // Each counted deal's score reaches onScore (what server/bench/confidence-order.ts studies per deal).
      const own = scores.filter((s) => s.gameId === g.gameId).map((s) => s.score)
      expect(own).toHaveLength(g.testDeals)
      expect(own.filter((s) => s.covered).length / own.length).toBeCloseTo(g.model!.coverage, 10)
      for (const label of CONFIDENCE_LABELS) expect(own.filter((s) => s.label === label)).toHaveLength(g.byConfidence![label].n)
    }
    expect(report.overall!.model.mdape).toBeLessThan(report.overall!.comparables.mdape)
  })
})
