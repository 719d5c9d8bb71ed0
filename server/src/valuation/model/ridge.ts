import { CholeskyDecomposition, Matrix } from 'ml-matrix'

/**
 * Ridge regression on standardized features with sign constraints (monotone attributes must not get a
 * coefficient of the wrong sign, otherwise adding a 荣耀典藏 could lower the estimate). Constraints are
 * enforced with an active-set loop: fit, drop the features whose coefficients violate their sign, refit
 * until none does. The intercept is not penalized (data are centred within the fitted rows).
 * The centred Gram matrix is computed once per row set and reused across lambdas and active sets.
 */
export interface RidgeFit {
  intercept: number
  beta: Float64Array
}

export interface Gram {
  p: number
  G: Float64Array
  c: Float64Array
  mx: Float64Array
  my: number
}

/**
 * Uncentred sums of a row set. Sums add up, so the Gram matrix of "all folds but one" is the total minus
 * that fold: cross-validation costs one pass over the data instead of one per fold and lambda.
 */
export interface Sums {
  n: number
  S: Float64Array
  sx: Float64Array
}

export function sums(X: Float64Array, p: number, rows: ArrayLike<number>): Sums {
  const S = new Float64Array(p * p)
  const sx = new Float64Array(p)
  for (let r = 0; r < rows.length; r++) {
    const off0 = rows[r] * p
    for (let j = 0; j < p; j++) {
      const xj = X[off0 + j]
      if (xj === 0) continue
      sx[j] += xj
      const off = j * p
      for (let k = j; k < p; k++) S[off + k] += xj * X[off0 + k]
    }
  }
  return { n: rows.length, S, sx }
}

export function addSums(parts: Sums[]): Sums {
  const p = parts[0].sx.length
  const out: Sums = { n: 0, S: new Float64Array(p * p), sx: new Float64Array(p) }
  for (const s of parts) {
    out.n += s.n
    for (let i = 0; i < s.S.length; i++) out.S[i] += s.S[i]
    for (let j = 0; j < p; j++) out.sx[j] += s.sx[j]
  }
  return out
}

/** Centred Gram matrix and cross-products for a response `y` over the rows the sums were taken on. */
export function gramFromSums(sm: Sums, X: Float64Array, y: Float64Array, p: number, rows: ArrayLike<number>): Gram {
  const n = sm.n
  const mx = Float64Array.from(sm.sx, (v) => v / n)
  let my = 0
  const sxy = new Float64Array(p)
  for (let r = 0; r < rows.length; r++) {
    const i = rows[r]
    my += y[i]
    const off0 = i * p
    for (let j = 0; j < p; j++) sxy[j] += X[off0 + j] * y[i]
  }
  my /= n
  const G = new Float64Array(p * p)
  for (let j = 0; j < p; j++) {
    for (let k = j; k < p; k++) {
      const v = sm.S[j * p + k] - n * mx[j] * mx[k]
      G[j * p + k] = v
      G[k * p + j] = v
    }
  }
  const c = Float64Array.from(sxy, (v, j) => v - n * mx[j] * my)
  return { p, G, c, mx, my }
}

export function solveRidge(g: Gram, lambda: number, signs: Int8Array): RidgeFit {
  const { p, G, c } = g
  const active: number[] = []
  for (let j = 0; j < p; j++) if (G[j * p + j] > 1e-12) active.push(j)
  let beta = new Float64Array(p)
  for (let iter = 0; iter <= p; iter++) {
    beta = new Float64Array(p)
    if (!active.length) break
    const m = active.length
    const A = new Matrix(m, m)
    const b = new Matrix(m, 1)
    for (let a = 0; a < m; a++) {
      const ja = active[a] * p
      for (let bb = 0; bb < m; bb++) A.set(a, bb, G[ja + active[bb]])
      A.set(a, a, A.get(a, a) + lambda)
      b.set(a, 0, c[active[a]])
    }
    const sol = new CholeskyDecomposition(A).solve(b)
    for (let a = 0; a < m; a++) beta[active[a]] = sol.get(a, 0)
    // Drop every violator at once (few refits); a dropped feature's coefficient is 0, which satisfies its sign.
    const violators = active.filter((j) => signs[j] * beta[j] < 0)
    if (!violators.length) break
    for (const j of violators) active.splice(active.indexOf(j), 1)
  }
  let intercept = g.my
  for (let j = 0; j < p; j++) intercept -= beta[j] * g.mx[j]
  return { intercept, beta }
}
