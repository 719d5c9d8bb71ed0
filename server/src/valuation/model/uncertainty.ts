import type { Attrs } from '../catalogue/types'
import type { FeatureDef } from './features'
import type { TrainedModel } from './types'

/**
 * Uncertainty an unanswered attribute adds. The model fills it with the market average, but the account
 * has one real value, so the estimate can be off by as much as that attribute's effect varies across the
 * market: the variance over the fitted deals of the attribute's part of the log price (for a risk flag,
 * p(1−p)·β²). Unanswered attributes add their variances to the local difficulty of the range, which makes
 * the range wider and the confidence lower for an account described with fewer answers.
 */
export function groupVariances(features: FeatureDef[], beta: ArrayLike<number>, Z: Float64Array, n: number): Record<string, number> {
  const p = features.length
  const groups = answerableGroups(features)
  const out: Record<string, number> = {}
  for (const g of groups) {
    const cols = features.flatMap((f, j) => (f.group === g ? [j] : []))
    let s = 0
    let ss = 0
    for (let r = 0; r < n; r++) {
      let v = 0
      for (const j of cols) v += beta[j] * Z[r * p + j]
      s += v
      ss += v * v
    }
    const mean = s / Math.max(1, n)
    out[g] = Math.max(0, ss / Math.max(1, n) - mean * mean)
  }
  return out
}

/** The feature groups that are one attribute's answer (not the additive value, not a bundle of two attributes). */
export function answerableGroups(features: FeatureDef[]): string[] {
  return [...new Set(features.filter((f) => f.tf.t !== 'additive' && !f.group.startsWith('bundle:')).map((f) => f.group))]
}

/**
 * Summed variance of the priced attributes the account leaves unanswered, except those the scale model measured
 * from deals that left them unanswered too (`ScaleModel.unanswered`): their widening is already in the scale.
 */
export function unansweredVariance(model: Pick<TrainedModel, 'answerVariance' | 'interval'>, attrs: Attrs): number {
  const measured = model.interval.scaleModel.unanswered
  let v = 0
  for (const [key, variance] of Object.entries(model.answerVariance))
    if (attrs[key] === undefined && measured[key] === undefined) v += variance
  return v
}
