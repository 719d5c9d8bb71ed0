import { clamp } from '../util/stats'

/** Score at the 10th, 50th, 85th and 99th percentile of held-out half-widths (see `widthCuts`). */
const SCORE_AT_CUTS = [0.95, 0.7, 0.45, 0.15]

/**
 * Confidence in 0..1 from the calibrated range of one valuation: the narrower the range (log half-width)
 * compared with the ranges the game's held-out deals got, the higher the score. The range's width is the
 * model's own prediction of its error (local difficulty of the neighbourhood, unanswered attributes, time
 * since the last deal), so 高 reports do have smaller errors than 中 and 中 than 低 (the backtest prints
 * this per game). Labels: ≥ 0.7 高 (narrower than the median range), ≥ 0.45 中, otherwise 低. Accounts
 * outside the market data are capped at 低.
 */
export function confidenceOf(
  halfWidthLog: number,
  widthCuts: readonly number[],
  lowConfidence: boolean,
): { score: number; label: '高' | '中' | '低' } {
  let score = interpolate(halfWidthLog, widthCuts, SCORE_AT_CUTS)
  if (lowConfidence) score = Math.min(score, 0.3)
  score = Math.round(clamp(score, 0.05, 0.99) * 100) / 100
  return { score, label: score >= 0.7 ? '高' : score >= 0.45 ? '中' : '低' }
}

/** Piecewise-linear through (xs[k], ys[k]), extended linearly beyond the ends. */
function interpolate(x: number, xs: readonly number[], ys: readonly number[]): number {
  let k = 0
  while (k < xs.length - 2 && x > xs[k + 1]) k++
  const dx = xs[k + 1] - xs[k]
  return dx > 1e-9 ? ys[k] + ((x - xs[k]) / dx) * (ys[k + 1] - ys[k]) : ys[k]
}
