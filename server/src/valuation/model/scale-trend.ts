/**
 * How the spread of sold prices changes with the account's price level. Markets are not equally liquid at
 * every level (notes rule 5): common configurations trade often and close near one price, rare expensive ones
 * scatter more, or, on another game, cheap accounts scatter more. A slope of log|residual| on the model's own
 * log value captures that with two numbers, and gives every account a prior scale that its neighbours'
 * residuals then refine (`localScale`). A flat market fits a slope near 0 and nothing changes.
 */
export interface ScaleTrend {
  /** d log(scale) / d log(value). */
  slope: number
  /** Mean log value of the fitted deals: the trend equals the global scale there. */
  centre: number
}

/** Fewer deals than this: no trend (the slope of a few residuals is mostly noise). */
const MIN_ROWS = 200
/** The trend moves the prior scale by at most this factor either way. */
const MAX_FACTOR = 2

/** Least squares of log|residual| on the fitted log value. */
export function fitScaleTrend(linear: Float64Array, residuals: Float64Array): ScaleTrend {
  const n = linear.length
  let centre = 0
  for (let r = 0; r < n; r++) centre += linear[r]
  centre = n ? centre / n : 0
  if (n < MIN_ROWS) return { slope: 0, centre }
  let my = 0
  // A floor keeps a deal priced exactly at its prediction from dominating the logs.
  const ly = Float64Array.from(residuals, (e) => Math.log(Math.abs(e) + 1e-3))
  for (let r = 0; r < n; r++) my += ly[r]
  my /= n
  let sxy = 0
  let sxx = 0
  for (let r = 0; r < n; r++) {
    const dx = linear[r] - centre
    sxy += dx * (ly[r] - my)
    sxx += dx * dx
  }
  return { slope: sxx > 1e-12 ? sxy / sxx : 0, centre }
}

/** The prior residual scale of an account whose fitted log value is `linear`. */
export function trendScale(globalScale: number, trend: ScaleTrend, linear: number): number {
  const factor = Math.exp(trend.slope * (linear - trend.centre))
  return globalScale * Math.max(1 / MAX_FACTOR, Math.min(MAX_FACTOR, factor))
}
