import type { Attrs, GameDef } from '../catalogue/types'
import { getAttribute, getGame } from '../catalogue'
import { reportQuestions } from '../report-questions'
import { vectorize } from './features'
import { prepare, score } from './core'
import { roundToTotal, shapleyShares } from './breakdown'
import { levelOf, percentileOf } from './levels'
import { confidenceOf } from './confidence'
import { indexAt, latestIndex } from './time-index'
import type { BreakdownItem, Comparable, GameModel, TrainedModel, ValuationResult } from './types'

/** Comparables shown to the user. */
const MAX_COMPARABLES = 10
/** Below this similarity no comparable is shown and the valuation is flagged as outside the data. */
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

const toYuanFen = (x: number) => Math.max(100, Math.round(x / 100) * 100)

/**
 * Values one account from its attributes (validated by `validateGameAnswers`). The asking price is never an
 * input: estimate first, compare with an ask afterwards (`compareAsk`).
 */
export function predict(model: GameModel, attrs: Attrs, opts: PredictOptions = {}): ValuationResult {
  if (model.status === 'refused') return { status: 'refused', gameId: model.gameId, reason: model.reason }
  const game = opts.game ?? getGame(model.gameId)
  const asOf = opts.asOf ?? model.dataThrough
  const prep = prepare(model)
  const x = vectorize(model.features, attrs, model.mean)
  const s = score(model, prep, x, asOf)
  const lowConfidence = s.maxSimilarity < OUT_OF_DATA_SIMILARITY
  const half = model.interval.q * s.scale * (lowConfidence ? OUT_OF_DATA_WIDEN : 1)
  const estimateFen = toYuanFen(Math.exp(s.logEstimate))
  const lowFen = Math.min(estimateFen, toYuanFen(Math.exp(s.logEstimate - half)))
  const highFen = Math.max(estimateFen, toYuanFen(Math.exp(s.logEstimate + half)))
  const percentile = percentileOf(s.logEstimate - s.index + latestIndex(model.priceIndex), model.priceQuantiles)
  const confidence = confidenceOf(s.strongAnchors, s.maxSimilarity, half, lowConfidence)
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
  if (opts.lite || !game) return { ...base, comparables: [], breakdown: { baseFen: estimateFen, items: [] }, reportQuestions: [] }
  return {
    ...base,
    comparables: comparables(model, s.neighbours, asOf),
    breakdown: breakdown(model, game, x, s.index, s.correction, estimateFen),
    reportQuestions: reportQuestions(game, model, attrs, lowConfidence),
  }
}

function comparables(model: TrainedModel, nb: { index: Int32Array; similarity: Float64Array; count: number }, asOf: number): Comparable[] {
  const a = model.anchors
  const out: Comparable[] = []
  const now = indexAt(model.priceIndex, asOf)
  for (let r = 0; r < nb.count && out.length < MAX_COMPARABLES; r++) {
    if (nb.similarity[r] < OUT_OF_DATA_SIMILARITY) break
    const i = nb.index[r]
    out.push({
      externalId: a.externalIds[i],
      source: a.sources[i],
      url: a.urls[i],
      priceFen: Math.round(a.priceFen[i] * Math.exp(now - indexAt(model.priceIndex, a.soldAt[i]))),
      soldPriceFen: a.priceFen[i],
      soldAt: a.soldAt[i],
      similarity: Math.round(nb.similarity[r] * 1000) / 1000,
      keyAttrs: a.keyAttrs[i],
      demo: a.demo[i],
    })
  }
  return out
}

function groupLabel(game: GameDef, group: string): string {
  if (group === 'comparables') return '相似成交修正'
  if (group.startsWith('bundle:')) return '角色与专属武器搭配'
  return getAttribute(game, group)?.label ?? group
}

function breakdown(
  model: TrainedModel,
  game: GameDef,
  x: Float64Array,
  index: number,
  correction: number,
  estimateFen: number,
): { baseFen: number; items: BreakdownItem[] } {
  const groups: string[] = []
  const logs: number[] = []
  let baseLog = model.intercept + index
  const add = (group: string, v: number) => {
    let g = groups.indexOf(group)
    if (g < 0) {
      groups.push(group)
      logs.push(0)
      g = groups.length - 1
    }
    logs[g] += v
  }
  model.features.forEach((f) => add(f.group, 0))
  model.features.forEach((f, j) => {
    const b = model.beta[j] / model.sd[j]
    baseLog += b * (model.reference[j] - model.mean[j])
    const l = b * (x[j] - model.reference[j])
    const tf = f.tf
    if (tf.t !== 'additive') {
      add(f.group, l)
      return
    }
    // The additive value spans several attributes: split its log effect by each one's share of the
    // additive amount gained over the reference account.
    const deltas = tf.terms.map((term) => term.w * (x[term.j] - model.reference[term.j]))
    const total = deltas.reduce((a, d) => a + d, 0)
    if (Math.abs(total) < 1e-9) return
    tf.terms.forEach((term, k) => add(model.features[term.j].group, (l * deltas[k]) / total))
  })
  groups.push('comparables')
  logs.push(correction)
  const keep = groups.map((g) => g !== 'additive')
  const gs = groups.filter((_, i) => keep[i])
  const ls = logs.filter((_, i) => keep[i])
  const baseFen = toYuanFen(Math.exp(baseLog))
  const amounts = roundToTotal(shapleyShares(Math.exp(baseLog), ls), estimateFen - baseFen)
  return {
    baseFen,
    items: gs.map((g, i) => ({ key: g, label: groupLabel(game, g), contributionFen: amounts[i] })),
  }
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
