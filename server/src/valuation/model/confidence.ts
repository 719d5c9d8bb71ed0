import { clamp } from '../util/stats'

/**
 * Confidence in 0..1 from the evidence behind one valuation: how many close comparables (similarity ≥ 0.7)
 * there are, how close the closest one is, and how narrow the calibrated range is. Accounts outside the
 * market data (no comparable with similarity ≥ 0.5) are capped at 低.
 */
export function confidenceOf(
  strongAnchors: number,
  maxSimilarity: number,
  halfWidthLog: number,
  lowConfidence: boolean,
): { score: number; label: '高' | '中' | '低' } {
  const anchors = Math.min(1, strongAnchors / 10)
  const width = clamp(1 - (halfWidthLog - 0.15) / 0.6, 0, 1)
  let score = 0.45 * anchors + 0.3 * width + 0.25 * maxSimilarity
  if (lowConfidence) score = Math.min(score, 0.3)
  score = Math.round(score * 100) / 100
  return { score, label: score >= 0.7 ? '高' : score >= 0.45 ? '中' : '低' }
}
