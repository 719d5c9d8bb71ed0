import type { Attrs, GameDef } from '../catalogue/types'
import { getGame } from '../catalogue'
import { reportQuestions } from '../report-questions'
import { vectorize } from './features'
import { prepare, score } from './core'
import { valueBreakdown } from './breakdown'
import { levelOf, percentileOf } from './levels'
import { confidenceOf } from './confidence'
import { indexAt, latestIndex } from './time-index'
import type { Comparable, GameModel, TrainedModel, ValuationResult } from './types'
import { unansweredAttributes } from './unanswered'
import { similarDeals } from './shown-comparables'
import { summarizeAttrs } from '../catalogue/summarize'
import { compareAttrs } from '../catalogue/compare-attrs'
import { WhatIf, toYuanFen } from './what-if'
import { answerSpreads } from './answer-spread'

/** Comparables shown to the user. */
const MAX_COMPARABLES = 10
/** Below this similarity of the nearest deal (`core.ts`) the valuation is flagged as outside the data. */
export const OUT_OF_DATA_SIMILARITY = 0.5
/** Range widening for accounts outside the data (the calibration does not cover them: be honest). */
const OUT_OF_DATA_WIDEN = 1.5

export interface PredictOptions {
  /** Valuation date (UTC ms); default: the model's latest deal. */
  asOf?: number
  game?: GameDef
  /** Skip comparables, breakdown and report questions (backtests). */
  lite?: boolean
}

/**
 * The point estimate alone, as `predict` gives it: what a check of the model against deals needs. The range's spreads
 * for unanswered attributes cost most of a valuation's CPU (a drift check values a month of deals), and do not move the
 * estimate.
 */
export function estimateFen(model: TrainedModel, attrs: Attrs, asOf: number = model.dataThrough): number {
  return toYuanFen(Math.exp(scored(model, attrs, asOf).s.logEstimate))
}

/** The model's score of an account: what `predict` and `estimateFen` both start from. */
function scored(model: TrainedModel, attrs: Attrs, asOf: number) {
  const prep = prepare(model)
  const x = vectorize(model.features, attrs, model.mean)
  return { prep, x, s: score(model, prep, x, asOf, attrs) }
}

/**
 * Values one account from its attributes (validated by `validateGameAnswers`). The asking price is never an
 * input: estimate first, compare with an ask afterwards (`compareAsk`).
 */
export function predict(model: GameModel, attrs: Attrs, opts: PredictOptions = {}): ValuationResult {
  if (model.status === 'refused') return { status: 'refused', gameId: model.gameId, reason: model.reason }
  const game = opts.game ?? getGame(model.gameId)
  const asOf = opts.asOf ?? model.dataThrough
  const { prep, x, s } = scored(model, attrs, asOf)
  const lowConfidence = s.maxSimilarity < OUT_OF_DATA_SIMILARITY
  const half = model.interval.q * s.scale * (lowConfidence ? OUT_OF_DATA_WIDEN : 1)
  const estimateFen = toYuanFen(Math.exp(s.logEstimate))
  const unanswered = game ? unansweredAttributes(game, attrs) : []
  const measured = model.interval.scaleModel.unanswered
  // A lite valuation states no spreads, and a spread the scale model measured stays within the range: only the others
  // can move the range (each attribute's spread is found on its own, so leaving some out changes none of the rest).
  const spreadOf = opts.lite ? unanswered.filter((a) => measured[a.key] === undefined) : unanswered
  const found = spreadOf.length ? answerSpreads(model, prep, attrs, x, spreadOf, new WhatIf(model, prep, x, s.index)) : new Map()
  const calibratedLow = Math.min(estimateFen, toYuanFen(Math.exp(s.logEstimate - half)))
  const calibratedHigh = Math.max(estimateFen, toYuanFen(Math.exp(s.logEstimate + half)))
  // The range contains what answering each unanswered attribute would likely do (issue 35). Where the scale model
  // measured the attribute from deals that left it out, the calibrated range already holds that uncertainty (held-out
  // deals bear it out): the spread is stated within the range. Elsewhere the range is widened to the spread.
  const widening = [...found].filter(([key]) => measured[key] === undefined).map(([, sp]) => sp)
  const lowFen = Math.min(calibratedLow, ...widening.map((sp) => sp.lowFen))
  const highFen = Math.max(calibratedHigh, ...widening.map((sp) => sp.highFen))
  const within = (fen: number) => Math.max(lowFen, Math.min(highFen, fen))
  const spreads = new Map([...found].map(([key, sp]) => [key, { lowFen: within(sp.lowFen), highFen: within(sp.highFen) }]))
  const percentile = percentileOf(s.logEstimate - s.index + latestIndex(model.priceIndex), model.priceQuantiles)
  // A range widened for a spread is as uncertain as its wider side.
  const widened = lowFen < calibratedLow || highFen > calibratedHigh
  const width = widened ? Math.max(half, Math.log(estimateFen / lowFen), Math.log(highFen / estimateFen)) : half
  const confidence = confidenceOf(width, model.interval.widthCuts, lowConfidence)
  const base = {
    status: 'ok' as const,
    gameId: model.gameId,
    asOf,
    estimateFen,
    range: { lowFen, highFen, level: model.interval.level },
    confidence,
    lowConfidence,
    lowConfidenceReason: lowConfidence ? '市场上没有与该账号足够相似的成交（相似度均低于 0.5），估价可信度低' : undefined,
    level: levelOf(percentile),
    percentile: Math.round(percentile * 10) / 10,
    modelVersion: model.version,
    attrs,
  }
  if (opts.lite || !game) {
    return {
      ...base,
      comparables: [],
      breakdown: { baseFen: estimateFen, items: [], missingOptional: unanswered.length },
      reportQuestions: [],
    }
  }
  return {
    ...base,
    comparables: comparables(model, game, attrs, lowConfidence, asOf),
    breakdown: valueBreakdown(model, game, attrs, { prep, x, index: s.index, correction: s.correction, estimateFen, spreads }),
    reportQuestions: reportQuestions(game, model, attrs, lowConfidence),
  }
}

/**
 * The deals a report shows as similar (`similarDeals`), each with every priced attribute beside the account's. None
 * for an account outside the data: its estimate does not rest on deals like it, and the report says so.
 */
function comparables(model: TrainedModel, game: GameDef, attrs: Attrs, lowConfidence: boolean, asOf: number): Comparable[] {
  if (lowConfidence) return []
  const a = model.anchors
  const now = indexAt(model.priceIndex, asOf)
  return similarDeals(model, attrs, MAX_COMPARABLES).map(({ anchor: i, similarity }) => ({
    externalId: a.externalIds[i],
    source: a.sources[i],
    url: a.urls[i],
    priceFen: Math.round(a.priceFen[i] * Math.exp(now - indexAt(model.priceIndex, a.soldAt[i]))),
    soldPriceFen: a.priceFen[i],
    soldAt: a.soldAt[i],
    similarity: Math.round(similarity * 1000) / 1000,
    keyAttrs: summarizeAttrs(game, a.attrs[i], 5),
    compare: compareAttrs(game, attrs, a.attrs[i]),
    demo: a.demo[i],
  }))
}

/** Compares an asking price with a finished valuation (never the other way round). */
export function compareAsk(
  valuation: { estimateFen: number; range: { lowFen: number; highFen: number } },
  askFen: number,
): { ratio: number; verdict: '偏高' | '合理' | '偏低' } {
  const ratio = Math.round((askFen / valuation.estimateFen) * 1000) / 1000
  const verdict = askFen > valuation.range.highFen ? '偏高' : askFen < valuation.range.lowFen ? '偏低' : '合理'
  return { ratio, verdict }
}
