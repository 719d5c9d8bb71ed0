import { generateDemoMarket } from '../../src/market/demo'
import type { Attrs } from '../../src/valuation/catalogue/types'
import { trainAll, trainGame } from '../../src/valuation/model/train'
import { predict } from '../../src/valuation/model/predict'
import { loadModel, serializeModel } from '../../src/valuation/model/serialize'
import { LEVEL_ORDER } from '../../src/valuation/model/levels'
import type { TrainedModel, Valuation } from '../../src/valuation/model/types'

// One small market, trained once: 王者荣耀 (tiers) and 原神 (named items, bundles).
const market = generateDemoMarket({ seed: 99, rowsPerGame: 800, games: [10013, 10026] })
const hok = trainGame(market, { gameId: 10013, now: 0 }) as TrainedModel
const genshin = trainGame(market, { gameId: 10026, now: 0 }) as TrainedModel
const hokDeals = market.filter((r) => r.gameId === 10013 && r.kind === 'deal')

function ok(model: TrainedModel, attrs: Attrs): Valuation {
  const v = predict(model, attrs)
  if (v.status !== 'ok') throw new Error('expected a valuation')
  return v
}

describe('valuation model', () => {
  it('trains games with enough deals', () => {
    expect(hok.status).toBe('trained')
    expect(genshin.status).toBe('trained')
    expect(hok.deals).toBeGreaterThanOrEqual(200)
  })

  it('never lowers the estimate when one more 荣耀典藏 skin is added (schema: monotone increasing)', () => {
    for (const d of hokDeals.slice(0, 60)) {
      const skins = (d.attrs.skins ?? {}) as Record<string, number>
      const more = { ...d.attrs, skins: { ...skins, glory: (skins.glory ?? 0) + 1 } }
      expect(ok(hok, more).estimateFen).toBeGreaterThanOrEqual(ok(hok, d.attrs).estimateFen)
    }
  })

  it('never lowers the estimate when a character gains a 命座', () => {
    const base: Attrs = { server: '官服', chars: { raiden: 1, nahida: 0 }, weapons: { engulfing: 1 }, goldCount: 20 }
    let last = 0
    for (let c = 0; c <= 6; c++) {
      const v = ok(genshin, { ...base, chars: { raiden: c, nahida: 0 } })
      expect(v.estimateFen).toBeGreaterThanOrEqual(last)
      last = v.estimateFen
    }
  })

  it('puts the estimate inside its range and makes the breakdown sum exactly to the estimate', () => {
    for (const d of hokDeals.slice(0, 40)) {
      const v = ok(hok, d.attrs)
      expect(v.range.lowFen).toBeLessThanOrEqual(v.estimateFen)
      expect(v.range.highFen).toBeGreaterThanOrEqual(v.estimateFen)
      const sum = v.breakdown.items.reduce((s, i) => s + i.contributionFen, v.breakdown.baseFen)
      expect(sum).toBe(v.estimateFen)
      for (const i of v.breakdown.items) expect(Number.isInteger(i.contributionFen)).toBe(true)
    }
    const g = ok(genshin, { server: 'B服', chars: { raiden: 2 }, weapons: { engulfing: 1 }, goldCount: 30, liveMail: false })
    expect(g.breakdown.items.reduce((s, i) => s + i.contributionFen, g.breakdown.baseFen)).toBe(g.estimateFen)
    expect(g.breakdown.items.find((i) => i.key === 'server')!.contributionFen).toBeLessThan(0)
    expect(g.breakdown.items.find((i) => i.key === 'liveMail')!.contributionFen).toBeLessThan(0)
  })

  it('returns comparables with similarity, time-adjusted prices and the demo flag', () => {
    const v = ok(hok, hokDeals[5].attrs)
    expect(v.comparables.length).toBeGreaterThan(0)
    expect(v.comparables.length).toBeLessThanOrEqual(10)
    for (const c of v.comparables) {
      expect(c.similarity).toBeGreaterThanOrEqual(0.5)
      expect(c.similarity).toBeLessThanOrEqual(1)
      expect(c.demo).toBe(true)
      expect(Number.isInteger(c.priceFen)).toBe(true)
    }
    const sims = v.comparables.map((c) => c.similarity)
    expect([...sims].sort((a, b) => b - a)).toEqual(sims)
  })

  it('refuses a game with fewer than 200 deals, with a Chinese reason', () => {
    const thin = generateDemoMarket({ seed: 1, rowsPerGame: 250, games: [10039] })
    const m = trainGame(thin, { gameId: 10039 })
    expect(m.status).toBe('refused')
    if (m.status === 'refused') expect(m.reason).toMatch(/不足 200 条/)
    const v = predict(m, { server: '电信区' })
    expect(v.status).toBe('refused')
    const all = trainAll(thin)
    expect(all[10130].status).toBe('refused')
    expect(all[10013].status).toBe('refused')
  })

  it('flags lowConfidence far outside the data', () => {
    const far = ok(hok, {
      server: '苹果微信',
      heroCount: 130,
      skins: { epic: 300, legend: 150, starLegend: 40, glory: 30 },
      liveMail: false,
      realNameChangeable: false,
      violation: true,
    })
    expect(far.lowConfidence).toBe(true)
    expect(far.confidence.label).toBe('低')
    expect(far.comparables).toHaveLength(0)
    expect(far.reportQuestions.some((q) => q.type === 3)).toBe(true)
    const near = ok(hok, hokDeals[3].attrs)
    expect(near.lowConfidence).toBe(false)
  })

  it('orders levels with the estimate', () => {
    const vs = hokDeals
      .slice(0, 200)
      .map((d) => ok(hok, d.attrs))
      .sort((a, b) => a.estimateFen - b.estimateFen)
    for (let i = 1; i < vs.length; i++) {
      expect(LEVEL_ORDER.indexOf(vs[i].level)).toBeGreaterThanOrEqual(LEVEL_ORDER.indexOf(vs[i - 1].level))
    }
    expect(new Set(vs.map((v) => v.level)).size).toBeGreaterThanOrEqual(3)
  })

  it('produces lack questions for unanswered important attributes', () => {
    const v = ok(hok, { server: '安卓QQ', heroCount: 60 })
    expect(v.reportQuestions.filter((q) => q.type === 2).map((q) => q.key)).toEqual(expect.arrayContaining(['skins', 'liveMail']))
  })

  it('round-trips through JSON and predicts the same', () => {
    const loaded = loadModel(serializeModel(hok)) as TrainedModel
    const a = ok(hok, hokDeals[7].attrs)
    const b = ok(loaded, hokDeals[7].attrs)
    expect(b).toEqual(a)
  })
})
