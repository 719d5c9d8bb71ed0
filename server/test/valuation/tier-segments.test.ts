import type { MarketRow } from '../../src/market/format'
import { makeRng } from '../../src/market/prng'
import type { Rng } from '../../src/market/prng'
import type { Attrs } from '../../src/valuation/catalogue/types'
import { buildFeatures, featureValue } from '../../src/valuation/model/features'
import { getGame } from '../../src/valuation/catalogue'
import { predict } from '../../src/valuation/model/predict'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel, Valuation } from '../../src/valuation/model/types'
import { median } from '../../src/valuation/util/stats'

/**
 * A tier whose price curve bends: 穿越火线 accounts priced as the hard market prices them, each weapon tier a power
 * law in its count and all of them scaled by how many permanent weapons the account holds (0.6× with none, 1.4× with
 * many). With one fixed shape per tier (log1p, linear, pow) the model valued accounts with 10-60 permanent weapons
 * 4-5 % high and those with 60-250 1-2 % low against the rest; the tier's segments let it follow the bend.
 */
const GAME = 10039
const DAY = 86_400_000

function account(rng: Rng): Attrs {
  const s = Math.exp(rng.normal())
  const tier = (max: number, k: number) => Math.min(max, rng.poisson(max * 0.1 * 0.5 ** k * s + 0.2))
  return {
    server: rng.chance(0.6) ? '电信区' : '网通区',
    weapons: { permanent: tier(500, 0), hero: tier(150, 1), king: tier(40, 2) },
    liveMail: true,
    realNameChangeable: true,
    violation: false,
  }
}

/** What the account is worth (CNY): the tiers bend with the permanent count. */
function value(a: Attrs): number {
  const w = a.weapons as Record<string, number>
  const tiers = 6 * w.permanent ** 0.85 + 24 * w.hero ** 0.8 + 100 * w.king ** 0.78
  const breadth = 1 - Math.exp(-w.permanent / 60)
  return (30 + tiers * (0.6 + 0.8 * breadth)) * (a.server === '电信区' ? 1 : 0.8)
}

/** A market whose tiers simply add up, the demo market's rule: nothing for segments to bend. */
function additiveValue(a: Attrs): number {
  const w = a.weapons as Record<string, number>
  return (30 + 6 * w.permanent + 24 * w.hero + 100 * w.king) * (a.server === '电信区' ? 1 : 0.8)
}

function market(seed: number, deals: number, worth = value): MarketRow[] {
  const rng = makeRng(seed)
  const end = Date.UTC(2026, 9, 1)
  return Array.from({ length: deals }, (_, i) => {
    const attrs = account(rng)
    const soldAt = end - Math.floor(rng.next() * 360 * DAY)
    return {
      gameId: GAME,
      externalId: `segments-${i}`,
      source: '测试',
      kind: 'deal' as const,
      status: 'sold' as const,
      priceFen: Math.max(1, Math.round(worth(attrs) * Math.exp(0.15 * rng.normal()))) * 100,
      listedAt: soldAt - 5 * DAY,
      soldAt,
      attrs,
      demo: false,
    }
  })
}

describe('tier segments', () => {
  it('add up to the tier’s log1p count, each rising only within its own stretch', () => {
    const segments = buildFeatures(getGame(GAME)!).filter((f) => f.tf.t === 'seg' && f.tf.sub === 'permanent')
    expect(segments.length).toBeGreaterThan(1)
    let previous = segments.map(() => 0)
    for (const n of [0, 1, 3, 10, 40, 150, 500]) {
      const values = segments.map((f) => featureValue(f.tf, { weapons: { permanent: n } }) as number)
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(Math.log1p(n), 10)
      values.forEach((v, k) => expect(v).toBeGreaterThanOrEqual(previous[k]))
      previous = values
    }
    // Unanswered stays unanswered (the model imputes it), not zero weapons.
    expect(featureValue(segments[0].tf, {})).toBeUndefined()
  })

  it('let the estimates follow a tier whose price bends with the lowest tier’s count', () => {
    const model = trainGame(market(5, 6000), { gameId: GAME, now: 0 }) as TrainedModel
    expect(model.status).toBe('trained')
    expect(model.features.filter((f) => f.tf.t === 'seg')).toHaveLength(5)
    const rng = makeRng(77)
    const accounts = Array.from({ length: 3000 }, () => account(rng))
    const logError = (a: Attrs) => Math.log((predict(model, a, { lite: true }) as Valuation).estimateFen / (value(a) * 100))
    const errors = accounts.map((a) => ({ permanent: (a.weapons as Record<string, number>).permanent, e: logError(a) }))
    // Against the whole: the index and the intercept may shift every estimate alike; the curve must not bend away.
    const all = median(errors.map((r) => r.e))
    const bands = [0, 10, 30, 60, 120, 250, 501]
    const off = bands.slice(1).flatMap((hi, b) => {
      const band = errors.filter((r) => r.permanent >= bands[b] && r.permanent < hi)
      const bias = band.length >= 100 ? median(band.map((r) => r.e)) - all : 0
      return Math.abs(bias) < 0.02 ? [] : [`${bands[b]}-${hi} 把: ${(bias * 100).toFixed(1)}%`]
    })
    expect(off).toEqual([])
  })
  it('are left out where the tiers simply add up', () => {
    const model = trainGame(market(5, 6000, additiveValue), { gameId: GAME, now: 0 }) as TrainedModel
    expect(model.status).toBe('trained')
    expect(model.features.filter((f) => f.tf.t === 'seg')).toEqual([])
  })
})
