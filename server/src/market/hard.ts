import type { AttributeDef, Attrs, GameDef } from '../valuation/catalogue/types'
import { listGames } from '../valuation/catalogue'
import type { MarketRow } from './format'
import type { Rng } from './prng'
import { makeRng, subSeed } from './prng'
import { DAY, dealTimes, marketWindow, pickWeighted } from './window'
import type { MarketGenOptions } from './window'

/**
 * The hard test market: a second market generator, built differently from the demo one (`demo.ts`) and
 * with the mess real deals have, so the backtest can show how close the model comes to the best any model
 * could do. It is derived from each game's catalogue schema (not hand-written per game) and adds:
 *  - diminishing returns: a tier's value grows as count^γ (γ < 1), not linearly;
 *  - an interaction: the most valuable component is worth more on a broad account (a rare skin on an
 *    account with many heroes, limited characters on an account with many 5★ copies);
 *  - platform price levels: the same account sells higher on one platform than another (source column);
 *  - long-tailed noise (Student t, 3 degrees of freedom) instead of a normal mixture;
 *  - mispriced deals: typos that drop or add a zero, and friends' deals far below value;
 *  - many missing answers: the optional risk flags are unanswered in 30-50% of rows;
 *  - unpriced but spend-correlated attributes (ranks, VIP levels) and a cheap level attribute;
 *  - attributes added to the catalogue later (`LATER`) drawn from their own stream;
 *  - a price index with drift, a random walk, a level shift and a seasonal swing.
 *
 * It knows the truth: for every deal `truth` holds what a perfect model would predict, i.e. the true value of
 * the answered attributes with each unanswered flag averaged over its distribution (in log price), on the
 * deal's platform at its date. The MdAPE of that prediction is the noise floor of the market.
 */
export const DEFAULT_HARD_SEED = 20261125
const DEFAULT_HARD_END = Date.UTC(2026, 10, 1)
/**
 * Default rows per game: about 1,400 held-out deals per game in the backtest. With the demo market's 4,000
 * the per-game noise floor itself moves by a point between seeds, too much to judge a 10% gap.
 */
const HARD_ROWS_PER_GAME = 12_000

export interface HardMarket {
  rows: MarketRow[]
  /** Deal externalId → the perfect model's prediction (fen) for that deal. */
  truth: Map<string, number>
  /**
   * The part of a game's log price index at `at` that a forecaster who knew the index before `knownBefore`, the
   * market's drift and its seasonal swing could not have foreseen (the walk since, and a level shift not yet seen).
   * The truth knows the index at every date; a model can only forecast it, so `truth × exp(−unforeseen)` is what a
   * perfect model trained before `knownBefore` would predict.
   */
  unforeseen(gameId: number, at: number, knownBefore: number): number
}

/** Platforms with their own price level (log multiplier) and share of the deals. */
const PLATFORMS = [
  { name: '交易猫', weight: 0.45, level: 0 },
  { name: '螃蟹', weight: 0.33, level: Math.log(0.88) },
  { name: '盼之', weight: 0.22, level: Math.log(1.14) },
]

/** Risk flags: multiplier when off the safe value, share of accounts off it, share of rows leaving it unanswered. */
const FLAGS: Record<string, { mult: number; offShare: number; missing: number }> = {
  liveMail: { mult: 0.74, offShare: 0.3, missing: 0.42 },
  realNameChangeable: { mult: 0.87, offShare: 0.3, missing: 0.5 },
  violation: { mult: 0.62, offShare: 0.1, missing: 0.35 },
}

/** Share of deals that are mispriced, and how. */
const MISPRICED = { dropZero: 0.006, addZero: 0.004, friend: 0.012 }

/** Student t with 3 degrees of freedom, scaled: sold prices have long tails. */
function studentT3(rng: Rng): number {
  const z = rng.normal()
  let chi = 0
  for (let k = 0; k < 3; k++) chi += rng.normal() ** 2
  return z / Math.sqrt(chi / 3)
}
const NOISE_SCALE = 0.12

/**
 * Attributes the catalogue gained after this market was first drawn. Their values and who holds them come
 * from a stream of their own, so every other draw of the game (index, platforms, noise, mispricing) stays as it
 * was and the market only gains them. (Lists that grew, like the gacha rosters, keep drawing from the game's
 * stream: their items were drawn there from the start.)
 */
const LATER: Record<number, string[]> = { 10013: ['rareSkins'] }
const LATER_SALT = 0x1a7e5

interface Component {
  attr: AttributeDef
  /** Value in CNY of this attribute's holdings (before multipliers). */
  value(attrs: Attrs): number
  /** Typical size at spend 1 (for the breadth of tiers-only games). */
  sample(rng: Rng, spend: number): Attrs[string]
}

interface HardGame {
  game: GameDef
  components: Component[]
  /** Components of `LATER` attributes (not in `components`: they only add value). */
  later: Component[]
  /** Index of the component whose value grows with the account's breadth. */
  topIndex: number
  breadth(attrs: Attrs): number
  base: number
  servers: { value: string; mult: number; weight: number }[]
  index: number[]
  drift: number
}

/** Amplitude of the index's seasonal swing (log). */
const SEASON = 0.035
const season = (m: number) => SEASON * Math.sin((2 * Math.PI * m) / 12)

const rec = (a: Attrs, k: string) => (a[k] ?? {}) as Record<string, number>
const uniform = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng.next()

function countComponent(rng: Rng, attr: AttributeDef & { kind: 'count' }): Component {
  const isCurrency = attr.max >= 10_000
  // Levels (adventure/trailblaze) carry little value; currencies are worth close to face value per unit.
  const isLevel = attr.min >= 1 && attr.max <= 100
  const unit = isCurrency
    ? uniform(rng, 0.004, 0.02)
    : isLevel
      ? uniform(rng, 0.3, 1)
      : uniform(rng, 4, 40) * (150 / Math.max(30, attr.max))
  const gamma = isCurrency ? 1 : uniform(rng, 0.72, 0.9)
  const bonus = attr.thresholds?.length ? uniform(rng, 0.08, 0.16) : 0
  return {
    attr,
    value(a) {
      const n = (a[attr.key] as number | undefined) ?? 0
      const v = unit * Math.pow(Math.max(0, n - (isLevel ? attr.min : 0)), gamma)
      const over = (attr.thresholds ?? []).some((t) => n >= t.at)
      return v * (1 + (over ? bonus : 0))
    },
    sample(rng, s) {
      if (isCurrency) return Math.min(attr.max, Math.round(Math.exp(Math.log(attr.max) - 4 + 1.1 * rng.normal())))
      if (isLevel)
        return Math.max(attr.min, Math.min(attr.max, Math.round(attr.max * (0.55 + 0.3 * (1 - Math.exp(-s))) + 4 * rng.normal())))
      const mean = attr.max * (0.08 + 0.6 * (1 - Math.exp(-0.7 * s)))
      return Math.max(attr.min, Math.min(attr.max, Math.round(mean + 0.06 * attr.max * rng.normal())))
    },
  }
}

function tiersComponent(rng: Rng, attr: AttributeDef & { kind: 'tiers' }): Component {
  const u0 = uniform(rng, 2, 10)
  const step = uniform(rng, 3, 4.5)
  const tiers = attr.tiers.map((t, k) => ({ key: t.key, max: t.max, unit: u0 * Math.pow(step, k), gamma: uniform(rng, 0.74, 0.92), k }))
  return {
    attr,
    value(a) {
      const r = rec(a, attr.key)
      return tiers.reduce((v, t) => v + t.unit * Math.pow(r[t.key] ?? 0, t.gamma), 0)
    },
    sample(rng, s) {
      const out: Record<string, number> = {}
      for (const t of tiers) out[t.key] = Math.min(t.max, rng.poisson(t.max * 0.1 * Math.pow(0.5, t.k) * s + 0.2))
      return out
    },
  }
}

/** `share` scales how often each item is owned (a list of 28 named skins is not owned like ten characters). */
function namedComponent(
  rng: Rng,
  attr: AttributeDef & { kind: 'named' },
  partner?: AttributeDef & { kind: 'named' },
  share = 1,
): Component {
  const items = attr.items.map((it) => ({
    ...it,
    unit: uniform(rng, 90, 320),
    perLevel: uniform(rng, 0.45, 0.9),
    pOwn: uniform(rng, 0.2, 0.45),
  }))
  const levelSpan = attr.maxLevel - attr.minLevel
  return {
    attr,
    value(a) {
      const r = rec(a, attr.key)
      const other = partner ? rec(a, partner.key) : {}
      let v = 0
      for (const it of items) {
        const l = r[it.key]
        if (l === undefined) continue
        // Copies beyond the first add less and less.
        let iv = it.unit * (1 + it.perLevel * Math.pow(l - attr.minLevel, 0.8))
        if (it.signatureOf && other[it.signatureOf] !== undefined) iv *= 1.25
        v += iv
      }
      return v
    },
    sample(rng, s) {
      const out: Record<string, number> = {}
      for (const it of items) {
        if (!rng.chance(1 - Math.exp(-it.pOwn * share * s))) continue
        out[it.key] = attr.minLevel + Math.min(levelSpan, rng.poisson(0.3 * s))
      }
      return out
    },
  }
}

function buildHardGame(game: GameDef, rng: Rng, months: number, laterRng: Rng): HardGame {
  const components: Component[] = []
  const later: Component[] = []
  for (const a of game.attributes) {
    if (!a.priced) continue
    if (LATER[game.id]?.includes(a.key)) {
      if (a.kind === 'named') later.push(namedComponent(laterRng, a, undefined, Math.min(1, 10 / a.items.length)))
      continue
    }
    if (a.kind === 'count') components.push(countComponent(rng, a))
    if (a.kind === 'tiers') components.push(tiersComponent(rng, a))
    if (a.kind === 'named') {
      const partner = game.attributes.find((b) => b.kind === 'named' && (a.bundleWith === b.key || b.bundleWith === a.key))
      components.push(namedComponent(rng, a, partner?.kind === 'named' ? partner : undefined))
    }
  }
  // The top component: the highest tier of the first tiers attribute, else the first named attribute,
  // else the first count. Breadth: the first non-currency count other than the top one, else the lowest tier.
  const topIndex = Math.max(
    0,
    components.findIndex((c) => c.attr.kind === 'tiers' || c.attr.kind === 'named'),
  )
  const breadthAttr = components.find((c, i) => i !== topIndex && c.attr.kind === 'count' && c.attr.max < 10_000 && c.attr.min === 0)
  const lowTier = components.find((c) => c.attr.kind === 'tiers')
  const breadth = (a: Attrs): number => {
    if (breadthAttr && breadthAttr.attr.kind === 'count')
      return Math.min(1, ((a[breadthAttr.attr.key] as number) ?? 0) / breadthAttr.attr.max)
    if (lowTier && lowTier.attr.kind === 'tiers') {
      const t = lowTier.attr.tiers[0]
      return 1 - Math.exp(-(rec(a, lowTier.attr.key)[t.key] ?? 0) / (0.12 * t.max))
    }
    return 0.5
  }
  const serverAttr = game.attributes.find((a) => a.kind === 'enum' && a.priced)
  const servers =
    serverAttr?.kind === 'enum'
      ? serverAttr.options.map((o, k) => ({
          value: o.value,
          mult: k === 0 ? 1 : uniform(rng, 0.3, 0.95),
          weight: k === 0 ? 0.45 : uniform(rng, 0.1, 0.35),
        }))
      : []
  // Price index: drift, a random walk, one level shift and a seasonal swing.
  const shiftAt = 6 + Math.floor(rng.next() * (months - 10))
  const shift = uniform(rng, -0.14, 0.14)
  const drift = uniform(rng, -0.006, 0.006)
  const index: number[] = []
  let walk = 0
  for (let m = 0; m < months; m++) {
    walk += drift + 0.015 * rng.normal()
    index.push(walk + (m >= shiftAt ? shift : 0) + season(m))
  }
  return { game, components, later, topIndex, breadth, base: uniform(rng, 15, 60), servers, index, drift }
}

/** Value in CNY on the reference server with clean flags, before platform and index. */
function coreValue(h: HardGame, a: Attrs): number {
  const b = h.breadth(a)
  const v = h.components.reduce((v, c, i) => v + c.value(a) * (i === h.topIndex ? 0.6 + 0.8 * b : 1), h.base)
  return h.later.reduce((sum, c) => sum + c.value(a), v)
}

function sampleAccount(h: HardGame, rng: Rng, laterRng: Rng): { attrs: Attrs; full: Attrs } {
  const spend = Math.exp(1.0 * rng.normal())
  const full: Attrs = {}
  if (h.servers.length) full.server = pickWeighted(rng, h.servers).value
  for (const c of h.components) full[c.attr.key] = c.sample(rng, spend)
  for (const c of h.later) full[c.attr.key] = c.sample(laterRng, spend)
  for (const a of h.game.attributes) {
    if (a.priced) continue
    // Unpriced attributes are generated correlated with spend, as in real listings, and are worth nothing.
    if (a.kind === 'enum')
      full[a.key] =
        a.options[Math.min(a.options.length - 1, Math.floor(a.options.length * (1 - Math.exp(-0.6 * spend * rng.next() * 2))))].value
    if (a.kind === 'count') full[a.key] = Math.max(a.min, Math.min(a.max, Math.round(a.max * (1 - Math.exp(-0.5 * spend)) + rng.normal())))
  }
  for (const [key, f] of Object.entries(FLAGS)) {
    const off = rng.chance(f.offShare)
    const def = h.game.attributes.find((a) => a.key === key)
    if (def?.kind === 'flag') full[key] = off ? !def.default : def.default
  }
  const attrs: Attrs = { ...full }
  for (const [key, f] of Object.entries(FLAGS)) if (rng.chance(f.missing)) delete attrs[key]
  for (const a of h.game.attributes) if (!a.priced && !a.required && rng.chance(0.4)) delete attrs[a.key]
  return { attrs, full }
}

/** Log multiplier of the flags: actual values where answered, their expected log where not (the perfect model's view). */
function flagLog(h: HardGame, attrs: Attrs, full: Attrs, useFull: boolean): number {
  let s = 0
  for (const [key, f] of Object.entries(FLAGS)) {
    const def = h.game.attributes.find((a) => a.key === key)
    if (def?.kind !== 'flag') continue
    const v = useFull ? full[key] : attrs[key]
    if (v === undefined) s += f.offShare * Math.log(f.mult)
    else if (v !== def.default) s += Math.log(f.mult)
  }
  return s
}

export function hardGameIds(): number[] {
  return listGames().map((g) => g.id)
}

export function generateHardMarket(opts: MarketGenOptions = {}): HardMarket {
  const seed = opts.seed ?? DEFAULT_HARD_SEED
  const games = opts.games ?? hardGameIds()
  const w = marketWindow(opts, { endMs: DEFAULT_HARD_END, rowsPerGame: HARD_ROWS_PER_GAME })
  const { months, start, end } = w
  const enabled = listGames().filter((g) => games.includes(g.id))
  const rows: MarketRow[] = []
  const truth = new Map<string, number>()
  const built = new Map<number, HardGame>()
  for (const [k, game] of enabled.entries()) {
    const rng = makeRng(subSeed(seed ^ 0x4a5d, game.id))
    const laterRng = makeRng(subSeed(seed ^ LATER_SALT, game.id))
    const h = buildHardGame(game, rng, months, laterRng)
    built.set(game.id, h)
    const indexAt = (t: number) => h.index[w.monthOf(t)]
    const n = w.rowsFor(k, enabled.length)
    for (let i = 0; i < n; i++) {
      const { attrs, full } = sampleAccount(h, rng, laterRng)
      const server = h.servers.find((s) => s.value === full.server)
      const platform = pickWeighted(rng, PLATFORMS)
      const logCore = Math.log(coreValue(h, full)) + Math.log(server?.mult ?? 1) + platform.level
      const externalId = `hard-${game.id}-${String(i + 1).padStart(6, '0')}`
      const yuan = (x: number) => Math.max(10, Math.round(x)) * 100
      const common = { gameId: game.id, externalId, source: platform.name, attrs, demo: true }
      if (rng.next() < w.dealShare) {
        const { soldAt, listedAt } = dealTimes(rng, w)
        let price = Math.exp(logCore + flagLog(h, attrs, full, true) + indexAt(soldAt) + NOISE_SCALE * studentT3(rng))
        const u = rng.next()
        if (u < MISPRICED.dropZero) price /= 10
        else if (u < MISPRICED.dropZero + MISPRICED.addZero) price *= 10
        else if (u < MISPRICED.dropZero + MISPRICED.addZero + MISPRICED.friend) price *= uniform(rng, 0.25, 0.6)
        rows.push({ ...common, kind: 'deal', status: 'sold', priceFen: yuan(price), listedAt, soldAt })
        truth.set(externalId, Math.exp(logCore + flagLog(h, attrs, full, false) + indexAt(soldAt)) * 100)
      } else {
        const listedAt = Math.floor(start + rng.next() * (end - start))
        const onSale = end - listedAt < 60 * DAY && rng.chance(0.7)
        const ask = Math.exp(logCore + flagLog(h, attrs, full, true) + indexAt(listedAt) + 0.12 + 0.2 * rng.normal())
        rows.push({ ...common, kind: 'listing', status: onSale ? 'on_sale' : 'off_shelf', priceFen: yuan(ask), listedAt, soldAt: null })
      }
    }
  }
  const unforeseen = (gameId: number, at: number, knownBefore: number) => {
    const h = built.get(gameId)
    if (!h) throw new Error(`game ${gameId} is not in this market`)
    const m = w.monthOf(at)
    // The last month with any deal before `knownBefore` counts as known, as a model trained then has seen part of it.
    const k = w.monthOf(knownBefore - 1)
    if (m <= k) return 0
    return h.index[m] - (h.index[k] + h.drift * (m - k) + season(m) - season(k))
  }
  return { rows, truth, unforeseen }
}
