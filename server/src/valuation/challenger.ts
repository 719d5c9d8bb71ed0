import type { MarketRow } from '../market/format'
import type { GameModel } from './model/types'
import { trainGame, type TrainOptions } from './model/train'
import { scoreWindow, type WindowFigures } from './window-score'

/**
 * Champion and challenger: a retrained model (the challenger) replaces the served one (the champion) only when it is
 * not worse on the same recent deals. The tolerance: MdAPE at most 0.5 percentage points above the champion's, the
 * range's coverage at most 2 points below, and the confidence labels still ordered when the champion's were (unless
 * the challenger is plainly better: 5 points lower MdAPE and coverage within the tolerance).
 */
export const PROMOTION_TOLERANCE = { mdape: 0.005, coverage: 0.02 } as const
/** A challenger this much lower in MdAPE (and not worse in coverage) is promoted even if its labels lose their order. */
export const PLAINLY_BETTER_MDAPE = 0.05
/** The recent window: the newest fifth of the game's deals, as in the walk-forward backtest. */
export const RECENT_WINDOW_SHARE = 0.2
/** Fewer deals than this are no window to judge by. */
export const MIN_WINDOW_DEALS = 20

export interface ChallengeWindow {
  /** Sale dates (UTC ms) of the window's first and last deal. */
  from: number
  to: number
  deals: number
  /**
   * True: the window is the recent deals the champion never saw (sold after its data), so both are judged out of
   * sample. False: the champion was trained on these deals (no new data since), which favours it.
   */
  unseenByChampion: boolean
}

export interface Verdict {
  notWorse: boolean
  /** Chinese: what makes the challenger worse (empty when it is not). */
  reasons: string[]
}

export interface ChallengeResult {
  window: ChallengeWindow | null
  challenger: WindowFigures | null
  champion: WindowFigures | null
  verdict: Verdict
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** Whether the challenger's figures are within the tolerance of the champion's. */
export function judge(champion: WindowFigures | null, challenger: WindowFigures | null): Verdict {
  if (!champion) return { notWorse: true, reasons: [] }
  if (!challenger) return { notWorse: false, reasons: ['新版本无法在近期成交上检验（未训练或没有可检验的成交）'] }
  const reasons: string[] = []
  if (challenger.mdape > champion.mdape + PROMOTION_TOLERANCE.mdape)
    reasons.push(`MdAPE ${pct(challenger.mdape)} 高于现用版本的 ${pct(champion.mdape)}（容差 0.5 个百分点）`)
  if (challenger.coverage < champion.coverage - PROMOTION_TOLERANCE.coverage)
    reasons.push(`区间覆盖率 ${pct(challenger.coverage)} 低于现用版本的 ${pct(champion.coverage)}（容差 2 个百分点）`)
  // The label order is the finer test: it decides between close models, not against one that is plainly better on
  // both figures (a champion far off a moved market can keep its labels in order while missing every deal).
  const plainlyBetter =
    challenger.mdape <= champion.mdape - PLAINLY_BETTER_MDAPE && challenger.coverage >= champion.coverage - PROMOTION_TOLERANCE.coverage
  if (champion.confidenceOrderOk && !challenger.confidenceOrderOk && !plainlyBetter) reasons.push('置信度不再按 高 < 中 < 低 排列误差')
  return { notWorse: reasons.length === 0, reasons }
}

/**
 * Scores the champion and a challenger trained from `rows` on the same recent window. The challenger is judged out
 * of sample: the same training (same options) fitted on the rows before the window. The window is the newest fifth
 * of the deals; of those, the ones sold after the champion's data when there are enough of them, so the champion is
 * out of sample too. Otherwise (no new deals since the champion) the champion is scored on deals it was trained on.
 */
export function challenge(
  rows: readonly MarketRow[],
  gameId: number,
  champion: GameModel | undefined,
  opts: TrainOptions = {},
): ChallengeResult {
  const own = rows.filter((r) => r.gameId === gameId)
  const deals = own.filter((r) => r.kind === 'deal' && r.soldAt !== null).sort((a, b) => (a.soldAt as number) - (b.soldAt as number))
  const recent = deals.slice(deals.length - Math.round(deals.length * RECENT_WINDOW_SHARE))
  const trainedChampion = champion?.status === 'trained' ? champion : undefined
  if (recent.length < MIN_WINDOW_DEALS) {
    return { window: null, challenger: null, champion: null, verdict: judge(null, null) }
  }
  const cut = recent[0].soldAt as number
  const unseen = trainedChampion ? recent.filter((d) => (d.soldAt as number) > trainedChampion.dataThrough) : []
  const window = unseen.length >= MIN_WINDOW_DEALS ? unseen : recent
  const before = [...deals.slice(0, deals.length - recent.length), ...own.filter((r) => r.kind === 'listing' && r.listedAt < cut)]
  const proxy = trainGame(before, { ...opts, gameId })
  const challengerFigures = scoreWindow(proxy, window)
  const championFigures = trainedChampion ? scoreWindow(trainedChampion, window) : null
  return {
    window: {
      from: window[0].soldAt as number,
      to: window[window.length - 1].soldAt as number,
      deals: window.length,
      unseenByChampion: window === unseen,
    },
    challenger: challengerFigures,
    champion: championFigures,
    verdict: judge(championFigures, challengerFigures),
  }
}
