import type { MarketRow } from '../market/format'
import { predict } from './model/predict'
import type { GameModel } from './model/types'
import { median } from './util/stats'

export type ConfidenceLabel = '高' | '中' | '低'
export const CONFIDENCE_LABELS: readonly ConfidenceLabel[] = ['高', '中', '低']

/** A confidence group smaller than this says nothing about the order of the errors. */
export const MIN_CONFIDENCE_GROUP = 10

/** One held-out deal valued by a model as of its sale date, from its attributes alone. */
export interface DealScore {
  /** Absolute percentage error (0.12 = 12%). */
  ape: number
  label: ConfidenceLabel
  /** The sold price fell inside the stated range. */
  covered: boolean
}

export function scoreDeal(model: GameModel, deal: MarketRow): DealScore | undefined {
  const v = predict(model, deal.attrs, { asOf: deal.soldAt ?? deal.listedAt, lite: true })
  if (v.status !== 'ok' || model.status !== 'trained') return undefined
  // Estimates are on the platforms' average level; a deal whose platform is known is judged on its own.
  const level = Math.exp(model.platformLevels?.[deal.source] ?? 0)
  return {
    ape: Math.abs(v.estimateFen * level - deal.priceFen) / deal.priceFen,
    label: v.confidence.label,
    covered: deal.priceFen >= v.range.lowFen * level && deal.priceFen <= v.range.highFen * level,
  }
}

/** A model's accuracy on a set of deals: what a champion and its challenger are compared by. */
export interface WindowFigures {
  /** Deals valued. */
  n: number
  mdape: number
  within10: number
  within20: number
  /** Share of deals inside the stated (80%) range. */
  coverage: number
  /** MdAPE per confidence label (null when the label has no deal). */
  byConfidence: Record<ConfidenceLabel, { mdape: number | null; n: number }>
  /** The errors grow from 高 to 中 to 低 over the labels with at least MIN_CONFIDENCE_GROUP deals. */
  confidenceOrderOk: boolean
}

export function scoreWindow(model: GameModel, deals: readonly MarketRow[]): WindowFigures | null {
  const scores = deals.map((d) => scoreDeal(model, d)).filter((s): s is DealScore => s !== undefined)
  if (!scores.length) return null
  const apes = scores.map((s) => s.ape)
  const byConfidence = Object.fromEntries(
    CONFIDENCE_LABELS.map((l) => {
      const own = scores.filter((s) => s.label === l).map((s) => s.ape)
      return [l, { mdape: own.length ? median(own) : null, n: own.length }]
    }),
  ) as WindowFigures['byConfidence']
  const ordered = CONFIDENCE_LABELS.map((l) => byConfidence[l]).filter((g) => g.n >= MIN_CONFIDENCE_GROUP)
  return {
    n: scores.length,
    mdape: median(apes),
    within10: apes.filter((a) => a <= 0.1).length / apes.length,
    within20: apes.filter((a) => a <= 0.2).length / apes.length,
    coverage: scores.filter((s) => s.covered).length / scores.length,
    byConfidence,
    confidenceOrderOk: ordered.every((g, i) => i === 0 || (g.mdape as number) >= (ordered[i - 1].mdape as number)),
  }
}
