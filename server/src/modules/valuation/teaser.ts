import { CORRECTION_KEY } from '../../valuation/model/attribution'
import { LEVEL_CUTOFFS, percentileOf } from '../../valuation/model/levels'
import { indexAt, latestIndex } from '../../valuation/model/time-index'
import type { Level, TrainedModel, Valuation } from '../../valuation/model/types'
import { type PriceBand, accountBand } from '../reports/band'

/**
 * What a locked report may show (issue 35 point 5): no estimate, range, breakdown amounts or comparables. Stored with
 * the report at generation, so it reads the same however often it is read and whatever the model becomes.
 */
export interface Teaser {
  gameName: string
  level: Level
  band: string
  comparableCount: number
  demo: boolean
  /** 高于本游戏 N% 的账号: a lower bound the band and the level give (see `bandPercentile`); absent before issue 35. */
  percentile?: number
  /** The label of the answered attribute adding the most to the estimate; absent when none adds anything. */
  driver?: string
}

export function valuationTeaser(model: TrainedModel, v: Valuation, gameName: string, demo: boolean): Teaser {
  const band = accountBand(v)
  const driver = topDriver(v)
  return {
    gameName,
    level: v.level,
    band: band.label,
    comparableCount: v.comparables.length,
    demo,
    percentile: bandPercentile(model, v, band),
    ...(driver ? { driver } : {}),
  }
}

/**
 * The share of the game's deals the account is certainly above: those below its band's bottom, or below its level's
 * cut-off when that says more (SR is above 70%). Both are on the teaser anyway, so the figure tells nothing they do
 * not. The account's own percentile would: deal/evaluate tells anyone the percentile of any price, so a bisection
 * would turn it back into the estimate to a few per cent.
 */
function bandPercentile(model: TrainedModel, v: Valuation, band: PriceBand): number {
  // Deal prices are quantiled at the latest index; move the band's bottom there as the level's estimate is moved.
  const shift = latestIndex(model.priceIndex) - indexAt(model.priceIndex, v.asOf)
  const ofBand = band.lowFen > 0 ? percentileOf(Math.log(band.lowFen) + shift, model.priceQuantiles) : 0
  const level = LEVEL_CUTOFFS.findIndex((c) => c.level === v.level)
  const ofLevel = level > 0 ? LEVEL_CUTOFFS[level - 1].below : 0
  // 99 at most: "above 100%" would say it beats itself.
  return Math.min(99, Math.floor(Math.max(ofBand, ofLevel)))
}

/** The answered attribute (or pairing) adding the most, by name: the amount is the paid breakdown's. */
function topDriver(v: Valuation): string | undefined {
  let best: { label: string; contributionFen: number } | undefined
  for (const item of v.breakdown.items) {
    if (item.unanswered || item.key === CORRECTION_KEY || item.contributionFen <= 0) continue
    if (!best || item.contributionFen > best.contributionFen) best = item
  }
  return best?.label
}
