import type { Level } from './types'

/**
 * Level by the estimate's percentile among the game's deal prices (moved to the same date by the index).
 * Cut-offs: N below the 40th percentile, R below 70, SR below 88, SSR below 97, UR the top 3%: rarer
 * levels are reserved for accounts few sold accounts beat, as in the card-rarity scale users know.
 */
export const LEVEL_CUTOFFS: { level: Level; below: number }[] = [
  { level: 'N', below: 40 },
  { level: 'R', below: 70 },
  { level: 'SR', below: 88 },
  { level: 'SSR', below: 97 },
  { level: 'UR', below: Infinity },
]

export const LEVEL_ORDER: Level[] = ['N', 'R', 'SR', 'SSR', 'UR']

/** Percentile (0-100) of a log price within 101 stored quantiles (linear interpolation). */
export function percentileOf(logPrice: number, quantiles: number[]): number {
  const q = quantiles
  if (logPrice <= q[0]) return 0
  if (logPrice >= q[q.length - 1]) return 100
  let lo = 0
  let hi = q.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (q[mid] <= logPrice) lo = mid
    else hi = mid
  }
  const span = q[hi] - q[lo]
  const frac = span > 0 ? (logPrice - q[lo]) / span : 0
  return ((lo + frac) / (q.length - 1)) * 100
}

export function levelOf(percentile: number): Level {
  for (const c of LEVEL_CUTOFFS) if (percentile < c.below) return c.level
  return 'UR'
}
