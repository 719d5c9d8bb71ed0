import type { TrainedModel } from './types'
import { nearest, searchOrder, localScale, residualCorrection } from './comparables'
import { modelScale } from './scale-model'
import { unansweredVariance } from './uncertainty'
import type { Attrs } from '../catalogue/types'
import type { Neighbours, SearchOrder } from './comparables'
import { MONTHLY_STEP, indexAt } from './time-index'

/**
 * Runtime form of a trained model: typed arrays built once per model object (cached), so a prediction is
 * one pass over the game's anchors. Training scores its calibration split through the same code.
 */
export interface Prepared {
  p: number
  mean: Float64Array
  sd: Float64Array
  beta: Float64Array
  weights: Float64Array
  vectors: Float64Array
  residuals: Float64Array
  /** The residuals as the correction uses them (`cappedResiduals`). */
  corrections: Float64Array
  n: number
  /** The anchors' columns widest first (`nearest` rules most anchors out by their largest distance terms). */
  order: SearchOrder
}

/** Neighbours considered for the correction (notes: at most 30 anchors). */
export const K_NEIGHBOURS = 30
/** Largest correction the comparables may apply (log units): they adjust the regression, never replace it. */
export const CORRECTION_CAP = 0.25

const MONTH_MS = 30.4375 * 86_400_000

const cache = new WeakMap<TrainedModel, Prepared>()

export function prepare(model: TrainedModel): Prepared {
  const hit = cache.get(model)
  if (hit) return hit
  const vectors = Float64Array.from(model.anchors.vectors)
  const prep: Prepared = {
    p: model.features.length,
    mean: Float64Array.from(model.mean),
    sd: Float64Array.from(model.sd),
    beta: Float64Array.from(model.beta),
    weights: Float64Array.from(model.knn.weights),
    vectors,
    residuals: Float64Array.from(model.anchors.residuals),
    corrections: cappedResiduals(model.anchors.residuals, model.interval.globalScale),
    n: model.anchors.count,
    order: searchOrder(vectors, model.anchors.count, model.features.length),
  }
  cache.set(model, prep)
  return prep
}

/**
 * How far one comparable may pull the correction, in global residual scales: a mispriced deal the trimming kept
 * (a friend's price at a third of the value) counts as a deal this far off, not as far off as it is.
 */
const CORRECTION_RESIDUAL_CAP = 3

export function cappedResiduals(residuals: ArrayLike<number>, globalScale: number): Float64Array {
  const cap = CORRECTION_RESIDUAL_CAP * globalScale
  return Float64Array.from(residuals, (r) => Math.max(-cap, Math.min(cap, r)))
}

export interface Score {
  /** Regression part (log price at index 0). */
  linear: number
  /** Price index at the valuation date. */
  index: number
  correction: number
  logEstimate: number
  /** Local difficulty (scale of conformal scores). */
  scale: number
  /** The scale model's scale for this account (`modelScale`), before the neighbours refine it. */
  prior: number
  /** Variance added to the local difficulty: the index's horizon and attributes the scale model does not cover. */
  extraVariance: number
  neighbours: Neighbours
  strongAnchors: number
  maxSimilarity: number
  /** Standardized features of the query. */
  z: Float64Array
}

/** `attrs`: the account's answers (unanswered attributes widen the range: `modelScale`, `unansweredVariance`). */
export function score(model: TrainedModel, prep: Prepared, x: Float64Array, asOf: number, attrs: Attrs, skipAnchor = -1): Score {
  const { p } = prep
  const z = new Float64Array(p)
  const q = new Float64Array(p)
  let linear = model.intercept
  for (let j = 0; j < p; j++) {
    z[j] = (x[j] - prep.mean[j]) / prep.sd[j]
    linear += prep.beta[j] * z[j]
    q[j] = z[j] * prep.weights[j]
  }
  const nb = nearest(prep.vectors, prep.n, p, q, K_NEIGHBOURS, model.knn.scale, skipAnchor, prep.order)
  const { correction, strong } = residualCorrection(nb, prep.corrections, model.knn.minSimilarity, model.knn.shrink, CORRECTION_CAP)
  const index = indexAt(model.priceIndex, asOf)
  // The index is a random walk held flat after the last deal: its uncertainty grows with the horizon.
  const horizon = Math.max(0, (asOf - model.dataThrough) / MONTH_MS)
  const prior = modelScale(model.interval.globalScale, model.interval.scaleModel, linear, attrs)
  const extraVariance = horizon * MONTHLY_STEP * MONTHLY_STEP + unansweredVariance(model, attrs)
  return {
    linear,
    index,
    correction,
    logEstimate: linear + index + correction,
    scale: difficulty(nb, prep.residuals, prior, model.interval.localWeight, extraVariance),
    prior,
    extraVariance,
    neighbours: nb,
    strongAnchors: strong,
    maxSimilarity: nb.count ? nb.similarity[0] : 0,
    z,
  }
}

/** The local difficulty: the scale model's scale refined by the neighbours' residuals, plus the extra variance. */
export function difficulty(nb: Neighbours, residuals: Float64Array, prior: number, localWeight: number, extraVariance: number): number {
  const local = localScale(nb, residuals, prior, localWeight)
  return Math.sqrt(local * local + extraVariance)
}
