import { solveRidge } from './ridge'

/** Gauss-Newton steps after the linear start; on the demo and hard markets the fit stops moving after three. */
const STEPS = 3

/** The fitted additive value: value (CNY) = base + Σ weights[k]·quantity[k], every term ≥ 0. */
export interface AdditiveFit {
  base: number
  weights: Float64Array
}

/**
 * Stage 1 of the two-stage fit: an additive value in CNY (notes rule 1: within a tier counts add up), fitted to
 * `logValue`, each deal's log price with the index, platform level and multiplicative parts (server, risk flags)
 * divided out. `quantities` holds each deal's k candidate quantities, row after row.
 *
 * The fit minimises Huber's loss of logValue − log(value): Gauss-Newton steps, each a least-squares problem with the
 * Huber weights of the current residuals (IRLS), so a mispriced deal counts as a bounded error. It used to minimise
 * relative errors (value/price − 1)² with mispriced deals pulled towards the first log fit. Both leaned the value on
 * that first fit where it was wrong: the pull moved honest deals too, towards a curve without the additive part,
 * and dividing by the noisy price weighs cheap sales more. On the demo market of the day issue 17 was filed,
 * 无畏契约's base came out at twice its true share and estimates ran 3-5% high for the cheapest and the richest
 * accounts. That fit, on `startLogValue` (the pulled values), is kept as the start: it is linear, and it keeps a
 * mispriced deal from throwing the first step off.
 *
 * `bound`: Huber's bound on the log residual.
 */
export function fitAdditiveValue(
  quantities: Float64Array,
  k: number,
  logValue: Float64Array,
  startLogValue: Float64Array,
  bound: number,
): AdditiveFit {
  const n = logValue.length
  const q = (r: number, j: number) => quantities[r * k + j]
  // Relative errors: row r divided by its price is least squares with target 1.
  let fit = solveRows(k, n, q, (r) => ({ scale: Math.exp(-startLogValue[r]), target: 1 }))
  for (let step = 0; step < STEPS; step++) {
    const current = fit
    // log(value) ≈ log(a) + (value − a)/a around the current value a: a row scaled by 1/a with target e + 1, where e
    // is the current log residual; Huber's weight enters as its square root on both sides.
    fit = solveRows(k, n, q, (r) => {
      const a = Math.max(1, valueOf(current, q, r, k))
      const e = logValue[r] - Math.log(a)
      const sw = Math.sqrt(Math.min(1, bound / Math.max(1e-12, Math.abs(e))))
      return { scale: sw / a, target: sw * (e + 1) }
    })
  }
  return fit
}

function valueOf(fit: AdditiveFit, q: (r: number, j: number) => number, r: number, k: number): number {
  let a = fit.base
  for (let j = 0; j < k; j++) a += fit.weights[j] * q(r, j)
  return a
}

/**
 * Non-negative least squares of Σ_r (scale_r·(base + Σ w_j·q_rj) − target_r)², with a ridge of 1e-4 on the columns
 * scaled to a unit diagonal, so that a quantity no deal has (or two that always move together) cannot make the system
 * singular.
 */
function solveRows(
  k: number,
  n: number,
  q: (r: number, j: number) => number,
  row: (r: number) => { scale: number; target: number },
): AdditiveFit {
  const m = k + 1
  const G = new Float64Array(m * m)
  const c = new Float64Array(m)
  const u = new Float64Array(m)
  for (let r = 0; r < n; r++) {
    const { scale, target } = row(r)
    for (let j = 0; j < k; j++) u[j] = scale * q(r, j)
    u[k] = scale
    // G is symmetric: the upper triangle is summed and mirrored below. Most accounts own none of most quantities,
    // and a zero term leaves every sum as it is, so zeros are skipped (the sums are those of the full loop).
    for (let a = 0; a < m; a++) {
      const ua = u[a]
      if (ua === 0) continue
      c[a] += ua * target
      for (let b = a; b < m; b++) G[a * m + b] += ua * u[b]
    }
  }
  for (let a = 0; a < m; a++) for (let b = 0; b < a; b++) G[a * m + b] = G[b * m + a]
  // Each column scaled to a unit diagonal, so the ridge holds every quantity back alike, whatever its unit.
  const d = Float64Array.from({ length: m }, (_, a) => Math.sqrt(G[a * m + a]) || 1)
  for (let a = 0; a < m; a++) {
    c[a] /= d[a]
    for (let b = 0; b < m; b++) G[a * m + b] /= d[a] * d[b]
  }
  const fit = solveRidge({ p: m, G, c, mx: new Float64Array(m), my: 0 }, 1e-4, new Int8Array(m).fill(1))
  const w = fit.beta.map((v, a) => v / d[a])
  return { base: w[k], weights: w.slice(0, k) }
}
