import type { ScaleModel } from './scale-model'
import type { Attrs, ReportQuestion } from '../catalogue/types'
import type { AttrComparison } from '../catalogue/compare-attrs'
import type { FeatureDef } from './features'
import type { PriceIndex } from './time-index'

export const MODEL_VERSION = 'hedonic-ridge-knn-conformal/9'

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
  /** Each deal's priced attributes: what the report's comparables compare with the account (`shown-comparables.ts`). */
  attrs: Attrs[]
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
    /** How the residual scale moves with the price level and the unanswered attributes (`scale-model.ts`). */
    scaleModel: ScaleModel
    /**
     * Pseudo-neighbours of the scale model's scale against the neighbours' residuals in the local difficulty, chosen
     * on the calibration slices (`NO_LOCAL`: the neighbours do not refine it).
     */
    localWeight: number
    calibrationSize: number
    /**
     * Half-widths (log) of held-out ranges at their 10th, 50th, 85th and 99th percentiles: the confidence
     * score maps a range's half-width onto them (narrower than the game's median range → 高).
     */
    widthCuts: [number, number, number, number]
  }
  /** Quantiles 0..100 of time-adjusted log deal prices (at the latest index), for levels. */
  priceQuantiles: number[]
  /** Median log ratio asking price / model value of listings (how far asks sit above deals). */
  listingPremium: number | null
  /** Observed ranges of count / tier attributes in the deals (values outside → "miss" report question). */
  ranges: Record<string, [number, number]>
  /**
   * Log price level of each platform (source) relative to the deal-weighted average of all platforms.
   * Estimates are on the average level; a platform with fewer than 30 deals gets no level of its own.
   */
  platformLevels: Record<string, number>
  /** Per attribute: variance of its part of the log price across the deals (uncertainty when unanswered). */
  answerVariance: Record<string, number>
  /** Held-out accuracy measured while training (published in the app). */
  accuracy: ModelAccuracy
}

/**
 * Accuracy of a model on deals it did not see: the rolling calibration slices, each valued by a model
 * fitted only on older deals (so the figures include market drift). Coverage of a slice uses the
 * conformal quantile of the other slices, so it is not calibrated on itself.
 */
export interface ModelAccuracy {
  /** Median absolute percentage error (0.134 = 13.4%). */
  mdape: number
  /** Share of held-out deals whose estimate was within 10% / 20% of the sold price. */
  within10: number
  within20: number
  /** Share of held-out deals whose sold price fell inside the stated range. */
  coverage: number
  /** Nominal level of the range (0.8). */
  rangeLevel: number
  testSize: number
  /** Sale dates (UTC ms) of the held-out deals and of all training deals. */
  testFrom: number
  testTo: number
  dataFrom: number
  dataTo: number
  /** True when every deal behind the model is demo data (the app must say so). */
  demo: boolean
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
  /** Share of value held in common (`shown-comparables.ts`). */
  similarity: number
  keyAttrs: string[]
  /** Every priced attribute, the account's answer beside the deal's. */
  compare: AttrComparison[]
  demo: boolean
}

export interface BreakdownItem {
  /** Attribute key, `bundle:<attr>` or `comparables`. */
  key: string
  label: string
  /** 0 for an unanswered attribute: its market average is part of the base. */
  contributionFen: number
  /** The user left this priced attribute unanswered; the model valued it at the market average. */
  unanswered?: true
  /** Unanswered rows: the lowest and highest estimate the attribute's possible answers give. */
  ifAnswered?: { lowFen: number; highFen: number }
  /** The answer the row prices ("否", "荣耀典藏×2、传说×15", "3 组"); absent on the correction and unanswered rows. */
  answer?: string
  /** The model finds the attribute worthless for this account (不影响估价): amount 0, its trace is in the base. */
  noEffect?: true
  /** One line on why a `noEffect` attribute does not move the price. */
  why?: string
  /**
   * A server or risk flag whose answer is the one the base account takes (the lowest-priced one): amount 0, and the
   * estimate (fen) the account would get with the highest-priced answer instead.
   */
  atBase?: { answer: string; estimateFen: number }
  /**
   * Servers, risk flags and the comparables correction: the percentage by which the row changes the whole account's
   * value (−15 for a factor of 0.85), whole percent (one decimal below 1%), always above −100. The amount is its share.
   */
  factorPct?: number
}

export interface ValueBreakdown {
  /** The reference account, with the unanswered attributes at the market average. */
  baseFen: number
  /** baseFen + Σ contributionFen = estimateFen, to the fen. */
  items: BreakdownItem[]
  /** Priced attributes left unanswered (the unanswered rows). */
  missingOptional: number
  /** The log amounts behind the items, kept with the report (never sent to clients). */
  parts?: BreakdownParts
}

/**
 * A valuation's log price as the breakdown sees it: log(estimate) = baseLog + Σ groups' logs + the additive
 * value's log effect + correction. Stored with the report; `shownItems` reads its correction.
 */
export interface BreakdownParts {
  /** log of the base (the reference account, unanswered attributes at the market average), unrounded. */
  baseLog: number
  /**
   * Answered groups (attribute key or `bundle:<attr>`): the log effect of their features outside the additive
   * value, and the amount (CNY) they add to the additive value over the reference.
   */
  groups: Record<string, { log: number; amount: number }>
  /** The additive value feature: its coefficient on log(value) and the reference account's value (CNY). */
  additive: { beta: number; ref: number } | null
  correction: number
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
  breakdown: ValueBreakdown
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
