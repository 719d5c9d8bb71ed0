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

/** Rounds every value as `round4` does, into a plain array (a model's anchors hold hundreds of thousands). */
export function round4All(xs: ArrayLike<number>): number[] {
  const out = new Array<number>(xs.length)
  for (let i = 0; i < xs.length; i++) out[i] = Math.round(xs[i] * 1e4) / 1e4
  return out
}

const DAY_MS = 86_400_000
/** The largest distance from 1970 a `Date` holds. */
const DATE_RANGE_MS = 8.64e15

/**
 * UTC month number (year*12 + month) of an epoch-ms time: what `new Date(t)` gives, by arithmetic (the civil
 * calendar from a day count, after H. Hinnant). Training reads it for every deal several times a fit, and making a
 * `Date` each time was 5 % of the engine's CPU.
 */
export function monthOf(t: number): number {
  if (!(Math.abs(t) <= DATE_RANGE_MS)) return NaN
  const z = Math.floor(Math.trunc(t) / DAY_MS) + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  // Months counted from March, so that February's leap day ends the year.
  const fromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const month = fromMarch < 10 ? fromMarch + 2 : fromMarch - 10
  const year = yearOfEra + era * 400 + (month < 2 ? 1 : 0)
  return year * 12 + month
}

export function monthLabel(m: number): string {
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`
}
