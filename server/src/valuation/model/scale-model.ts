import { Matrix, solve } from 'ml-matrix'
import type { Attrs } from '../catalogue/types'

/**
 * How hard an account is to value, before its neighbours are looked at: a regression of log|residual| on the
 * account's own log value and on which attributes it leaves unanswered (Harvey's multiplicative
 * heteroscedasticity, fitted on the median). Two things decide most of a valuation's error, and both are known for every account:
 *  - the price level: markets are not equally liquid at every level (notes rule 5), so rare expensive
 *    accounts scatter more on one game and cheap ones on another;
 *  - the answers: an unanswered risk flag is valued at the market average, but the account has one real
 *    value, so the error is as wide as that flag's effect across the market.
 * Fitted on every out-of-fold residual of the game at once (a few parameters on thousands of deals), the scale
 * is nearly free of sampling noise. The neighbours' residual RMS, by contrast, is the spread of 20-30 long-tailed
 * residuals: refining this scale with it made the range's width, and so the confidence label, partly a matter of
 * which deals happened to be nearby (issue 17 point 5).
 */
export interface ScaleModel {
  /** d log(scale) / d log(value). */
  slope: number
  /** Mean log value of the fitted deals. */
  centre: number
  /**
   * Log scale factor of each attribute left unanswered, for the attributes the market itself leaves unanswered
   * often enough to measure it (≥ 0: leaving an answer out never makes a valuation more certain; 0 where the
   * deals show it does not widen the errors).
   */
  unanswered: Record<string, number>
  /** Log factor that makes the scale equal the global scale at the centre for the market's usual answers. */
  offset: number
}

/** Fewer deals than this: no scale model (the slope of a few residuals is mostly noise). */
const MIN_ROWS = 200
/** An attribute needs this many deals with and without an answer to get a factor of its own. */
const MIN_GROUP = 50
/** The scale model moves the global scale by at most this factor either way. */
const MAX_FACTOR = 3

/** log|residual|, with a floor that keeps a deal priced exactly at its prediction from dominating the logs. */
export function logAbsResidual(e: number): number {
  return Math.log(Math.abs(e) + 1e-3)
}

export interface AnswerPattern {
  key: string
  /** 1 where the deal leaves the attribute unanswered, in the residuals' order. */
  missing: Uint8Array
}

/**
 * Median regression of log|residual| on the centred log value and the unanswered indicators: the median of log|e|
 * is the log of the median |e|, the error a confidence label promises (the backtest compares the labels' MdAPE). A
 * least-squares fit of log|e| follows the mean instead, which rare large errors move: 违规记录 is unanswered on a
 * clean account nine times in ten, so leaving it out barely moves the median error but moved the mean enough to push
 * such accounts into 低 next to accounts that really are harder. An indicator whose factor comes out negative is
 * dropped and the rest refitted (active set), like the price model's signs.
 */
export function fitScaleModel(linear: Float64Array, residuals: Float64Array, patterns: AnswerPattern[] = []): ScaleModel {
  const n = linear.length
  let centre = 0
  for (let r = 0; r < n; r++) centre += linear[r]
  centre = n ? centre / n : 0
  const flat: ScaleModel = { slope: 0, centre, unanswered: {}, offset: 0 }
  if (n < MIN_ROWS) return flat
  const ly = Float64Array.from(residuals, logAbsResidual)
  const shares = new Map(patterns.map((pt) => [pt, pt.missing.reduce((m, v) => m + v, 0) / n]))
  const share = (pt: AnswerPattern) => shares.get(pt) as number
  const measured = patterns.filter((pt) => share(pt) * n >= MIN_GROUP && (1 - share(pt)) * n >= MIN_GROUP)
  let active = measured
  for (;;) {
    const cols = [Float64Array.from(linear, (x) => x - centre), ...active.map((pt) => Float64Array.from(pt.missing))]
    const coef = medianRegression(cols, ly)
    const negative = active.filter((_, k) => coef[k + 1] < 0)
    if (negative.length) {
      active = active.filter((pt) => !negative.includes(pt))
      continue
    }
    const round = (x: number) => Math.round(x * 1e4) / 1e4
    // A measured attribute that does not widen the errors keeps a factor of 0: measured, so nothing is added for it.
    const unanswered = Object.fromEntries(measured.map((pt) => [pt.key, active.includes(pt) ? round(coef[active.indexOf(pt) + 1]) : 0]))
    const offset = active.reduce((o, pt) => o - unanswered[pt.key] * share(pt), 0)
    return { slope: round(coef[0]), centre, unanswered, offset: round(offset) }
  }
}

/** Rounds of iteratively reweighted least squares for the median regression (it settles within a few dozen). */
const IRLS_ROUNDS = 40
/** Residuals smaller than this (log units) weigh as this: keeps the weights 1/|r| finite. */
const IRLS_FLOOR = 0.01

/** Least absolute deviations by iteratively reweighted least squares; returns the slopes (intercept dropped). */
function medianRegression(cols: Float64Array[], y: Float64Array): number[] {
  const w = new Float64Array(y.length).fill(1)
  let coef: number[] = []
  for (let round = 0; round < IRLS_ROUNDS; round++) {
    const fit = weightedLeastSquares(cols, y, w)
    coef = fit.slopes
    for (let r = 0; r < y.length; r++) {
      let pred = fit.intercept
      for (let k = 0; k < cols.length; k++) pred += coef[k] * cols[k][r]
      w[r] = 1 / Math.max(IRLS_FLOOR, Math.abs(y[r] - pred))
    }
  }
  return coef
}

function weightedLeastSquares(cols: Float64Array[], y: Float64Array, w: Float64Array): { intercept: number; slopes: number[] } {
  const k = cols.length
  const n = y.length
  let sw = 0
  for (let r = 0; r < n; r++) sw += w[r]
  const wmean = (v: ArrayLike<number>) => {
    let s = 0
    for (let r = 0; r < n; r++) s += w[r] * v[r]
    return s / sw
  }
  const means = cols.map(wmean)
  const my = wmean(y)
  const G = Matrix.zeros(k, k)
  const c = Matrix.zeros(k, 1)
  for (let a = 0; a < k; a++) {
    let sy = 0
    for (let r = 0; r < n; r++) sy += w[r] * (cols[a][r] - means[a]) * (y[r] - my)
    c.set(a, 0, sy)
    for (let b = a; b < k; b++) {
      let s = 0
      for (let r = 0; r < n; r++) s += w[r] * (cols[a][r] - means[a]) * (cols[b][r] - means[b])
      // A tiny ridge keeps a column without spread (every deal answered alike) from making G singular.
      G.set(a, b, s + (a === b ? 1e-9 * sw : 0))
      G.set(b, a, G.get(a, b))
    }
  }
  const slopes = solve(G, c).to1DArray()
  return { intercept: my - slopes.reduce((s, b, a) => s + b * means[a], 0), slopes }
}

/** The scale an account gets from the scale model: the global scale moved by its value and its unanswered attributes. */
export function modelScale(globalScale: number, m: ScaleModel, linear: number, attrs: Attrs): number {
  let log = m.offset + m.slope * (linear - m.centre)
  for (const [key, factor] of Object.entries(m.unanswered)) if (attrs[key] === undefined) log += factor
  return globalScale * Math.exp(Math.max(-Math.log(MAX_FACTOR), Math.min(Math.log(MAX_FACTOR), log)))
}
