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

/** Top-k anchors for a query vector `q` (already standardized and weighted); `skip` excludes one anchor. */
export function nearest(vectors: Float64Array, n: number, p: number, q: Float64Array, k: number, scale: number, skip = -1): Neighbours {
  const bestD = new Float64Array(k).fill(Infinity)
  const bestI = new Int32Array(k).fill(-1)
  let worst = Infinity
  let filled = 0
  for (let i = 0; i < n; i++) {
    if (i === skip) continue
    const off = i * p
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
