import type { LiveAccuracy, LiveAccuracyFigures } from '../../contract'
import { median, monthLabel, monthOf, round4 } from '../../valuation/util/stats'
import { CHINA_OFFSET_MS } from '../../contract/values/china-time'
import { OutcomeSource, groupBy, type OutcomeRow } from './queries'

/**
 * Live accuracy (issue 41 point 2): the figures of the backtest, computed from realised prices instead — how far each
 * report's estimate was from the price its account really dealt at, whether the price fell in its range, and whether
 * the confidence labels ordered the errors. Below the minimum counts nothing is shown: a handful of deals says little.
 */

/** Fewer realised prices than this in the period: the game shows no live figures. */
export const MIN_LIVE_COUNT = 20
/** A month (or a confidence label) with fewer than this is left out of the monthly rows (of the order check). */
export const MIN_GROUP_COUNT = 10
/** The period: the last six months of deals. */
export const LIVE_MONTHS = 6

const LABELS = ['高', '中', '低'] as const

function figures(rows: OutcomeRow[]): LiveAccuracyFigures {
  const errors = rows.map((r) => Math.abs(r.estimateFen - r.priceFen) / r.priceFen)
  const share = (ok: (r: OutcomeRow, i: number) => boolean) => round4(rows.filter(ok).length / rows.length)
  return {
    count: rows.length,
    mdape: round4(median(errors)),
    within10: share((_, i) => errors[i] <= 0.1),
    within20: share((_, i) => errors[i] <= 0.2),
    coverage: share((r) => r.priceFen >= r.lowFen && r.priceFen <= r.highFen),
  }
}

/** The period's first deal time: the start of the month LIVE_MONTHS - 1 before `now`'s (China time). */
export function liveSince(now: number): number {
  const m = monthOf(now + CHINA_OFFSET_MS) - (LIVE_MONTHS - 1)
  return Date.UTC(Math.floor(m / 12), m % 12, 1) - CHINA_OFFSET_MS
}

/** One game's live figures from its realised prices in the period, or null below MIN_LIVE_COUNT. */
export function liveAccuracy(rows: OutcomeRow[]): LiveAccuracy | null {
  if (rows.length < MIN_LIVE_COUNT) return null
  // China time: a deal's month is the month the player dealt in.
  const months = [...groupBy(rows, (r) => monthOf(r.dealtAt + CHINA_OFFSET_MS)).entries()]
    .filter(([, list]) => list.length >= MIN_GROUP_COUNT)
    .sort((a, b) => a[0] - b[0])
    .map(([m, list]) => ({ month: monthLabel(m), ...figures(list) }))
  const byLabel = LABELS.map((label) => ({ label, rows: rows.filter((r) => r.confidence === label) }))
    .filter((g) => g.rows.length >= MIN_GROUP_COUNT)
    .map((g) => ({ label: g.label, ...figures(g.rows) }))
  const ordered = byLabel.length < 2 ? null : byLabel.every((g, i) => i === 0 || byLabel[i - 1].mdape <= g.mdape)
  const count = (source: OutcomeSource) => rows.filter((r) => r.source === source).length
  return {
    ...figures(rows),
    from: Math.min(...rows.map((r) => r.dealtAt)),
    to: Math.max(...rows.map((r) => r.dealtAt)),
    sources: { listing: count(OutcomeSource.LISTING), market: count(OutcomeSource.MARKET), check: count(OutcomeSource.CHECK) },
    months,
    byLabel,
    labelsOrdered: ordered,
  }
}

/** Live figures per game from every game's realised prices in the period (games below the minimum left out). */
export function liveAccuracyByGame(rows: OutcomeRow[]): Map<number, LiveAccuracy> {
  const out = new Map<number, LiveAccuracy>()
  for (const [gameId, list] of groupBy(rows, (r) => r.gameId)) {
    const live = liveAccuracy(list)
    if (live) out.set(gameId, live)
  }
  return out
}
