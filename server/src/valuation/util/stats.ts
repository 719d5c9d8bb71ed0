/** Small numeric helpers shared by the model and the backtest. */

export function median(xs: ArrayLike<number>): number {
  return quantile(xs, 0.5)
}

/**
 * `k` residual scales robust to heavy tails, from absolute residuals: k × their median × 1.4826 (the MAD, made
 * normal-consistent).
 */
export function robustScale(absResiduals: ArrayLike<number>, k = 1): number {
  return k * 1.4826 * median(absResiduals)
}

/** Linear-interpolated quantile (q in [0,1]); NaN for an empty input. */
export function quantile(xs: ArrayLike<number>, q: number): number {
  return quantileSorted(Float64Array.from(xs).sort(), q)
}

/** Quantile of an already ascending-sorted array (many quantiles of one sample: sort once). */
export function quantileSorted(s: ArrayLike<number>, q: number): number {
  const n = s.length
  if (!n) return NaN
  const pos = (n - 1) * Math.min(1, Math.max(0, q))
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return s[lo] + (s[hi] - s[lo]) * (pos - lo)
}

/**
 * Split-conformal quantile: the ⌈(n+1)·level⌉-th smallest score, which gives at least `level` coverage on
 * exchangeable data (finite-sample correction), capped at the largest score.
 */
export function conformalQuantile(scores: ArrayLike<number>, level: number): number {
  const s = Float64Array.from(scores).sort()
  const k = Math.min(s.length, Math.ceil((s.length + 1) * level))
  return s[Math.max(0, k - 1)]
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x))
}

/** Rounds to 4 significant decimals to keep serialized models small. */
export function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4
}

/** UTC month number (year*12 + month) of an epoch-ms time. */
export function monthOf(t: number): number {
  const d = new Date(t)
  return d.getUTCFullYear() * 12 + d.getUTCMonth()
}

export function monthLabel(m: number): string {
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`
}
