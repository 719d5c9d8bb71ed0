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

  it('walk-forward retrains each held-out month: a price jump in the test period is learnt from the next month on', () => {
    const rows = generateDemoMarket({ seed: 2024, rowsPerGame: 1000, games: [10032] })
    const deals = rows.filter((r) => r.kind === 'deal').sort((a, b) => (a.soldAt as number) - (b.soldAt as number))
    // Prices double from the month after the first held-out deal: a model trained once never sees it.
    const firstHeldOut = new Date(deals[deals.length - Math.round(deals.length * 0.2)].soldAt as number)
    const jump = Date.UTC(firstHeldOut.getUTCFullYear(), firstHeldOut.getUTCMonth() + 1, 1)
    const shifted = rows.map((r) => ((r.soldAt ?? r.listedAt) >= jump ? { ...r, priceFen: r.priceFen * 2 } : r))
    const once = runBacktest(shifted).games[0]
    const monthly = runBacktest(shifted, { retrainMonthly: true }).games[0]
    expect(monthly.testDeals).toBe(once.testDeals)
    expect(once.model!.mdape).toBeGreaterThan(0.3)
    expect(monthly.model!.mdape).toBeLessThan(once.model!.mdape * 0.8)
  })
})
