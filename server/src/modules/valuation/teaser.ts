import { CORRECTION_KEY } from '../../valuation/model/attribution'
import { LEVEL_CUTOFFS } from '../../valuation/model/levels'
import type { Valuation } from '../../valuation/model/types'
import { accountBand } from '../reports/band'
import type { ValuationTeaser } from '../reports/kinds'

/** The percentile a teaser shows is rounded down to this (see `shownPercentile`). */
const PERCENTILE_STEP = 10

/** What a locked report may show: its schema is the valuation kind's teaser (modules/reports/kinds.ts). */
export type Teaser = ValuationTeaser

export function valuationTeaser(v: Valuation, gameName: string, demo: boolean): Teaser {
  const driver = topDriver(v)
  return {
    gameName,
    level: v.level,
    band: accountBand(v).label,
    comparableCount: v.comparables.length,
    demo,
    percentile: shownPercentile(v),
    ...(driver ? { driver } : {}),
  }
}

/**
 * The share of the game's deals the account is above, rounded down to a tenth (or its level's floor when that is
 * higher: SSR is above 88%). Rounded down, it is always true. Rounded to a tenth, it does not give the estimate
 * away: deal/evaluate tells anyone where any price stands among the game's deals, so a percentile to the unit would
 * turn back into the estimate to a few per cent, while a tenth of the deals spans 20-40% in price (王者荣耀: the 60th
 * to 90th percentiles are 1284, 1643, 2257 and 3137元).
 */
function shownPercentile(v: Pick<Valuation, 'percentile' | 'level'>): number {
  const level = LEVEL_CUTOFFS.findIndex((c) => c.level === v.level)
  const floor = level > 0 ? LEVEL_CUTOFFS[level - 1].below : 0
  return Math.max(Math.floor(v.percentile / PERCENTILE_STEP) * PERCENTILE_STEP, floor)
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
