import { demoAccount, generateDemoMarket } from '../../src/market/demo'
import { teaserVerdict, verdictOf } from '../../src/modules/check/service'
import { bandDealVerdict, dealVerdict } from '../../src/modules/deal/service'
import { type PriceBand, accountBand, bandByLabel, priceBand } from '../../src/modules/reports/band'
import { getGame } from '../../src/valuation/catalogue'
import type { Attrs, GameDef } from '../../src/valuation/catalogue/types'
import { compareAsk, predict } from '../../src/valuation/model/predict'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel } from '../../src/valuation/model/types'

/**
 * The teaser band (issue 19 point 1) over many accounts drawn like the demo market's, some with optional answers
 * left out (wider ranges): it always holds the account's own 80% range, its edges are on the coarse 1-2-5 grid,
 * and it does not give the estimate away. The verdicts free routes derive from it never contradict the full ones.
 */

// 王者荣耀 (tiers, risk flags), 原神 (named items), 和平精英 (optional tiers), 崩坏：星穹铁道.
const GAMES = [10013, 10026, 10011, 10161]
const ACCOUNTS = 60

interface Range {
  estimateFen: number
  range: { lowFen: number; highFen: number }
}
const sample: Array<Range & { gameId: number }> = []

/** Every third account leaves some optional priced answers out, so the sample has wide ranges too. */
function withGaps(game: GameDef, attrs: Attrs, n: number): Attrs {
  if (n % 3 !== 0) return attrs
  const out = { ...attrs }
  for (const [k, a] of game.attributes.filter((x) => x.priced && !x.required).entries()) if (k % 2 === n % 2) delete out[a.key]
  return out
}

beforeAll(() => {
  const market = generateDemoMarket({ seed: 11, rowsPerGame: 700, games: GAMES })
  for (const gameId of GAMES) {
    const model = trainGame(market, { gameId, now: 0 }) as TrainedModel
    if (model.status !== 'trained') throw new Error(`game ${gameId} did not train`)
    const game = getGame(gameId) as GameDef
    for (let n = 0; n < ACCOUNTS; n++) {
      const v = predict(model, withGaps(game, demoAccount(gameId, 9000 + n) as Attrs, n))
      if (v.status !== 'ok') throw new Error('expected a valuation')
      sample.push({ gameId, estimateFen: v.estimateFen, range: v.range })
    }
  }
})

/** 1元, 2元, 5元, 10元 … in fen. */
const onGrid = (fen: number) => {
  const yuan = fen / 100
  if (!Number.isInteger(yuan) || yuan < 1) return false
  const mantissa = yuan / 10 ** Math.floor(Math.log10(yuan) + 1e-9)
  return [1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-9)
}
const top = (b: PriceBand) => b.highFen as number

describe('an account’s teaser band', () => {
  test('holds the full 80% range (and the estimate); edges on the 1-2-5 grid; never narrower than the range', () => {
    const widths: number[] = []
    for (const v of sample) {
      const b = accountBand(v)
      expect(b.highFen).not.toBeNull()
      expect(b.lowFen).toBeLessThanOrEqual(v.range.lowFen)
      expect(top(b)).toBeGreaterThanOrEqual(v.range.highFen)
      expect(v.estimateFen).toBeGreaterThanOrEqual(b.lowFen)
      expect(v.estimateFen).toBeLessThanOrEqual(top(b))
      expect(b.lowFen === 0 || onGrid(b.lowFen)).toBe(true)
      expect(onGrid(top(b))).toBe(true)
      expect(top(b) - b.lowFen).toBeGreaterThanOrEqual(v.range.highFen - v.range.lowFen)
      // At least two grid steps (1千-5千元, 5百-2千元 …): one step would say more than a fixed bucket did.
      expect(b.lowFen === 0 || top(b) >= 4 * b.lowFen).toBe(true)
      widths.push(v.range.highFen / v.range.lowFen)
    }
    // The sample has wide ranges (unanswered attributes) as well as narrow ones.
    expect(Math.max(...widths)).toBeGreaterThan(1.2 * Math.min(...widths))
  })

  test('the range of the issue (¥877–¥3,445) gets a band that holds it', () => {
    const b = accountBand({ estimateFen: 170_000, range: { lowFen: 87_700, highFen: 344_500 } })
    expect(b).toEqual({ label: '5百-5千元', lowFen: 50_000, highFen: 500_000 })
  })

  test('does not reveal the estimate: the same band wherever a range of that shape sits within one grid step', () => {
    // The attacker's best case: the range's width and where the estimate sits in it are known, only its level is
    // not. Sliding the range (×m) keeps the band over a whole grid step (a factor ≥ 2, like the old fixed buckets),
    // so neighbouring accounts share a band and the band says no more than "somewhere in this step".
    for (const v of sample) {
      const label = accountBand(v).label
      const same: number[] = []
      for (let k = -1200; k <= 1200; k++) {
        const m = Math.exp(k / 1000)
        const slid = { estimateFen: v.estimateFen * m, range: { lowFen: v.range.lowFen * m, highFen: v.range.highFen * m } }
        if (accountBand(slid).label === label) same.push(m)
      }
      expect({ label, spread: same[same.length - 1] / same[0] >= 1.99 }).toEqual({ label, spread: true })
      // One contiguous stretch: the band does not come back further away.
      expect(same.length).toBe(Math.round(Math.log(same[same.length - 1] / same[0]) * 1000) + 1)
    }
  })

  test('a range exactly a grid ratio wide (¥102–¥204) keeps one band over its whole grid step, whatever float error does', () => {
    const labels: string[] = []
    for (let k = -700; k <= 700; k++) {
      const m = Math.exp(k / 1000)
      const label = accountBand({ estimateFen: 14_400 * m, range: { lowFen: 10_200 * m, highFen: 20_400 * m } }).label
      if (labels[labels.length - 1] !== label) labels.push(label)
    }
    expect(new Set(labels).size).toBe(labels.length)
  })

  test('its label reads back to the same bounds', () => {
    for (const v of sample) {
      const b = accountBand(v)
      expect(bandByLabel(b.label)).toEqual(b)
    }
    expect(accountBand({ estimateFen: 60, range: { lowFen: 40, highFen: 90 } })).toEqual({ label: '2元以下', lowFen: 0, highFen: 200 })
    expect(bandByLabel('2元以下')).toEqual({ label: '2元以下', lowFen: 0, highFen: 200 })
  })
})

describe('labels stored before the grid', () => {
  test('the fixed buckets still read, so stored teasers keep working', () => {
    expect(bandByLabel('1千-3千元')).toEqual({ label: '1千-3千元', lowFen: 100_000, highFen: 300_000 })
    expect(bandByLabel('5百-1千元')).toEqual({ label: '5百-1千元', lowFen: 50_000, highFen: 100_000 })
    expect(bandByLabel('100元以下')).toEqual({ label: '100元以下', lowFen: 0, highFen: 10_000 })
    expect(bandByLabel('5万-10万元')).toEqual({ label: '5万-10万元', lowFen: 5_000_000, highFen: 10_000_000 })
    expect(bandByLabel('10万元以上')).toEqual({ label: '10万元以上', lowFen: 10_000_000, highFen: null })
    for (const bad of ['', '约1千元', '3千-1千元', '1千-3千', '¥1,000 - ¥2,000']) expect(bandByLabel(bad)).toBeUndefined()
  })
})

describe('what free routes derive from the band never contradicts the full answer', () => {
  test('did-I-lose: the teaser verdict is the full one or 待解锁, and 待解锁 whenever the band holds the price paid', () => {
    const seen = new Map<string, number>()
    for (const v of sample) {
      const b = accountBand(v)
      for (let i = 0; i <= 40; i++) {
        const paidFen = Math.round(v.estimateFen * 0.15 * Math.pow(50, i / 40))
        const teaser = teaserVerdict(b.label, paidFen)
        // As check/evaluate computes the full verdict.
        const full = verdictOf(Math.round(((v.estimateFen - paidFen) / paidFen) * 1000) / 10)
        if (teaser !== '待解锁') expect({ paidFen, teaser }).toEqual({ paidFen, teaser: full })
        if (paidFen >= b.lowFen && paidFen <= top(b))
          expect({ paidFen, band: b.label, teaser }).toEqual({ paidFen, band: b.label, teaser: '待解锁' })
        seen.set(teaser, (seen.get(teaser) ?? 0) + 1)
      }
    }
    // It does commit when the price is far from the band, both ways.
    expect(seen.get('亏了')).toBeGreaterThan(0)
    expect(seen.get('赚了')).toBeGreaterThan(0)
  })

  test('deal/evaluate: the free verdict places the ask against the band; 偏贵 and 偏便宜 are never contradicted after unlock', () => {
    const seen = new Set<string>()
    const refined = new Set<string>()
    for (const v of sample) {
      const b = accountBand(v)
      for (let i = 0; i <= 40; i++) {
        const askFen = Math.round(v.estimateFen * 0.1 * Math.pow(100, i / 40))
        const free = bandDealVerdict(b, askFen)
        const expected = b.highFen !== null && askFen > b.highFen ? 'overpriced' : askFen < b.lowFen ? 'good' : 'fair'
        expect({ askFen, band: b.label, free }).toEqual({ askFen, band: b.label, free: expected })
        const full = dealVerdict(compareAsk(v, askFen))
        if (free !== 'fair') expect({ askFen, free }).toEqual({ askFen, free: full })
        else refined.add(full)
        seen.add(free)
      }
    }
    expect([...seen].sort()).toEqual(['fair', 'good', 'overpriced'])
    // Within the band the exact answer may go either way: that is what unlocking adds.
    expect(refined.size).toBeGreaterThan(1)
  })
})

describe('a single price (an asking price in the intention teaser)', () => {
  test('is described by the grid step it falls in', () => {
    for (const fen of [150, 9_999, 10_000, 87_700, 344_500, 1_234_567]) {
      const b = bandByLabel(priceBand(fen)) as PriceBand
      expect(b.lowFen).toBeLessThanOrEqual(fen)
      expect(top(b)).toBeGreaterThan(fen)
      expect(onGrid(b.lowFen) && onGrid(top(b))).toBe(true)
    }
    expect(priceBand(87_700)).toBe('5百-1千元')
    expect(priceBand(100_000)).toBe('1千-2千元')
    expect(priceBand(50)).toBe('1元以下')
  })
})
