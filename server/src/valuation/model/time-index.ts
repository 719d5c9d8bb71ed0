import { median, monthOf, robustScale } from '../util/stats'

/**
 * Monthly price index per game (log scale). It is estimated from the regression residuals of deals by month
 * (median: robust to the heavy tails of sold prices), smoothed as a random walk so thin months borrow
 * from their neighbours. Prices are moved between dates by the index difference, so a deal sold a year ago is compared
 * with today's market. Beyond the last month the index is held flat (no extrapolation of trends).
 */
export interface PriceIndex {
  /** UTC month number (year*12+month) of values[0]. */
  startMonth: number
  /** Log index per month; values[values.length - 1] is the latest month with data. */
  values: number[]
}

/**
 * Month-to-month volatility the smoother allows (log units). Larger follows events faster but lets noise
 * through; 0.03 lets a 10% event show within a month or two while sampling noise of ~100 deals is damped.
 */
export const MONTHLY_STEP = 0.03

/**
 * Random-walk smoother over monthly median residuals: minimises
 *   Σ_m w_m (r_m − v_m)² + Σ_m (v_m − v_{m−1})² / step²,   w_m = 0.64·n_m / σ²
 * (0.64: efficiency of the median; σ: robust residual scale), a tridiagonal system solved directly. A month
 * with many deals follows its own median; a thin month borrows from its neighbours; an empty one is
 * interpolated.
 */
export function fitPriceIndex(times: ArrayLike<number>, resid: ArrayLike<number>): PriceIndex {
  const months = Array.from(times, monthOf)
  const start = Math.min(...months)
  const end = Math.max(...months)
  const M = end - start + 1
  const buckets: number[][] = Array.from({ length: M }, () => [])
  months.forEach((m, i) => buckets[m - start].push(resid[i]))
  const sigma = Math.max(0.02, robustScale(Array.from(resid, Math.abs)))
  const w = buckets.map((b) => (0.64 * b.length) / (sigma * sigma))
  const r = buckets.map((b) => (b.length ? median(b) : 0))
  const pen = 1 / (MONTHLY_STEP * MONTHLY_STEP)
  // Tridiagonal system A v = w∘r with A = diag(w) + pen·DᵀD (D: first differences).
  const diag = w.map((wm, m) => wm + pen * ((m > 0 ? 1 : 0) + (m < M - 1 ? 1 : 0)))
  const off = -pen
  const rhs = w.map((wm, m) => wm * r[m])
  const values = solveTridiagonal(diag, off, rhs)
  // Centre on the deal-weighted mean so the regression intercept keeps its meaning.
  const total = buckets.reduce((s, b) => s + b.length, 0)
  const mean = values.reduce((s, v, m) => s + v * buckets[m].length, 0) / Math.max(1, total)
  return { startMonth: start, values: values.map((v) => v - mean) }
}

/** Thomas algorithm for a symmetric tridiagonal matrix with constant off-diagonal. */
function solveTridiagonal(diag: number[], off: number, rhs: number[]): number[] {
  const n = diag.length
  if (n === 1) return [diag[0] > 0 ? rhs[0] / diag[0] : 0]
  const c = new Array<number>(n).fill(0)
  const d = new Array<number>(n).fill(0)
  c[0] = off / diag[0]
  d[0] = rhs[0] / diag[0]
  for (let i = 1; i < n; i++) {
    const m = diag[i] - off * c[i - 1]
    c[i] = off / m
    d[i] = (rhs[i] - off * d[i - 1]) / m
  }
  const x = new Array<number>(n).fill(0)
  x[n - 1] = d[n - 1]
  for (let i = n - 2; i >= 0; i--) x[i] = d[i] - c[i] * x[i + 1]
  return x
}

export function indexAt(index: PriceIndex, t: number): number {
  const k = monthOf(t) - index.startMonth
  return index.values[Math.max(0, Math.min(index.values.length - 1, k))]
}

export function latestIndex(index: PriceIndex): number {
  return index.values[index.values.length - 1]
}
