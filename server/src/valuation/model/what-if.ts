import type { Attrs } from '../catalogue/types'
import { NO_CORRECTION, residualCorrection } from './comparables'
import { CORRECTION_CAP, K_NEIGHBOURS, type Prepared } from './core'
import { vectorize } from './features'
import type { TrainedModel } from './types'

/** Estimates are whole yuan, at least ¥1 (the same rounding as `predict`). */
export const toYuanFen = (x: number) => Math.max(100, Math.round(x / 100) * 100)

/**
 * Relative slack when shortlisting by updated distances. Their float error is about 1e-13 of the
 * distances' scale, so the slack is far above it and far below any real gap between anchors.
 */
const MARGIN = 1e-9

interface Columns {
  /** Anchor vectors feature by feature (column-major): a pass over one feature reads contiguous memory. */
  cols: Float64Array[]
  /** Squared norm of each anchor vector. */
  norms: Float64Array
}

const columnCache = new WeakMap<Prepared, Columns>()

/** Built once per model (the prepared model is cached per model object). */
function columnsOf(prep: Prepared): Columns {
  let c = columnCache.get(prep)
  if (!c) {
    const { n, p, vectors } = prep
    const cols = Array.from({ length: p }, (_, j) => Float64Array.from({ length: n }, (_, i) => vectors[i * p + j]))
    const norms = new Float64Array(n)
    for (const col of cols) for (let i = 0; i < n; i++) norms[i] += col[i] * col[i]
    c = { cols, norms }
    columnCache.set(prep, c)
  }
  return c
}

/**
 * d[i] += Σ_k a[k]·cols[js[k]][i] + b for every anchor i, four features per pass: fewer loads and stores of
 * d[i], about 1.5× faster than one feature at a time.
 */
function addDot(d: Float64Array, cols: Float64Array[], js: number[], a: number[], b: number): void {
  const n = d.length
  let k = 0
  for (; k + 3 < js.length; k += 4) {
    const [c0, c1, c2, c3] = [cols[js[k]], cols[js[k + 1]], cols[js[k + 2]], cols[js[k + 3]]]
    const [a0, a1, a2, a3] = [a[k], a[k + 1], a[k + 2], a[k + 3]]
    for (let i = 0; i < n; i++) d[i] += a0 * c0[i] + a1 * c1[i] + a2 * c2[i] + a3 * c3[i]
  }
  for (; k < js.length; k++) {
    const c = cols[js[k]]
    const ak = a[k]
    for (let i = 0; i < n; i++) d[i] += ak * c[i]
  }
  if (b !== 0) for (let i = 0; i < n; i++) d[i] += b
}

/**
 * Squared distances are linear in the anchor vector v once its squared norm is known:
 *  |v − q|² = |v|² − 2v·q + |q|², and |v − q|² − |v − q0|² = 2v·(q0 − q) + |q|² − |q0|²,
 * where only the features in which q differs from q0 count.
 */
function squaredDistances(c: Columns, q: Float64Array): Float64Array {
  const js: number[] = []
  const a: number[] = []
  let b = 0
  for (let j = 0; j < q.length; j++) {
    js.push(j)
    a.push(-2 * q[j])
    b += q[j] * q[j]
  }
  const d = Float64Array.from(c.norms)
  addDot(d, c.cols, js, a, b)
  return d
}

function moveDistances(d: Float64Array, c: Columns, q0: Float64Array, q: Float64Array): void {
  const js: number[] = []
  const a: number[] = []
  let b = 0
  for (let j = 0; j < q.length; j++) {
    if (q[j] === q0[j]) continue
    js.push(j)
    a.push(2 * (q0[j] - q[j]))
    b += q[j] * q[j] - q0[j] * q0[j]
  }
  addDot(d, c.cols, js, a, b)
}

/** k-th smallest value (a small sorted buffer: k is 30); Infinity for k = 0. */
function kthSmallest(values: Float64Array, k: number): number {
  if (k === 0) return Infinity
  const best = new Float64Array(k).fill(Infinity)
  for (let i = 0; i < values.length; i++) {
    const d = values[i]
    if (d >= best[k - 1]) continue
    let pos = k - 1
    while (pos > 0 && best[pos - 1] > d) {
      best[pos] = best[pos - 1]
      pos--
    }
    best[pos] = d
  }
  return best[k - 1]
}

/**
 * "What would the estimate be if this answer changed?" for one account, many times over (the unanswered
 * rows of the breakdown state the estimates their possible answers give). Each answer is valued exactly as
 * `predict` values it — same feature vector, regression, comparables correction and rounding — so a stated
 * amount is the estimate the user gets on answering. Only cheaper: a comparables search per answer would
 * cost about as much as the whole prediction.
 *
 * How: the squared distance of the account to every anchor is computed once. An answer changes a few
 * features, and each anchor's distance is updated in those only. These sums are not added in the search's
 * order, so they differ from its sums in the last bits; they only pick a shortlist (the nearest
 * K_NEIGHBOURS plus a margin far above float error). The shortlist's distances are then computed in the
 * search's order and ranked by its rule (equal distance: earlier anchor first), which gives exactly the
 * neighbours `nearest` finds. (Pruning by the triangle inequality does not pay: the shell it leaves holds
 * hundreds of anchors even for a flag, the market is that dense around a typical account.)
 */
export class WhatIf {
  private readonly p: number
  private readonly k: number
  private readonly columns: Columns
  private readonly q0: Float64Array
  private baseDistances: Float64Array | undefined
  /** Scratch: the base distances moved for one answer (reused: answers allocate next to nothing). */
  private readonly moved: Float64Array
  private readonly x1: Float64Array<ArrayBuffer>
  private readonly q1: Float64Array<ArrayBuffer>

  constructor(
    private readonly model: TrainedModel,
    private readonly prep: Prepared,
    /** The account's feature vector (unanswered attributes imputed). */
    x0: Float64Array,
    /** Price index at the valuation date. */
    private readonly index: number,
  ) {
    this.p = prep.p
    this.k = Math.min(K_NEIGHBOURS, prep.n)
    this.columns = columnsOf(prep)
    this.q0 = this.query(x0, new Float64Array(this.p))
    this.x1 = new Float64Array(this.p)
    this.q1 = new Float64Array(this.p)
    this.moved = new Float64Array(prep.n)
  }

  /** The account's distances, computed on the first answer that needs the comparables (none when the correction is off). */
  private get base(): Float64Array {
    return (this.baseDistances ??= squaredDistances(this.columns, this.q0))
  }

  /** The estimate (fen) `predict` gives for `attrs` (the account with a few answers changed). */
  estimateFen(attrs: Attrs): number {
    return this.estimateFenOf(vectorize(this.model.features, attrs, this.model.mean, this.x1))
  }

  /** The same for a raw feature vector (an answer taken from a similar sold account's features). */
  estimateFenOf(x: Float64Array): number {
    const { p, prep, model } = this
    // The regression part, summed in the order `score` sums it (same float result).
    let linear = model.intercept
    for (let j = 0; j < p; j++) linear += prep.beta[j] * ((x[j] - prep.mean[j]) / prep.sd[j])
    const correction =
      model.knn.shrink >= NO_CORRECTION
        ? 0
        : residualCorrection(
            this.nearest(this.query(x, this.q1)),
            prep.corrections,
            model.knn.minSimilarity,
            model.knn.shrink,
            CORRECTION_CAP,
          ).correction
    return toYuanFen(Math.exp(linear + this.index + correction))
  }

  /** Standardized, weighted query vector, computed as `score` computes it. */
  private query<T extends Float64Array>(x: ArrayLike<number>, out: T): T {
    const { prep } = this
    for (let j = 0; j < this.p; j++) out[j] = ((x[j] - prep.mean[j]) / prep.sd[j]) * prep.weights[j]
    return out
  }

  /** Sequential squared distance of anchor i to q, in the comparables search's summation order. */
  private distance(i: number, q: Float64Array): number {
    const v = this.prep.vectors
    const off = i * this.p
    let d = 0
    for (let j = 0; j < this.p; j++) {
      const diff = v[off + j] - q[j]
      d += diff * diff
    }
    return d
  }

  /** The neighbours `nearest` returns for q (skipping no anchor). */
  private nearest(q: Float64Array) {
    const { moved, k } = this
    moved.set(this.base)
    moveDistances(moved, this.columns, this.q0, q)
    const kth = kthSmallest(moved, k)
    const cut = kth + MARGIN * (1 + Math.abs(kth))
    const near: { i: number; d: number }[] = []
    for (let i = 0; i < moved.length; i++) if (moved[i] <= cut) near.push({ i, d: this.distance(i, q) })
    near.sort((a, b) => a.d - b.d || a.i - b.i)
    const top = near.slice(0, k)
    const scale = this.model.knn.scale
    return {
      index: Int32Array.from(top, (t) => t.i),
      similarity: Float64Array.from(top, (t) => Math.exp(-Math.sqrt(t.d) / scale)),
      count: top.length,
    }
  }
}
