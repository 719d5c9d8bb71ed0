import type { Attrs } from './catalogue/types'
import { estimateFen } from './model/predict'
import type { TrainedModel } from './model/types'
import { median, round4 } from './util/stats'

/**
 * Drift (issue 41 point 3): does the served model still price the market? The recent deals are valued by the model as
 * of their sale dates and compared with what they sold for. Three signs, each with a limit derived from the model's own
 * held-out MdAPE (its noise floor, `accuracy.mdape`) and the number of deals, so a thin month is not flagged for its
 * sampling noise alone (docs/valuation.md, "Drift"):
 * - bias: the median signed log error log(price / estimate); the market has moved away from the model's price level;
 * - MdAPE: the median |estimate / price − 1|, against the model's held-out MdAPE; the model prices accounts worse;
 * - the index step: the market's price level (median log error) of the last 30 days against the 30 days before, less
 *   the trailing trend of the months before that; a jump the model's price index (held flat after its data) lacks.
 */

const DAY_MS = 86_400_000
/** The rolling window: the deals of the last 30 days. */
export const DRIFT_WINDOW_MS = 30 * DAY_MS
/** Fewer deals than this in the window: not enough data to judge (no flag either way). */
export const DRIFT_MIN_DEALS = 30
/** The index's months: the window and the three 30-day periods before it (the step and its trailing trend). */
export const DRIFT_INDEX_BUCKETS = 4
/** A 30-day period with fewer deals than this has no index level of its own. */
export const DRIFT_BUCKET_MIN = 10
/** How far back the check reads deals: the window and the periods of the trailing trend. */
export const DRIFT_LOOKBACK_MS = DRIFT_INDEX_BUCKETS * DRIFT_WINDOW_MS

export const DRIFT_LIMITS = {
  /** Standard errors a figure must be away from the model's own figures to flag (about one false flag in 370 checks). */
  sigmas: 3,
  /** The smallest bias flagged however many deals: a 10% level error is what a price report cannot carry. */
  bias: 0.1,
  /**
   * MdAPE is flagged a quarter above the model's held-out MdAPE and 3 standard errors beyond that: live errors run up
   * to a fifth above the backtest's on a stable generated market (the newest month is valued past the index's end).
   */
  mdapeRatio: 1.25,
  /** The smallest index step (beyond the trend) flagged. */
  indexStep: 0.1,
} as const

/**
 * Normal-error constants: for log errors with spread σ, median |e| = 0.6745·σ (so σ ≈ MdAPE / 0.6745); the median of n
 * errors has standard error 1.2533·σ/√n, and the median of n absolute errors 1.166·MdAPE/√n.
 */
const MAD_TO_SIGMA = 1 / 0.6745
const SE_MEDIAN = 1.2533
const SE_MEDIAN_ABS = 1.166

export interface DriftDeal {
  attrs: Attrs
  priceFen: number
  soldAt: number
  /** The platform it sold on (its price level, when the model knows it); null: the average platform. */
  source: string | null
}

export interface DriftLimits {
  bias: number
  mdape: number
  /** Null when the step could not be measured. */
  indexStep: number | null
}

export interface DriftFigures {
  /** Deals in the window the model valued. */
  deals: number
  /** Median log(price / estimate) in the window: positive, the market pays more than the model says. */
  bias: number
  mdape: number
  /** The model's held-out MdAPE the limits are derived from. */
  baselineMdape: number
  /** Price level of the last 30 days minus that of the 30 days before (log); null without both. */
  indexStep: number | null
  /** Mean step per 30 days over the periods before (log); 0 with one period only; null with no step. */
  indexTrend: number | null
  limits: DriftLimits
}

export const DriftStatus = { OK: 'ok', DRIFT: 'drift', INSUFFICIENT: 'insufficient' } as const
export type DriftStatus = (typeof DriftStatus)[keyof typeof DriftStatus]

export interface DriftResult {
  status: DriftStatus
  /** Deals in the window (valued or not). */
  deals: number
  /** Null when there were too few deals. */
  figures: DriftFigures | null
  /** Chinese: which figures passed their limits (empty unless `drift`). */
  reasons: string[]
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
const signedPct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`

/** Log error of each deal the model values: log(price / estimate on the deal's platform at its date). */
function logErrors(model: TrainedModel, deals: readonly DriftDeal[]): Array<{ soldAt: number; e: number }> {
  const out: Array<{ soldAt: number; e: number }> = []
  for (const d of deals) {
    const estimate = estimateFen(model, d.attrs, d.soldAt)
    if (estimate <= 0) continue
    const level = Math.exp((d.source && model.platformLevels?.[d.source]) || 0)
    out.push({ soldAt: d.soldAt, e: Math.log(d.priceFen / (estimate * level)) })
  }
  return out
}

/**
 * The index step and its trailing trend from the 30-day periods before `now` (period 0 is the window): each period's
 * level is its median log error, so the model's own index is taken out and what is left is the market's move against
 * it.
 */
function indexStep(errors: ReadonlyArray<{ soldAt: number; e: number }>, now: number, sigma: number) {
  const periods = Array.from({ length: DRIFT_INDEX_BUCKETS }, (_, k) => {
    const to = now - k * DRIFT_WINDOW_MS
    const own = errors.filter((x) => x.soldAt <= to && x.soldAt > to - DRIFT_WINDOW_MS).map((x) => x.e)
    return own.length >= DRIFT_BUCKET_MIN ? { level: median(own), n: own.length } : null
  })
  const [p0, p1] = periods
  if (!p0 || !p1) return { step: null, trend: null, limit: null }
  // The furthest earlier period with a level gives the trend over the periods between it and period 1.
  const far = periods.map((p, k) => (k >= 2 && p ? k : 0)).reduce((a, b) => Math.max(a, b), 0)
  const trend = far ? (p1.level - (periods[far] as { level: number }).level) / (far - 1) : 0
  const se = SE_MEDIAN * sigma * Math.sqrt(1 / p0.n + 1 / p1.n)
  return { step: p0.level - p1.level, trend, limit: Math.max(DRIFT_LIMITS.indexStep, DRIFT_LIMITS.sigmas * se) }
}

/**
 * Checks a model against the deals of the last DRIFT_LOOKBACK_MS before `now` (older ones are ignored): the window's
 * bias and MdAPE, and the index step. `drift` when any passes its limit.
 */
export function measureDrift(model: TrainedModel, deals: readonly DriftDeal[], now: number): DriftResult {
  const recent = deals.filter((d) => d.soldAt <= now && d.soldAt > now - DRIFT_LOOKBACK_MS)
  const inWindow = recent.filter((d) => d.soldAt > now - DRIFT_WINDOW_MS)
  if (inWindow.length < DRIFT_MIN_DEALS) return { status: DriftStatus.INSUFFICIENT, deals: inWindow.length, figures: null, reasons: [] }
  const errors = logErrors(model, recent)
  const window = errors.filter((x) => x.soldAt > now - DRIFT_WINDOW_MS)
  if (window.length < DRIFT_MIN_DEALS) return { status: DriftStatus.INSUFFICIENT, deals: inWindow.length, figures: null, reasons: [] }
  const n = window.length
  const baseline = model.accuracy.mdape
  const sigma = baseline * MAD_TO_SIGMA
  const bias = median(window.map((x) => x.e))
  const mdape = median(window.map((x) => Math.abs(Math.exp(-x.e) - 1)))
  const step = indexStep(errors, now, sigma)
  const limits: DriftLimits = {
    bias: Math.max(DRIFT_LIMITS.bias, (DRIFT_LIMITS.sigmas * SE_MEDIAN * sigma) / Math.sqrt(n)),
    mdape: baseline * DRIFT_LIMITS.mdapeRatio * (1 + (DRIFT_LIMITS.sigmas * SE_MEDIAN_ABS) / Math.sqrt(n)),
    indexStep: step.limit,
  }
  const reasons: string[] = []
  if (Math.abs(bias) > limits.bias)
    reasons.push(`近 30 天成交价比估价${bias > 0 ? '高' : '低'} ${pct(Math.abs(Math.expm1(bias)))}（限 ${pct(Math.expm1(limits.bias))}）`)
  if (mdape > limits.mdape) reasons.push(`近 30 天 MdAPE ${pct(mdape)}，高于限值 ${pct(limits.mdape)}（模型回测 ${pct(baseline)}）`)
  if (step.step !== null && step.limit !== null && Math.abs(step.step - (step.trend ?? 0)) > step.limit)
    reasons.push(
      `价格指数近 30 天变动 ${signedPct(Math.expm1(step.step))}，此前趋势每 30 天 ${signedPct(Math.expm1(step.trend ?? 0))}（限 ±${pct(step.limit)}）`,
    )
  return {
    status: reasons.length ? DriftStatus.DRIFT : DriftStatus.OK,
    deals: inWindow.length,
    figures: {
      deals: n,
      bias: round4(bias),
      mdape: round4(mdape),
      baselineMdape: round4(baseline),
      indexStep: step.step === null ? null : round4(step.step),
      indexTrend: step.trend === null ? null : round4(step.trend),
      limits: {
        bias: round4(limits.bias),
        mdape: round4(limits.mdape),
        indexStep: step.limit === null ? null : round4(limits.indexStep as number),
      },
    },
    reasons,
  }
}
