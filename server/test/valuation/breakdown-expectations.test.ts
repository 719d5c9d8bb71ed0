import { demoAccount } from '../../src/market/demo'
import { getGame, listGames } from '../../src/valuation/catalogue'
import type { Attrs, GameDef } from '../../src/valuation/catalogue/types'
import type { Valuation } from '../../src/valuation/model/types'
import { demoModels } from './demo-models'

/**
 * Breakdowns players recognise (issue 19, point 2): what players pay for carries the value, levels that merely
 * go with spending (冒险等级, 开拓等级) carry little, unpriced answers (段位, 贵族) nothing, risk flags and
 * discounted servers take about the share the game notes state — in the report's breakdown, which a PK
 * differences row by row (issue 35). Every enabled game, over many demo accounts.
 */

/**
 * Per game, from notes/games-and-valuation.md: the attributes players pay for (together they must outweigh
 * the levels many times over) and what a discounted server keeps of the price.
 */
const NOTES: Record<number, { assets: string[]; servers?: Record<string, [number, number]> }> = {
  // 限定五星角色×命座、专武×精炼 (and 黄数); B服 about ×0.55.
  10026: { assets: ['chars', 'weapons', 'bundle:weapons', 'goldCount'], servers: { B服: [-0.65, -0.2] } },
  10161: { assets: ['chars', 'cones', 'bundle:cones', 'goldCount'], servers: { B服: [-0.65, -0.2] } },
  // 荣耀典藏/传说 skins by tier and by name, hero count; 贵族 and 段位 are not assets.
  10013: { assets: ['skins', 'rareSkins', 'heroCount'] },
  10012: { assets: ['skins', 'heroCount'] },
  10011: { assets: ['upgradeGuns', 'vehicleSkins', 'supplySets', 'outfits', 'trails'] },
  10148: { assets: ['bundles', 'meleeSkins', 'gunSkins', 'vp'] },
  10039: { assets: ['weapons'] },
  10023: { assets: ['skins', 'collab'] },
  // Channel servers sell at about a third of the official server.
  10032: { assets: ['sNinjas', 'aNinjas'], servers: { 渠道服: [-0.85, -0.35] } },
}
/** A risk flag off its safe value: the share of the account's value it takes (notes rule 3: dead mail ≈ ×0.8, violation ≈ ×0.7). */
const FLAG_TAKES: [number, number] = [-0.45, -0.03]

const GAMES = listGames().map((g) => g.id)
const ACCOUNTS = 60

const { ok, estimate } = demoModels(5, 2500)

/** Fully answered demo accounts, drawn like the market's. */
const accounts = (id: number) => Array.from({ length: ACCOUNTS }, (_, k) => demoAccount(id, 1000 + k) as Attrs)
const amount = (v: Valuation, key: string) => v.breakdown.items.find((i) => i.key === key)?.contributionFen ?? 0
const sumOf = (v: Valuation) => v.breakdown.items.reduce((s, i) => s + i.contributionFen, v.breakdown.baseFen)
const MODIFIERS = ['server', 'liveMail', 'realNameChangeable', 'violation', 'comparables']
/**
 * The share of the account's value a server or risk flag takes: its amount against the value before the server,
 * the flags and the correction, which apply to the whole account (they share what they take together).
 */
const takes = (v: Valuation, key: string) => amount(v, key) / (v.estimateFen - MODIFIERS.reduce((s, k) => s + amount(v, k), 0))

/** A PK's row for `key`: the difference of the two reports' rows (issue 35). */
const pkDiff = (va: Valuation, vb: Valuation, key: string) => amount(vb, key) - amount(va, key)

const increasingAssets = (game: GameDef) =>
  game.attributes.filter(
    (a) => a.priced && !a.weak && a.monotone === 'increasing' && (a.kind === 'count' || a.kind === 'tiers' || a.kind === 'named'),
  )

describe.each(GAMES.map((id) => [getGame(id)!.name, id] as const))('breakdown of %s', (_, id) => {
  const game = getGame(id) as GameDef
  const notes = NOTES[id]
  const weak = game.attributes.filter((a) => a.weak).map((a) => a.key)

  it('sums to the estimate to the fen; unpriced answers (段位, 贵族) have no amount at all', () => {
    const priced = new Set(game.attributes.filter((a) => a.priced).map((a) => a.key))
    for (const attrs of accounts(id)) {
      const v = ok(id, attrs)
      expect(sumOf(v)).toBe(v.estimateFen)
      for (const i of v.breakdown.items) {
        expect(Number.isInteger(i.contributionFen)).toBe(true)
        expect(priced.has(i.key) || i.key === 'comparables' || i.key.startsWith('bundle:')).toBe(true)
      }
    }
    // An unpriced answer never moves the estimate.
    const unpriced = game.attributes.filter((a) => !a.priced)
    for (const attrs of accounts(id).slice(0, 10)) {
      const bare = Object.fromEntries(Object.entries(attrs).filter(([k]) => !unpriced.some((a) => a.key === k)))
      expect(estimate(id, attrs)).toBe(estimate(id, bare))
    }
  })

  it('gives every asset players pay for a positive amount, and together they dominate the levels', () => {
    let assets = 0
    let levels = 0
    for (const attrs of accounts(id)) {
      const v = ok(id, attrs)
      for (const a of increasingAssets(game)) expect(amount(v, a.key)).toBeGreaterThanOrEqual(0)
      const own = notes.assets.reduce((s, k) => s + amount(v, k), 0)
      const lv = weak.reduce((s, k) => s + Math.abs(amount(v, k)), 0)
      // A level is measured from the market's typical level: a few percent at most, never the assets' value.
      expect(lv).toBeLessThanOrEqual(0.03 * v.estimateFen)
      if (own > 0) expect(own).toBeGreaterThan(10 * lv)
      assets += own
      levels += lv
    }
    expect(assets).toBeGreaterThan(0)
    expect(assets).toBeGreaterThan(50 * levels)
  })

  it('takes off the share the notes state for risk flags and discounted servers', () => {
    let flags = 0
    let servers = 0
    for (const attrs of accounts(id)) {
      const v = ok(id, attrs)
      for (const key of ['liveMail', 'realNameChangeable', 'violation']) {
        const def = game.attributes.find((a) => a.key === key)
        if (def?.kind !== 'flag' || attrs[key] === def.default) continue
        expect(amount(v, key)).toBeLessThan(0)
        expect(takes(v, key)).toBeGreaterThan(FLAG_TAKES[0])
        expect(takes(v, key)).toBeLessThan(FLAG_TAKES[1])
        flags++
      }
      const band = notes.servers?.[attrs.server as string]
      if (band) {
        expect(takes(v, 'server')).toBeGreaterThan(band[0])
        expect(takes(v, 'server')).toBeLessThan(band[1])
        servers++
      }
    }
    expect(flags).toBeGreaterThan(10)
    if (notes.servers) expect(servers).toBeGreaterThan(3)
  })
})

describe('the reported cases', () => {
  const base = (id: number) => demoAccount(id, 7) as Attrs

  it('原神: 冒险等级 adds next to nothing, 限定五星 × 命座 and 专武 carry the value', () => {
    const richer: Attrs = {
      ...base(10026),
      chars: { raiden: 2, nahida: 1, furina: 1, mavuika: 0, skirk: 1, neuvillette: 0, kazuha: 0 },
      weapons: { engulfing: 1, splendor: 1, blazingsuns: 1 },
      goldCount: 80,
      adventureLevel: 60,
    }
    const v = ok(10026, richer)
    const level = amount(v, 'adventureLevel')
    const limited = amount(v, 'chars') + amount(v, 'weapons') + amount(v, 'bundle:weapons')
    expect(Math.abs(level)).toBeLessThan(0.02 * v.estimateFen)
    expect(limited).toBeGreaterThan(20 * Math.abs(level))
    expect(limited).toBeGreaterThan(0.3 * (v.estimateFen - v.breakdown.baseFen))
  })

  it('原神 PK: 80 five-stars against 45 is worth hundreds of yuan, a lower 冒险等级 next to nothing', () => {
    const a: Attrs = { ...base(10026), goldCount: 45, adventureLevel: 58 }
    const b: Attrs = { ...base(10026), goldCount: 80, adventureLevel: 45 }
    const [va, vb] = [ok(10026, a), ok(10026, b)]
    const gold = pkDiff(va, vb, 'goldCount')
    expect(gold).toBeGreaterThan(35 * 10 * 100)
    expect(Math.abs(pkDiff(va, vb, 'adventureLevel'))).toBeLessThan(gold / 10)
    expect(vb.estimateFen).toBeGreaterThan(va.estimateFen)
  })

  it('王者荣耀: a named 荣耀典藏 adds value on top of its tier; 贵族 and 段位 change nothing', () => {
    const a: Attrs = { ...base(10013), skins: { epic: 40, legend: 10, starLegend: 1, glory: 1 }, rareSkins: {} }
    const named: Attrs = { ...a, rareSkins: { angelaMirror: 1 } }
    expect(pkDiff(ok(10013, a), ok(10013, named), 'rareSkins')).toBeGreaterThan(0)
    expect(estimate(10013, { ...a, vipLevel: 10, rank: '王者' })).toBe(estimate(10013, { ...a, vipLevel: 0, rank: '青铜' }))
    const v = ok(10013, { ...a, skins: { epic: 60, legend: 20, starLegend: 3, glory: 4 }, vipLevel: 10, rank: '王者' })
    expect(amount(v, 'skins')).toBeGreaterThan(0)
    expect(v.breakdown.items.some((i) => i.key === 'vipLevel' || i.key === 'rank')).toBe(false)
  })
})
