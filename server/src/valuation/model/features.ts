import type { Attrs, GameDef } from '../catalogue/types'

/**
 * Features are derived from the game schema. Each feature is a small declarative record so a serialized
 * model carries its own feature recipe and can be evaluated without re-deriving it.
 *  - counts: log1p (diminishing returns in log price) + linear share of the maximum + step thresholds (全英雄);
 *  - tiers: per tier log1p, linear, pow and an "owns any" segment indicator, because across tiers one item
 *    outweighs many lower ones and a single straight line across tiers fits badly (notes rule 1); the lowest tier's
 *    log1p count also in segments where they help (TIER_SEGMENTS);
 *  - named items: one feature per item, 0 when not owned and 1 + LEVEL_WORTH per further copy when owned,
 *    plus the levels summed over the items (命座, 精炼), the count owned and the total copies. Not a level
 *    and a bundle feature per item as well: the rosters hold 40-55 limited characters and as many weapons,
 *    that would triple the features (training and every valuation's comparables search grow with them), and
 *    on the hard market the extra per-item values, each learnt from a few hundred deals, cost accuracy;
 *  - bundles: how many characters come with their signature weapon (notes rule 2);
 *  - flags: 0/1 (shared risk discounts); enums: one-hot against the reference option (server discounts).
 * Unpriced attributes (seasonal rank, VIP level, remarks) produce no features at all.
 */
export type FeatureTransform =
  | { t: 'log1p'; attr: string; sub?: string }
  | { t: 'linear'; attr: string; sub?: string; scale: number }
  | { t: 'pow'; attr: string; sub?: string; scale: number }
  | { t: 'seg'; attr: string; sub: string; lo: number; hi: number }
  | { t: 'any'; attr: string; sub: string }
  | { t: 'ge'; attr: string; at: number }
  | { t: 'owned'; attr: string; sub: string; perLevel?: number; min?: number }
  | { t: 'levels'; attr: string; min: number }
  | { t: 'ownedCount'; attr: string }
  | { t: 'copies'; attr: string; min: number }
  | { t: 'bundles'; attr: string; attr2: string; pairs: [string, string][] }
  | { t: 'flag'; attr: string }
  | { t: 'is'; attr: string; value: string }
  | { t: 'additive'; base: number; terms: { j: number; w: number }[] }

export interface FeatureDef {
  name: string
  /** Breakdown group (attribute key, or `bundle:<attr>` for interactions). */
  group: string
  /** +1: coefficient must be ≥ 0 (value never falls when the attribute grows); -1: ≤ 0; 0: free. */
  sign: 1 | -1 | 0
  tf: FeatureTransform
}

/**
 * What each further copy of an owned item (a 命座, a 精炼, a 星魂, a 叠影) adds, as a share of the item itself:
 * an item's feature is 1 + LEVEL_WORTH·(level − lowest), so a 6命 character counts 4.6 times a 0命 one and
 * its value scales with the character's own (a 6命 of a sought-after character is worth more than a 6命 of an
 * old one); the summed levels feature adjusts the average. A copy costs as many pulls as the first, and
 * listings price it at somewhat over half. On the hard market this beat separate owned and level features
 * per item (more values to learn from the same deals) and owned features alone.
 */
const LEVEL_WORTH = 0.6

/**
 * Exponent of the diminishing-returns term (the 100th skin of a tier adds less than the 10th): between the
 * log1p and linear terms it lets the log regression follow count^γ. It stays out of the additive value:
 * there it only bought variance (backtests over five demo seeds got worse, the hard market no better).
 */
export const POW = 0.7

/**
 * Segments the lowest tier's log1p count is cut into, each its own feature (the log1p count within the segment):
 * with a non-negative slope each, the log regression can bend the tier's curve where its price does, and the curve
 * stays monotone. The lowest tier is the one whose counts run into the hundreds and measure how complete an account
 * is, which also scales what its higher tiers are worth; log1p, linear and pow give it one fixed shape. On the hard
 * market 穿越火线 (per-tier power laws, all scaled by how many permanent weapons the account holds) was valued 4-5 %
 * off in the middle of the permanent range: 1.02-1.08 × the noise floor over five seeds, 0.96-1.05 with segments.
 * Training keeps them only where they clearly help (`keepSegmentsIfTheyHelp` in train.ts): elsewhere they only add
 * noise, and on every tier they cost the four-tier games on the demo market up to 0.15 points of MdAPE.
 */
const TIER_SEGMENTS = 5

function tierSegments(attr: string, sub: string, max: number, sign: FeatureDef['sign']): FeatureDef[] {
  const top = Math.log1p(Math.max(1, max))
  return Array.from({ length: TIER_SEGMENTS }, (_, k) => ({
    name: `${attr}.${sub}:seg${k}`,
    group: attr,
    sign,
    tf: { t: 'seg' as const, attr, sub, lo: (top * k) / TIER_SEGMENTS, hi: (top * (k + 1)) / TIER_SEGMENTS },
  }))
}

export function buildFeatures(game: GameDef): FeatureDef[] {
  const out: FeatureDef[] = []
  for (const a of game.attributes) {
    if (!a.priced) continue
    const inc: 1 | -1 | 0 = a.monotone === 'increasing' ? 1 : a.monotone === 'decreasing' ? -1 : 0
    switch (a.kind) {
      case 'count':
        out.push({ name: `${a.key}:log1p`, group: a.key, sign: inc, tf: { t: 'log1p', attr: a.key } })
        out.push({ name: `${a.key}:lin`, group: a.key, sign: inc, tf: { t: 'linear', attr: a.key, scale: 1 / Math.max(1, a.max) } })
        out.push({ name: `${a.key}:pow`, group: a.key, sign: inc, tf: { t: 'pow', attr: a.key, scale: 1 / Math.max(1, a.max) ** POW } })
        for (const th of a.thresholds ?? [])
          out.push({ name: `${a.key}:ge${th.at}`, group: a.key, sign: inc, tf: { t: 'ge', attr: a.key, at: th.at } })
        break
      case 'tiers':
        for (const tier of a.tiers) {
          out.push({ name: `${a.key}.${tier.key}:log1p`, group: a.key, sign: inc, tf: { t: 'log1p', attr: a.key, sub: tier.key } })
          out.push({
            name: `${a.key}.${tier.key}:lin`,
            group: a.key,
            sign: inc,
            tf: { t: 'linear', attr: a.key, sub: tier.key, scale: 1 / Math.max(1, tier.max) },
          })
          out.push({
            name: `${a.key}.${tier.key}:pow`,
            group: a.key,
            sign: inc,
            tf: { t: 'pow', attr: a.key, sub: tier.key, scale: 1 / Math.max(1, tier.max) ** POW },
          })
          out.push({ name: `${a.key}.${tier.key}:any`, group: a.key, sign: inc, tf: { t: 'any', attr: a.key, sub: tier.key } })
          if (tier === a.tiers[0]) out.push(...tierSegments(a.key, tier.key, tier.max, inc))
        }
        break
      case 'named': {
        // An owned item counts its further copies at LEVEL_WORTH each (see there).
        const leveled = a.maxLevel > a.minLevel
        for (const it of a.items) {
          const tf: FeatureTransform = leveled
            ? { t: 'owned', attr: a.key, sub: it.key, perLevel: LEVEL_WORTH, min: a.minLevel }
            : { t: 'owned', attr: a.key, sub: it.key }
          out.push({ name: `${a.key}.${it.key}:owned`, group: a.key, sign: inc, tf })
        }
        out.push({ name: `${a.key}:ownedCount`, group: a.key, sign: inc, tf: { t: 'ownedCount', attr: a.key } })
        // Items without levels: the copies are the items owned, already counted.
        if (leveled) {
          out.push({ name: `${a.key}:levels`, group: a.key, sign: inc, tf: { t: 'levels', attr: a.key, min: a.minLevel } })
          out.push({ name: `${a.key}:copies`, group: a.key, sign: inc, tf: { t: 'copies', attr: a.key, min: a.minLevel } })
        }
        const pairs = a.items.flatMap((it): [string, string][] => (it.signatureOf ? [[it.key, it.signatureOf]] : []))
        if (a.bundleWith && pairs.length)
          out.push({
            name: `bundle:${a.key}`,
            group: `bundle:${a.key}`,
            sign: inc,
            tf: { t: 'bundles', attr: a.key, attr2: a.bundleWith, pairs },
          })
        break
      }
      case 'flag':
        out.push({ name: `${a.key}`, group: a.key, sign: inc, tf: { t: 'flag', attr: a.key } })
        break
      case 'enum':
        for (const o of a.options) {
          if (o.value === a.default) continue
          out.push({ name: `${a.key}=${o.value}`, group: a.key, sign: 0, tf: { t: 'is', attr: a.key, value: o.value } })
        }
        break
      case 'text':
        break
    }
  }
  return out
}

const recOf = (attrs: Attrs, key: string): Record<string, number> | undefined => {
  const v = attrs[key]
  return v !== undefined && typeof v === 'object' ? (v as Record<string, number>) : undefined
}

/**
 * Value of one feature for an account; `undefined` when the attribute is unanswered (the caller imputes).
 * Tier / named records that are present treat missing entries as 0 / not owned.
 */
export function featureValue(tf: FeatureTransform, attrs: Attrs): number | undefined {
  // The additive value is computed from the other features in `vectorize`.
  if (tf.t === 'additive') return undefined
  const v = attrs[tf.attr]
  if (v === undefined) return undefined
  switch (tf.t) {
    case 'log1p': {
      const n = tf.sub ? (recOf(attrs, tf.attr)?.[tf.sub] ?? 0) : (v as number)
      return Math.log1p(Math.max(0, n))
    }
    case 'linear': {
      const n = tf.sub ? (recOf(attrs, tf.attr)?.[tf.sub] ?? 0) : (v as number)
      return n * tf.scale
    }
    case 'pow': {
      const n = tf.sub ? (recOf(attrs, tf.attr)?.[tf.sub] ?? 0) : (v as number)
      return Math.pow(Math.max(0, n), POW) * tf.scale
    }
    case 'seg': {
      const n = recOf(attrs, tf.attr)?.[tf.sub] ?? 0
      return Math.min(tf.hi - tf.lo, Math.max(0, Math.log1p(Math.max(0, n)) - tf.lo))
    }
    case 'any':
      return (recOf(attrs, tf.attr)?.[tf.sub] ?? 0) > 0 ? 1 : 0
    case 'ge':
      return (v as number) >= tf.at ? 1 : 0
    case 'owned': {
      const l = recOf(attrs, tf.attr)?.[tf.sub]
      if (l === undefined) return 0
      return tf.perLevel ? 1 + tf.perLevel * (l - (tf.min ?? 0)) : 1
    }
    case 'levels':
      return Object.values(recOf(attrs, tf.attr) ?? {}).reduce((s, l) => s + (l - tf.min), 0)
    case 'ownedCount':
      return Math.log1p(Object.keys(recOf(attrs, tf.attr) ?? {}).length)
    case 'copies': {
      const r = recOf(attrs, tf.attr) ?? {}
      return Math.log1p(Object.values(r).reduce((s, l) => s + (l - tf.min + 1), 0))
    }
    case 'bundles': {
      // Both sides must be answered: with one unanswered the bundles are imputed like it.
      if (attrs[tf.attr2] === undefined) return undefined
      const own = recOf(attrs, tf.attr) ?? {}
      const other = recOf(attrs, tf.attr2) ?? {}
      return tf.pairs.reduce((n, [sub, sub2]) => n + (own[sub] !== undefined && other[sub2] !== undefined ? 1 : 0), 0)
    }
    case 'flag':
      return v === true ? 1 : 0
    case 'is':
      return v === tf.value ? 1 : 0
  }
}

/** Raw feature vector; unanswered attributes take the imputation values (training means). */
export function vectorize(
  features: FeatureDef[],
  attrs: Attrs,
  impute: ArrayLike<number> | null,
  out = new Float64Array(features.length),
): Float64Array {
  for (let j = 0; j < features.length; j++) {
    const v = featureValue(features[j].tf, attrs)
    out[j] = v === undefined ? (impute ? impute[j] : 0) : v
  }
  for (let j = 0; j < features.length; j++) {
    const tf = features[j].tf
    if (tf.t === 'additive') out[j] = additiveValue(tf, out)
  }
  return out
}

/** log of the additive value (CNY, ≥ 1) from the already computed linear/owned/level/bundle features. */
export function additiveValue(tf: { base: number; terms: { j: number; w: number }[] }, x: ArrayLike<number>): number {
  let a = tf.base
  for (const term of tf.terms) a += term.w * x[term.j]
  return Math.log(Math.max(1, a))
}

/**
 * Features that enter the additive value model: quantities of monotone-increasing attributes on a linear
 * scale (counts, owned items, summed levels, bundles) — "within a tier, counts are roughly additive".
 */
export function additiveCandidates(features: FeatureDef[]): number[] {
  const out: number[] = []
  features.forEach((f, j) => {
    if (f.sign === 1 && (f.tf.t === 'linear' || f.tf.t === 'owned' || f.tf.t === 'levels' || f.tf.t === 'bundles' || f.tf.t === 'ge'))
      out.push(j)
  })
  return out
}

/**
 * The breakdown's reference account: an empty, clean account on the reference server (counts 0, nothing
 * owned, risk flags at their safe defaults). Contributions are measured from it.
 */
export function referenceAttrs(game: GameDef): Attrs {
  const out: Attrs = {}
  for (const a of game.attributes) {
    switch (a.kind) {
      case 'count':
        out[a.key] = a.min
        break
      case 'tiers':
      case 'named':
        out[a.key] = {}
        break
      case 'flag':
        out[a.key] = a.default
        break
      case 'enum':
        out[a.key] = a.default
        break
      case 'text':
      default:
        break
    }
  }
  return out
}
