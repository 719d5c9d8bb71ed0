/**
 * Nearest comparables in the model's weighted, standardized feature space. Weights are |beta| (with a
 * floor), so a distance is roughly "how different the two accounts' prices should be" in log units and
 * irrelevant attributes barely move it. Similarity = exp(-distance / scale) ∈ (0, 1].
 */
export interface Neighbours {
  /** Anchor indices, most similar first. */
  index: Int32Array
  similarity: Float64Array
  count: number
}

/**
 * An anchor set's columns rearranged, the widest spread first, for searches that run many queries over it. A query
 * sums its distances largest expected term first (`queryTerms`): most anchors' squared distances pass the search's
 * bound after a few columns instead of half of them (on the hard market's 原神, 131 columns, after 14 on average),
 * and the copy keeps the columns that decide it side by side.
 */
export interface SearchOrder {
  /** The column at each position, the column whose values vary the most first. */
  columns: Int32Array
  /** The anchor vectors, each with its columns in that order. */
  vectors: Float64Array
  /** The anchors' mean and mean squared deviation at each position. */
  mean: Float64Array
  spread: Float64Array
}

export function searchOrder(vectors: Float64Array, n: number, p: number): SearchOrder {
  const mean = new Float64Array(p)
  const spread = new Float64Array(p)
  for (let i = 0; i < n; i++) for (let j = 0; j < p; j++) mean[j] += vectors[i * p + j]
  for (let j = 0; j < p; j++) mean[j] /= Math.max(1, n)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < p; j++) {
      const d = vectors[i * p + j] - mean[j]
      spread[j] += d * d
    }
  }
  for (let j = 0; j < p; j++) spread[j] /= Math.max(1, n)
  const columns = Int32Array.from({ length: p }, (_, j) => j).sort((a, b) => spread[b] - spread[a] || a - b)
  const sorted = new Float64Array(n * p)
  for (let i = 0; i < n; i++) for (let r = 0; r < p; r++) sorted[i * p + r] = vectors[i * p + columns[r]]
  return {
    columns,
    vectors: sorted,
    mean: Float64Array.from(columns, (j) => mean[j]),
    spread: Float64Array.from(columns, (j) => spread[j]),
  }
}

/** The terms a query's distance is first summed over: positions in a `SearchOrder` and the query's values there. */
export interface QueryTerms {
  positions: Int32Array
  values: Float64Array
}

/**
 * The query's terms (`q` by column; `used`: the columns the distance covers, every one by default), the largest
 * expected term first: the anchors' spread in the column plus the square of the query's offset from their mean.
 */
export function queryTerms(order: SearchOrder, q: ArrayLike<number>, used?: (j: number) => boolean): QueryTerms {
  const positions: number[] = []
  order.columns.forEach((j, r) => {
    if (!used || used(j)) positions.push(r)
  })
  const expected = new Float64Array(order.columns.length)
  for (const r of positions) {
    const offset = q[order.columns[r]] - order.mean[r]
    expected[r] = order.spread[r] + offset * offset
  }
  const terms = Int32Array.from(positions).sort((a, b) => expected[b] - expected[a] || a - b)
  return { positions: terms, values: Float64Array.from(terms, (r) => q[order.columns[r]]) }
}

/**
 * Relative slack of `surelyBeyond`. Sums of the same non-negative terms in two orders differ by at most about
 * (terms × 1.1e-16) of their size, so a sum in one order past the bound by this much is past it in every order.
 */
const ORDER_MARGIN = 1e-9

/**
 * Whether the squared distance of anchor `i` to a query is surely above `bound`, summed over the query's `terms` with
 * an early exit. The searches rank anchors by their distances summed in column order, and a sum in another order
 * differs from that in the last bits: the slack makes "surely above" hold for the sum in column order too. It only
 * rules anchors out; the ones it keeps are summed in column order as before, so a search finds exactly what it found
 * without it.
 */
export function surelyBeyond(order: SearchOrder, p: number, i: number, terms: QueryTerms, bound: number): boolean {
  const v = order.vectors
  const { positions, values } = terms
  const off = i * p
  const limit = bound * (1 + ORDER_MARGIN)
  let d = 0
  for (let t = 0; t < positions.length; t++) {
    const diff = v[off + positions[t]] - values[t]
    d += diff * diff
    if (d > limit) return true
  }
  return false
}

/**
 * Top-k anchors for a query vector `q` (already standardized and weighted); `skip` excludes one anchor. With the
 * anchors' `order`, anchors are first ruled out by their largest terms (`surelyBeyond`): the result is the same,
 * found with a fraction of the arithmetic.
 */
export function nearest(
  vectors: Float64Array,
  n: number,
  p: number,
  q: Float64Array,
  k: number,
  scale: number,
  skip = -1,
  order?: SearchOrder,
): Neighbours {
  const bestD = new Float64Array(k).fill(Infinity)
  const bestI = new Int32Array(k).fill(-1)
  const terms = order ? queryTerms(order, q) : undefined
  let worst = Infinity
  let filled = 0
  for (let i = 0; i < n; i++) {
    if (i === skip) continue
    const off = i * p
    if (order && terms && filled === k && surelyBeyond(order, p, i, terms, worst)) continue
    let d = 0
    for (let j = 0; j < p; j++) {
      const diff = vectors[off + j] - q[j]
      d += diff * diff
      // Early exit: this anchor cannot enter the current top-k.
      if (d >= worst) break
    }
    if (d >= worst && filled === k) continue
    // Insertion into the sorted top-k list.
    let pos = filled < k ? filled : k - 1
    while (pos > 0 && bestD[pos - 1] > d) {
      bestD[pos] = bestD[pos - 1]
      bestI[pos] = bestI[pos - 1]
      pos--
    }
    bestD[pos] = d
    bestI[pos] = i
    if (filled < k) filled++
    if (filled === k) worst = bestD[k - 1]
  }
  const similarity = new Float64Array(filled)
  for (let r = 0; r < filled; r++) similarity[r] = Math.exp(-Math.sqrt(bestD[r]) / scale)
  return { index: bestI.slice(0, filled), similarity, count: filled }
}

/**
 * The shrinkage that turns the correction off: chosen when the comparables do not improve on the regression
 * (then the correction is exactly 0 and nobody needs to search them for it).
 */
export const NO_CORRECTION = 1e9

/**
 * Residual correction: similarity-weighted mean of the anchors' out-of-fold residuals over anchors with
 * similarity ≥ minSim, shrunk toward 0 by a pseudo-count so a single neighbour cannot swing the estimate.
 */
export function residualCorrection(
  nb: Neighbours,
  residuals: Float64Array,
  minSim: number,
  shrink: number,
  cap: number,
): { correction: number; strong: number } {
  let s = 0
  let w = 0
  let strong = 0
  for (let r = 0; r < nb.count; r++) {
    const sim = nb.similarity[r]
    if (sim < minSim) break
    s += sim * residuals[nb.index[r]]
    w += sim
    strong++
  }
  const c = w > 0 && shrink < NO_CORRECTION ? s / (w + shrink) : 0
  return { correction: Math.max(-cap, Math.min(cap, c)), strong }
}

/**
 * The neighbours' weight that leaves the scale model's scale as it is (`localScale`): chosen when their residuals do
 * not predict the held-out errors better than the scale model alone (as on both generated markets).
 */
export const NO_LOCAL = 1e9

/**
 * Local difficulty: similarity-weighted RMS of the neighbours' out-of-fold residuals, shrunk toward the scale
 * model's scale for the account (`prior` pseudo-neighbours at `priorScale`). Scaling conformal scores by it widens
 * ranges where the market is noisy. Each residual is capped at 3 prior scales: one odd deal among the neighbours
 * (a friend's price) would otherwise dominate the RMS and make the range, and the confidence, a matter of luck.
 */
export function localScale(nb: Neighbours, residuals: Float64Array, priorScale: number, prior: number): number {
  if (prior >= NO_LOCAL) return priorScale
  const cap = 3 * priorScale
  let s = 0
  let w = 0
  for (let r = 0; r < nb.count; r++) {
    const res = Math.max(-cap, Math.min(cap, residuals[nb.index[r]]))
    s += nb.similarity[r] * res * res
    w += nb.similarity[r]
  }
  return Math.sqrt((s + prior * priorScale * priorScale) / (w + prior))
}
