import type { Rng } from './prng'

/**
 * What the generated markets (demo and hard) share: the options, the time window, how rows are split over
 * games, and how a deal's listing and sale times are drawn. Each generator keeps its own price structure.
 */
export const DAY = 86_400_000
export const MONTH = 30.4375 * DAY

export interface MarketGenOptions {
  seed?: number
  /** Rows per game (deals + listings); each generator sets its own default. */
  rowsPerGame?: number
  /** Total rows across the games (overrides rowsPerGame; split evenly). */
  totalRows?: number
  games?: number[]
  /** End of the market window (UTC ms). */
  endMs?: number
  months?: number
  /** Share of rows that are deals (the rest are listings). */
  dealShare?: number
}

export interface MarketWindow {
  months: number
  start: number
  end: number
  dealShare: number
  /** Rows for the k-th of `games` generated games. */
  rowsFor(k: number, games: number): number
  /** Month of the window a time falls in (clamped to it). */
  monthOf(t: number): number
}

export function marketWindow(opts: MarketGenOptions, defaults: { endMs: number; rowsPerGame: number }): MarketWindow {
  const months = opts.months ?? 24
  const end = opts.endMs ?? defaults.endMs
  const start = end - months * MONTH
  return {
    months,
    start,
    end,
    dealShare: opts.dealShare ?? 0.6,
    // totalRows is split evenly; the first games take the remainder so the total is exact.
    rowsFor: (k, games) =>
      opts.totalRows !== undefined
        ? Math.floor(opts.totalRows / Math.max(1, games)) + (k < opts.totalRows % Math.max(1, games) ? 1 : 0)
        : (opts.rowsPerGame ?? defaults.rowsPerGame),
    monthOf: (t) => Math.max(0, Math.min(months - 1, Math.floor((t - start) / MONTH))),
  }
}

/** A deal's sale time (uniform over the window) and listing time (about 12 days earlier, exponential). */
export function dealTimes(rng: Rng, w: MarketWindow): { soldAt: number; listedAt: number } {
  const soldAt = Math.floor(w.start + rng.next() * (w.end - w.start))
  const listedAt = Math.max(w.start - 60 * DAY, soldAt - Math.floor(-Math.log(1 - rng.next()) * 12 * DAY))
  return { soldAt, listedAt }
}

/** One item drawn with probability proportional to its weight. */
export function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  let u = rng.next() * items.reduce((s, v) => s + v.weight, 0)
  for (const it of items) {
    u -= it.weight
    if (u <= 0) return it
  }
  return items[items.length - 1]
}
