import type { MarketRow } from '../../src/market/format'
import { makeRng } from '../../src/market/prng'
import type { Rng } from '../../src/market/prng'
import type { Attrs } from '../../src/valuation/catalogue/types'
import { predict } from '../../src/valuation/model/predict'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel, Valuation } from '../../src/valuation/model/types'
import { median } from '../../src/valuation/util/stats'

/**
 * The additive value (stage 1 of the fit) on a 无畏契约 market whose prices are exactly an additive value times
 * server and risk discounts (the demo market's rule), with the demo market's long-tailed sale noise and a few
 * mispriced deals. The estimates must follow the value across the whole range: the relative-error fit with its
 * pull towards the first log fit gave the cheapest tenth of accounts estimates about 5% too high and the richest
 * tenth 3-4% too high against the middle.
 */
const GAME = 10148
const DAY = 86_400_000

function account(rng: Rng): Attrs {
  const s = Math.exp(0.9 * rng.normal())
  return {
    server: rng.chance(0.8) ? '国服' : '国际服',
    bundles: Math.min(80, rng.poisson(0.3 + 2.2 * s)),
    meleeSkins: Math.min(60, rng.poisson(0.3 + 1.8 * s)),
    gunSkins: Math.min(600, rng.poisson(5 + 22 * s)),
    vp: Math.min(200000, Math.round(Math.exp(6 + 1.2 * rng.normal()))),
    liveMail: !rng.chance(0.3),
    realNameChangeable: !rng.chance(0.25),
    violation: rng.chance(0.08),
  }
}

/** What the account is worth (CNY). */
function value(a: Attrs): number {
  const n = (key: string) => a[key] as number
  const additive = 30 + 130 * n('bundles') + 160 * n('meleeSkins') + 8 * n('gunSkins') + 0.07 * n('vp')
  const risk = (a.liveMail ? 1 : 0.8) * (a.realNameChangeable ? 1 : 0.85) * (a.violation ? 0.7 : 1)
  return additive * (a.server === '国服' ? 1 : 0.6) * risk
}

function market(seed: number, deals: number): MarketRow[] {
  const rng = makeRng(seed)
  const end = Date.UTC(2026, 9, 1)
  return Array.from({ length: deals }, (_, i) => {
    const attrs = account(rng)
    const noise = rng.chance(0.88) ? 0.17 * rng.normal() : 0.4 * rng.normal()
    // 3% mispriced: a friend's price or a slipped digit.
    const misprice = rng.chance(0.03) ? (rng.chance(0.5) ? 1 / 3 : 3) : 1
    const soldAt = end - Math.floor(rng.next() * 360 * DAY)
    return {
      gameId: GAME,
      externalId: `additive-${i}`,
      source: '测试',
      kind: 'deal' as const,
      status: 'sold' as const,
      priceFen: Math.max(1, Math.round(value(attrs) * Math.exp(noise) * misprice)) * 100,
      listedAt: soldAt - 5 * DAY,
      soldAt,
      attrs,
      demo: false,
    }
  })
}

describe('additive value: estimates follow an additive market across its whole range', () => {
  it('values the cheapest and the richest tenth of accounts as accurately as the middle', () => {
    const model = trainGame(market(3, 5000), { gameId: GAME, now: 0 }) as TrainedModel
    expect(model.status).toBe('trained')
    const rng = makeRng(99)
    const accounts = Array.from({ length: 3000 }, () => account(rng)).sort((a, b) => value(a) - value(b))
    const logErrors = accounts.map((a) => Math.log((predict(model, a, { lite: true }) as Valuation).estimateFen / (value(a) * 100)))
    // Against the middle: the index and the intercept may shift every estimate alike; the shape must not bend.
    const middle = median(logErrors.slice(accounts.length * 0.3, accounts.length * 0.7))
    const tenth = accounts.length / 10
    const cheapest = median(logErrors.slice(0, tenth)) - middle
    const richest = median(logErrors.slice(accounts.length - tenth)) - middle
    expect(Math.abs(cheapest)).toBeLessThan(0.02)
    expect(Math.abs(richest)).toBeLessThan(0.02)
  })
})
