import type { Attrs, ReportQuestion } from '../catalogue/types'
import type { FeatureDef } from './features'
import type { PriceIndex } from './time-index'

export const MODEL_VERSION = 'hedonic-ridge-knn-conformal/1'

/** Report levels (spec section 3) by the estimate's percentile within the game's deal prices. */
export type Level = 'N' | 'R' | 'SR' | 'SSR' | 'UR'

/** Comparable sold accounts kept in the model (evidence shown to users and the kNN correction). */
export interface Anchors {
  count: number
  /** Row-major count×p, standardized features scaled by the per-feature distance weights. */
  vectors: number[]
  /** Out-of-fold log residuals of the regression (honest: the row was not in the fold that predicts it). */
  residuals: number[]
  externalIds: string[]
  sources: string[]
  urls: (string | null)[]
  priceFen: number[]
  soldAt: number[]
  demo: boolean[]
  keyAttrs: string[][]
}

/** A game model: plain JSON (JSON.stringify / JSON.parse round-trips it); no per-request fitting. */
export interface TrainedModel {
  status: 'trained'
  version: string
  gameId: number
  trainedAt: number
  /** Time of the latest deal used; the default `asOf` of predictions. */
  dataThrough: number
  deals: number
  listings: number
  features: FeatureDef[]
  /** Feature means (imputation of unanswered attributes) and standard deviations (standardization). */
  mean: number[]
  sd: number[]
  intercept: number
  /** Coefficients on standardized features (log price). */
  beta: number[]
  lambda: number
  /** Raw feature vector of the breakdown's reference account. */
  reference: number[]
  priceIndex: PriceIndex
  knn: {
    /** Per-feature distance weights (|beta| with a floor): distances are in "log-price difference" units. */
    weights: number[]
    /** similarity = exp(-distance / scale); scale is set so a typical 5th-nearest neighbour has similarity 0.8. */
    scale: number
    /** Shrinkage pseudo-count of the residual blend (tuned out of fold). */
    shrink: number
    minSimilarity: number
    maxAnchors: number
  }
  anchors: Anchors
  interval: {
    level: number
    /** Conformal quantile of |log residual| / local difficulty on the calibration split. */
    q: number
    /** Global residual scale used in the local difficulty shrinkage. */
    globalScale: number
    calibrationSize: number
  }
  /** Quantiles 0..100 of time-adjusted log deal prices (at the latest index), for levels. */
  priceQuantiles: number[]
  /** Median log ratio asking price / model value of listings (how far asks sit above deals). */
  listingPremium: number | null
  /** Observed ranges of count / tier attributes in the deals (values outside → "miss" report question). */
  ranges: Record<string, [number, number]>
}

export interface RefusedModel {
  status: 'refused'
  version: string
  gameId: number
  deals: number
  /** Chinese reason shown to users. */
  reason: string
}

export type GameModel = TrainedModel | RefusedModel

export interface Comparable {
  externalId: string
  source: string
  url: string | null
  /** Sold price moved to the valuation date by the game's price index. */
  priceFen: number
  soldPriceFen: number
  soldAt: number
  similarity: number
  keyAttrs: string[]
  demo: boolean
}

export interface BreakdownItem {
  /** Attribute key, `bundle:<attr>` or `comparables`. */
  key: string
  label: string
  contributionFen: number
}

export interface Valuation {
  status: 'ok'
  gameId: number
  asOf: number
  estimateFen: number
  range: { lowFen: number; highFen: number; level: number }
  confidence: { score: number; label: '高' | '中' | '低' }
  /** True when no comparable has similarity ≥ 0.5: the account lies outside the market data. */
  lowConfidence: boolean
  lowConfidenceReason?: string
  level: Level
  /** Percentile (0-100) of the estimate within the game's time-adjusted deal prices. */
  percentile: number
  comparables: Comparable[]
  breakdown: { baseFen: number; items: BreakdownItem[] }
  reportQuestions: ReportQuestion[]
  modelVersion: string
  attrs: Attrs
}

export interface ValuationRefused {
  status: 'refused'
  gameId: number
  reason: string
}

export type ValuationResult = Valuation | ValuationRefused
