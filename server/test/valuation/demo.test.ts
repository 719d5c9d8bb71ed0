import { DEMO_SOURCE, demoGameIds, generateDemoMarket } from '../../src/market/demo'
import { validateGameAnswers } from '../../src/valuation/catalogue/validate'

describe('demo market generator', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateDemoMarket({ seed: 11, rowsPerGame: 50 })
    const b = generateDemoMarket({ seed: 11, rowsPerGame: 50 })
    const c = generateDemoMarket({ seed: 12, rowsPerGame: 50 })
    expect(a).toEqual(b)
    expect(c).not.toEqual(a)
  })

  it('covers every enabled game, labels every row demo, and produces valid rows', () => {
    const rows = generateDemoMarket({ seed: 3, rowsPerGame: 60 })
    expect(new Set(rows.map((r) => r.gameId))).toEqual(new Set(demoGameIds()))
    expect(demoGameIds()).toHaveLength(9)
    for (const r of rows) {
      expect(r.demo).toBe(true)
      expect(r.source).toBe(DEMO_SOURCE)
      expect(Number.isInteger(r.priceFen) && r.priceFen > 0).toBe(true)
      expect(validateGameAnswers(r.gameId, r.attrs, { requireRequired: false }).ok).toBe(true)
      if (r.kind === 'deal') expect(r.soldAt).toBeGreaterThanOrEqual(r.listedAt)
      else expect(r.soldAt).toBeNull()
    }
  })

  it('hits an exact total and asks more on listings than deals close at', () => {
    const rows = generateDemoMarket({ seed: 4, totalRows: 1001 })
    expect(rows).toHaveLength(1001)
    const med = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]
    const g = generateDemoMarket({ seed: 4, rowsPerGame: 3000, games: [10013] })
    expect(med(g.filter((r) => r.kind === 'listing').map((r) => r.priceFen))).toBeGreaterThan(
      med(g.filter((r) => r.kind === 'deal').map((r) => r.priceFen)),
    )
  })
  it('leaves the risk flags unanswered in about a third of rows, like real listings, and keeps every other answer', () => {
    const rows = generateDemoMarket({ rowsPerGame: 3000, games: [10013] })
    const missing = (key: string) => rows.filter((r) => r.attrs[key] === undefined).length / rows.length
    expect(missing('liveMail')).toBeGreaterThan(0.3)
    expect(missing('liveMail')).toBeLessThan(0.4)
    expect(missing('realNameChangeable')).toBeGreaterThan(0.35)
    expect(missing('realNameChangeable')).toBeLessThan(0.45)
    expect(missing('violation')).toBeGreaterThan(0.25)
    expect(missing('violation')).toBeLessThan(0.35)
    expect(missing('server')).toBe(0)
  })
})
