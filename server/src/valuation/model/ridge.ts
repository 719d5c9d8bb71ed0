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
  const block = new Int32Array(4)
  let r = 0
  // Four rows per pass over S: each sum still adds the rows one by one in their order (the same float result),
  // but S is loaded and stored once per four rows, which is what bounds this loop.
  for (; r + 3 < rows.length; r += 4) {
    const [o0, o1, o2, o3] = blockOffsets(rows, r, p, block)
    for (let j = 0; j < p; j++) {
      const a0 = X[o0 + j]
      const a1 = X[o1 + j]
      const a2 = X[o2 + j]
      const a3 = X[o3 + j]
      sx[j] = sx[j] + a0 + a1 + a2 + a3
      const off = j * p
      for (let k = j; k < p; k++) S[off + k] = S[off + k] + a0 * X[o0 + k] + a1 * X[o1 + k] + a2 * X[o2 + k] + a3 * X[o3 + k]
    }
  }
  for (; r < rows.length; r++) {
    const off0 = rows[r] * p
    for (let j = 0; j < p; j++) {
      const xj = X[off0 + j]
      sx[j] += xj
      const off = j * p
      for (let k = j; k < p; k++) S[off + k] += xj * X[off0 + k]
    }
  }
  return { n: rows.length, S, sx }
}

/** Where rows r..r+3 start in a row-major matrix of p columns (into `out`). */
function blockOffsets(rows: ArrayLike<number>, r: number, p: number, out: Int32Array): Int32Array {
  for (let k = 0; k < 4; k++) out[k] = rows[r + k] * p
  return out
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
  const block = new Int32Array(4)
  let r = 0
  // Four rows per pass, added one by one in their order as in `sums`.
  for (; r + 3 < rows.length; r += 4) {
    const [o0, o1, o2, o3] = blockOffsets(rows, r, p, block)
    const y0 = y[rows[r]]
    const y1 = y[rows[r + 1]]
    const y2 = y[rows[r + 2]]
    const y3 = y[rows[r + 3]]
    my = my + y0 + y1 + y2 + y3
    for (let j = 0; j < p; j++) sxy[j] = sxy[j] + X[o0 + j] * y0 + X[o1 + j] * y1 + X[o2 + j] * y2 + X[o3 + j] * y3
  }
  for (; r < rows.length; r++) {
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
  // The active columns' system and then its Cholesky factor, row a at a·p (the lower triangle is all it reads).
  const L = new Float64Array(p * p)
  const x = new Float64Array(p)
  for (let iter = 0; iter <= p; iter++) {
    beta = new Float64Array(p)
    if (!active.length) break
    const m = active.length
    for (let a = 0; a < m; a++) {
      const ja = active[a] * p
      for (let bb = 0; bb <= a; bb++) L[a * p + bb] = G[ja + active[bb]]
      L[a * p + a] += lambda
    }
    choleskyFactor(L, m, p)
    for (let a = 0; a < m; a++) x[a] = c[active[a]]
    choleskySubstitute(L, m, p, x)
    for (let a = 0; a < m; a++) beta[active[a]] = x[a]
    // Drop every violator at once (few refits); a dropped feature's coefficient is 0, which satisfies its sign.
    const violators = active.filter((j) => signs[j] * beta[j] < 0)
    if (!violators.length) break
    for (const j of violators) active.splice(active.indexOf(j), 1)
  }
  let intercept = g.my
  for (let j = 0; j < p; j++) intercept -= beta[j] * g.mx[j]
  return { intercept, beta }
}

/**
 * Cholesky factorization on a flat array (row a of the m×m system at a·stride; its lower triangle is read and
 * overwritten by the factor L). Training solves thousands of these systems: on flat arrays this is several times
 * faster than ml-matrix's CholeskyDecomposition, whose sums it and `choleskySubstitute` repeat term for term and in
 * the same order, so the coefficients are the same to the last bit.
 */
function choleskyFactor(L: Float64Array, m: number, stride: number): void {
  for (let j = 0; j < m; j++) {
    const rowJ = j * stride
    let d = 0
    for (let k = 0; k < j; k++) {
      const rowK = k * stride
      let s = 0
      for (let i = 0; i < k; i++) s += L[rowK + i] * L[rowJ + i]
      s = (L[rowJ + k] - s) / L[rowK + k]
      L[rowJ + k] = s
      d = d + s * s
    }
    d = L[rowJ + j] - d
    if (!(d > 0)) throw new Error('Matrix is not positive definite')
    L[rowJ + j] = Math.sqrt(d)
  }
}

/** Solves L·Lᵀ·x = b in place (x replaces b). */
function choleskySubstitute(L: Float64Array, m: number, stride: number, b: Float64Array): void {
  for (let k = 0; k < m; k++) {
    const rowK = k * stride
    let v = b[k]
    for (let i = 0; i < k; i++) v = v - b[i] * L[rowK + i]
    b[k] = v / L[rowK + k]
  }
  for (let k = m - 1; k >= 0; k--) {
    let v = b[k]
    for (let i = k + 1; i < m; i++) v = v - b[i] * L[i * stride + k]
    b[k] = v / L[k * stride + k]
  }
}
