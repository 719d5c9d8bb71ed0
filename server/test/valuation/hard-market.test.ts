import { generateHardMarket } from '../../src/market/hard'
import type { MarketRow } from '../../src/market/format'
import { formatBacktest, runBacktest } from '../../src/valuation/backtest'
import { validateGameAnswers } from '../../src/valuation/catalogue/validate'
import { predict } from '../../src/valuation/model/predict'
import { loadModel, serializeModel } from '../../src/valuation/model/serialize'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel, Valuation } from '../../src/valuation/model/types'

const trained = (rows: MarketRow[], gameId: number) => trainGame(rows, { gameId, now: 0 }) as TrainedModel
const ok = (v: ReturnType<typeof predict>) => v as Valuation

describe('hard test market', () => {
  const small = generateHardMarket({ seed: 11, rowsPerGame: 3000, games: [10013, 10026] })
  // Training is deterministic (fixed clock) and no test changes a model: the tests on the same market share one per game.
  const models = new Map<number, TrainedModel>()
  const smallModel = (gameId: number) => models.get(gameId) ?? models.set(gameId, trained(small.rows, gameId)).get(gameId)!

  it('is deterministic, valid for the catalogue and knows the perfect prediction of every deal', () => {
    const again = generateHardMarket({ seed: 11, rowsPerGame: 3000, games: [10013, 10026] })
    expect(again.rows).toEqual(small.rows)
    const deals = small.rows.filter((r) => r.kind === 'deal')
    expect(deals.length).toBeGreaterThan(3000)
    for (const r of small.rows) expect(validateGameAnswers(r.gameId, r.attrs).ok).toBe(true)
    for (const d of deals) expect(small.truth.get(d.externalId)).toBeGreaterThan(0)
    // The mess it promises: three platforms, unanswered flags, mispriced deals far from the truth.
    expect(new Set(deals.map((d) => d.source))).toEqual(new Set(['交易猫', '螃蟹', '盼之']))
    const unanswered = deals.filter((d) => d.attrs.liveMail === undefined).length / deals.length
    expect(unanswered).toBeGreaterThan(0.35)
    expect(unanswered).toBeLessThan(0.5)
    const wild = deals.filter((d) => Math.abs(Math.log(d.priceFen / (small.truth.get(d.externalId) as number))) > Math.log(1.8))
    expect(wild.length / deals.length).toBeGreaterThan(0.01)
  })

  it('prints the noise floor and the model/floor ratio per game, and the floor of a perfect model without the future index', () => {
    const report = runBacktest(small.rows, { truth: small.truth, unforeseen: small.unforeseen })
    for (const g of report.games) {
      expect(g.floor).toBeGreaterThan(0.05)
      // No model beats the truth by much (a little by luck on a few hundred deals).
      expect(g.ratio).toBeGreaterThan(0.9)
      // The truth knows the index of the months it values; a perfect model trained at the cut forecasts them, a few
      // per cent off. (Either floor can be the lower: the truth itself sits 2-3 % below the median price.)
      expect(g.foreseenFloor).not.toBe(g.floor)
      expect(Math.abs(g.foreseenFloor! / g.floor! - 1)).toBeLessThan(0.1)
      expect(g.foreseenRatio).toBeCloseTo((g.ratio! * g.floor!) / g.foreseenFloor!, 10)
    }
    const text = formatBacktest(report)
    expect(text).toContain('噪声下限')
    expect(text).toMatch(/王者荣耀\s+10013.*\|\s+\d+\.\d%\s+\d\.\d\d \|/)
    expect(text).toContain('按置信度分组')
    expect(text).toMatch(/可预见下限[^]*王者荣耀\s+\d+\.\d%\s+\d\.\d{3}/)
  })

  it('says what of the index a forecaster could not foresee: nothing of a month it has seen, the walk of later ones', () => {
    const day = 24 * 3600 * 1000
    const last = Math.max(...small.rows.map((r) => r.soldAt ?? r.listedAt))
    expect(small.unforeseen(10013, last - 400 * day, last - 300 * day)).toBe(0)
    expect(small.unforeseen(10013, last - 400 * day, last - 400 * day + 1)).toBe(0)
    const ahead = [1, 2, 3, 4, 5, 6].map((m) => small.unforeseen(10013, last - 5 * day, last - 5 * day - m * 31 * day))
    expect(ahead.every((u) => u !== 0)).toBe(true)
    expect(() => small.unforeseen(10039, last, last)).toThrow()
  })

  it('learns the platforms’ price levels and states estimates on their average', () => {
    const model = smallModel(10013)
    const lv = model.platformLevels
    // True levels: 交易猫 1, 螃蟹 0.88, 盼之 1.14 (log differences 0.128 and 0.131 from 交易猫).
    expect(lv['盼之'] - lv['交易猫']).toBeCloseTo(Math.log(1.14), 1)
    expect(lv['交易猫'] - lv['螃蟹']).toBeCloseTo(-Math.log(0.88), 1)
    const weighted = ['交易猫', '螃蟹', '盼之'].reduce(
      (s, p) => s + lv[p] * small.rows.filter((r) => r.gameId === 10013 && r.kind === 'deal' && r.source === p).length,
      0,
    )
    expect(Math.abs(weighted)).toBeLessThan(0.01 * small.rows.length)
  })

  it('the report says which price level the estimate is on', () => {
    const model = smallModel(10013)
    const listing = small.rows.find((r) => r.gameId === 10013 && r.kind === 'listing') as MarketRow
    const tip = ok(predict(model, listing.attrs)).reportQuestions.find((q) => q.title === '按各平台平均成交价')
    expect(tip?.text).toMatch(/^估价按.+成交价的平均水平计算；同样的账号在盼之通常高约 1\d%，在螃蟹低约 1\d%。$/)
    // One platform (the demo market): nothing to say.
    expect(ok(predict({ ...model, platformLevels: {} }, listing.attrs)).reportQuestions.some((q) => q.title === '按各平台平均成交价')).toBe(
      false,
    )
  })

  it('mispriced deals move the estimates no more than dropping as many good deals, and ranges little', () => {
    const own = small.rows.filter((r) => r.gameId === 10013)
    // 5% more deals priced at ×10, ×0.1 or ×0.3 (2.5 times the market's own share of typos and friends' deals).
    const mispriced = own
      .filter((r) => r.kind === 'deal')
      .filter((_, i) => i % 20 === 0)
      .map((r, i) => ({ ...r, externalId: `${r.externalId}-x`, priceFen: Math.round(r.priceFen * [10, 0.1, 0.3][i % 3]) }))
    // Yardstick: how much the estimates move anyway when 5% of the good deals are left out.
    const fewer = own.filter((r, i) => r.kind !== 'deal' || i % 20 !== 7)
    const base = trained(own, 10013)
    const polluted = trained([...own, ...mispriced], 10013)
    const thinned = trained(fewer, 10013)
    const queries = own.filter((r) => r.kind === 'listing').slice(0, 300)
    const p = (xs: number[], k: number) => xs.sort((x, y) => x - y)[Math.floor(xs.length * k)]
    const move = (m: TrainedModel) =>
      queries.map((q) =>
        Math.abs(Math.log(ok(predict(m, q.attrs, { lite: true })).estimateFen / ok(predict(base, q.attrs, { lite: true })).estimateFen)),
      )
    const width = (v: Valuation) => Math.log(v.range.highFen / v.range.lowFen)
    const pollutedMoves = move(polluted)
    const thinnedMoves = move(thinned)
    expect(p(pollutedMoves, 0.5)).toBeLessThan(Math.max(0.01, 1.5 * p(thinnedMoves, 0.5)))
    expect(p(pollutedMoves, 0.95)).toBeLessThan(Math.max(0.03, 1.5 * p(thinnedMoves, 0.95)))
    // Ranges must still cover deals like these (they happen), so they widen, but little.
    const widths = queries.map(
      (q) => width(ok(predict(polluted, q.attrs, { lite: true }))) / width(ok(predict(base, q.attrs, { lite: true }))),
    )
    expect(p(widths, 0.5)).toBeLessThan(1.2)
  })

  it('stores held-out accuracy and range-width cuts in the model, kept through serialization', () => {
    const model = smallModel(10026)
    const acc = model.accuracy
    expect(acc.testSize).toBeGreaterThan(300)
    expect(acc.mdape).toBeGreaterThan(0.05)
    expect(acc.mdape).toBeLessThan(0.3)
    expect(acc.within10).toBeLessThan(acc.within20)
    expect(acc.coverage).toBeGreaterThan(0.7)
    expect(acc.coverage).toBeLessThan(0.9)
    expect(acc.dataFrom).toBeLessThan(acc.testFrom)
    expect(acc.testTo).toBe(acc.dataTo)
    expect(acc.demo).toBe(true)
    const [c10, c50, c85, c99] = model.interval.widthCuts
    expect(c10).toBeLessThan(c50)
    expect(c50).toBeLessThan(c85)
    expect(c85).toBeLessThan(c99)
    expect((loadModel(serializeModel(model)) as TrainedModel).accuracy).toEqual(acc)
  })

  it('an account with unanswered risk flags gets a wider range and no higher confidence', () => {
    const model = smallModel(10013)
    const listings = small.rows.filter((r) => r.gameId === 10013 && r.kind === 'listing' && r.attrs.liveMail !== undefined).slice(0, 50)
    for (const l of listings) {
      const full = ok(predict(model, l.attrs, { lite: true }))
      const { liveMail: _a, realNameChangeable: _b, violation: _c, ...partial } = l.attrs
      const less = ok(predict(model, partial, { lite: true }))
      expect(less.range.highFen / less.range.lowFen).toBeGreaterThan(full.range.highFen / full.range.lowFen)
      expect(less.confidence.score).toBeLessThanOrEqual(full.confidence.score)
    }
  })
})
