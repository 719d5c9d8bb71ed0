import type { AttributeDef, Attrs } from '../catalogue/types'
import type { Prepared } from './core'
import { queryTerms, surelyBeyond } from './comparables'
import { POW, additiveValue, featureValue, type FeatureDef, type FeatureTransform } from './features'
import type { TrainedModel } from './types'
import type { WhatIf } from './what-if'

/** Sold accounts whose answers make up an unanswered attribute's spread (fewer for a game with fewer anchors). */
export const SPREAD_NEIGHBOURS = 100
/** Anchors read, nearest first, to find SPREAD_NEIGHBOURS that answered the attribute. */
const CANDIDATES = 4 * SPREAD_NEIGHBOURS
/** Standardized distance from the market average within which a deal counts as having left the attribute out. */
const LEFT_OUT_Z = 0.05
/** Fewer similar accounts than this answered the attribute: no spread is stated (a few answers are no distribution). */
const MIN_ANSWERS = 10
/** The spread's ends: the 10th and 90th percentile of the estimates, like the 80% range's. */
const SPREAD_LOW = 0.1
const SPREAD_HIGH = 0.9

export interface Spread {
  lowFen: number
  highFen: number
}

/** Features an unanswered attribute decides: its own and the bundles it is one side of. */
function columnsOf(features: FeatureDef[], key: string): number[] {
  return features.flatMap((f, j) => {
    const tf = f.tf
    const own = f.group === key && tf.t !== 'additive'
    const bundle = tf.t === 'bundles' && (tf.attr === key || tf.attr2 === key)
    return own || bundle ? [j] : []
  })
}

/**
 * What answering each unanswered attribute would likely do to the estimate: the 10th and 90th percentile of the
 * estimates this account gets with the answers of the sold accounts most like it (in everything it did answer).
 *
 * The market's own answers, not the extremes of what could be typed: "none" against the richest holding any deal
 * shows stated ¥499–¥8,632 for an account whose 80% range was ¥545–¥1,087, a spread no range can honestly contain
 * and one that says nothing about this account. The similar accounts are searched with the unanswered features
 * left out of the distance (their imputed market average would favour accounts that sit at the average), and
 * only those whose own deal answered the attribute count (a deal that left it out carries the average too).
 * Each answer is the neighbour's feature values in the attribute's columns (and its bundles), the additive value
 * recomputed; the two answers at the percentiles are then valued exactly as `predict` values an account.
 */
export function answerSpreads(
  model: TrainedModel,
  prep: Prepared,
  attrs: Attrs,
  x: Float64Array,
  unanswered: AttributeDef[],
  whatIf: WhatIf,
): Map<string, Spread> {
  const out = new Map<string, Spread>()
  if (!unanswered.length) return out
  const { features } = model
  const order = similarOrder(model, prep, attrs, x)
  const xi = new Float64Array(prep.p)
  for (const a of unanswered) {
    const cols = columnsOf(features, a.key)
    const answers: { x: Float64Array; linear: number }[] = []
    for (const i of order) {
      if (answers.length >= SPREAD_NEIGHBOURS) break
      if (leftOut(prep, i, cols)) continue
      xi.set(x)
      for (const j of cols) xi[j] = snap(features[j].tf, rawFeature(prep, i, j))
      answers.push({ x: withAdditive(features, Float64Array.from(xi)), linear: 0 })
    }
    if (answers.length < MIN_ANSWERS) continue
    for (const ans of answers) ans.linear = linearPart(prep, ans.x)
    answers.sort((p, q) => p.linear - q.linear)
    const m = answers.length - 1
    const ends = [answers[Math.floor(SPREAD_LOW * m)], answers[Math.ceil(SPREAD_HIGH * m)]].map((ans) => whatIf.estimateFenOf(ans.x))
    out.set(a.key, { lowFen: Math.min(...ends), highFen: Math.max(...ends) })
  }
  return out
}

/**
 * Anchors from the most to the least similar to the account in what it answered: the distance of the comparables
 * search over the features that do not depend on an unanswered attribute.
 */
function similarOrder(model: TrainedModel, prep: Prepared, attrs: Attrs, x: Float64Array): Int32Array {
  const { features } = model
  const { p, n } = prep
  const imputed = features.map((f) => f.tf.t !== 'additive' && featureValue(f.tf, attrs) === undefined)
  const kept: number[] = []
  features.forEach((f, j) => {
    const tf = f.tf
    const off = tf.t === 'additive' ? tf.terms.some((term) => imputed[term.j]) : imputed[j]
    if (!off) kept.push(j)
  })
  const q = kept.map((j) => ((x[j] - prep.mean[j]) / prep.sd[j]) * prep.weights[j])
  // Only the nearest few hundred are ever read (enough even where most deals left the attribute out). `best` holds
  // the smallest distances so far (a max-heap: its top is the bound); an anchor whose running sum already passes the
  // largest of them cannot be among the nearest, so its sum stops there. Most anchors are ruled out by their largest
  // terms first (`surelyBeyond`); the distances kept are summed in full and in the same order as before, so the order
  // is exactly the one of a full search.
  const k = Math.min(n, CANDIDATES)
  const best = new SmallestK(k)
  const candidates: number[] = []
  const distances: number[] = []
  const qByColumn = new Float64Array(p)
  kept.forEach((j, c) => (qByColumn[j] = q[c]))
  const isKept = new Set(kept)
  const terms = queryTerms(prep.order, qByColumn, (j) => isKept.has(j))
  for (let i = 0; i < n; i++) {
    const off = i * p
    const bound = best.bound()
    if (bound < Infinity && surelyBeyond(prep.order, p, i, terms, bound)) continue
    let s = 0
    for (let c = 0; c < kept.length && s <= bound; c++) {
      const diff = prep.vectors[off + kept[c]] - q[c]
      s += diff * diff
    }
    if (s > bound) continue
    candidates.push(i)
    distances.push(s)
    if (s < bound) best.add(s)
  }
  const cut = k === 0 ? Infinity : best.bound()
  const near: number[] = []
  const d = new Float64Array(n)
  candidates.forEach((i, r) => {
    if (distances[r] <= cut) {
      near.push(i)
      d[i] = distances[r]
    }
  })
  return Int32Array.from(near).sort((a, b) => d[a] - d[b] || a - b)
}

/**
 * The `k` smallest of the numbers added (a max-heap); `bound()` is the largest of them, Infinity until there are k.
 * Replaces a sorted array whose insertions moved a couple of hundred entries each.
 */
class SmallestK {
  private readonly heap: Float64Array
  private size = 0

  constructor(private readonly k: number) {
    this.heap = new Float64Array(k)
  }

  bound(): number {
    return this.size < this.k ? Infinity : this.heap[0]
  }

  /** Adds `v`, which is below `bound()`: when full, it takes the largest one's place. */
  add(v: number): void {
    const h = this.heap
    if (this.size < this.k) {
      let i = this.size++
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (h[parent] >= v) break
        h[i] = h[parent]
        i = parent
      }
      h[i] = v
      return
    }
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      if (l >= this.k) break
      const r = l + 1
      const c = r < this.k && h[r] > h[l] ? r : l
      if (h[c] <= v) break
      h[i] = h[c]
      i = c
    }
    h[i] = v
  }
}

/**
 * Whether an anchor's deal left the attribute out: it sits at the market average in every column. Not exactly: the
 * deals were imputed with the mean of those that answered, the standardization uses the mean of the deals the fit
 * kept (trimming moves it by a few hundredths of a standard deviation). An answer that close to the average in
 * every column adds nothing to the spread either.
 */
function leftOut(prep: Prepared, i: number, cols: number[]): boolean {
  return cols.every((j) => Math.abs(prep.vectors[i * prep.p + j] / prep.weights[j]) < LEFT_OUT_Z)
}

/** An anchor's raw feature value, back from its standardized, weighted vector. */
function rawFeature(prep: Prepared, i: number, j: number): number {
  return (prep.vectors[i * prep.p + j] / prep.weights[j]) * prep.sd[j] + prep.mean[j]
}

const whole = (x: number) => Math.max(0, Math.round(x))

/**
 * The value an answer really gives the feature, from the anchor's value (stored to 4 decimals of a standard
 * deviation): whole counts, owned or not, whole levels. The estimate is then one a real answer gets.
 */
function snap(tf: FeatureTransform, v: number): number {
  switch (tf.t) {
    case 'log1p':
    case 'ownedCount':
    case 'copies':
      return Math.log1p(whole(Math.expm1(v)))
    case 'linear':
      return whole(v / tf.scale) * tf.scale
    case 'pow':
      return Math.pow(whole(Math.pow(Math.max(0, v / tf.scale), 1 / POW)), POW) * tf.scale
    case 'owned':
      if (v < 0.5) return 0
      return tf.perLevel ? 1 + tf.perLevel * whole((v - 1) / tf.perLevel) : 1
    case 'flag':
    case 'is':
    case 'ge':
    case 'any':
      return v < 0.5 ? 0 : 1
    case 'levels':
    case 'bundles':
      return whole(v)
    case 'seg': {
      // Within the segment the count is read back from it; at either end the segment says only "below" or "beyond".
      if (v <= 0 || v >= tf.hi - tf.lo) return v
      return Math.min(tf.hi - tf.lo, Math.max(0, Math.log1p(whole(Math.expm1(v + tf.lo))) - tf.lo))
    }
    case 'additive':
      return v
  }
}

function withAdditive(features: FeatureDef[], x: Float64Array): Float64Array {
  features.forEach((f, j) => {
    if (f.tf.t === 'additive') x[j] = additiveValue(f.tf, x)
  })
  return x
}

/** The regression part of the log estimate (ranking only: the ends are valued exactly). */
function linearPart(prep: Prepared, x: Float64Array): number {
  let s = 0
  for (let j = 0; j < prep.p; j++) s += prep.beta[j] * ((x[j] - prep.mean[j]) / prep.sd[j])
  return s
}
