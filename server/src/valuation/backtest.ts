import type { MarketRow } from '../market/format'
import { getGame } from './catalogue'
import { vectorize } from './model/features'
import { searchOrder, nearest } from './model/comparables'
import { indexAt } from './model/time-index'
import { trainGame } from './model/train'
import type { TrainOptions } from './model/train'
import { median, monthOf } from './util/stats'
import { CONFIDENCE_LABELS as LABELS, scoreDeal, type ConfidenceLabel, type DealScore } from './window-score'

/**
 * Time-split backtest per game: deals ordered by sale time; the newest `testShare` (20%) are held out;
 * the model is trained on everything older (internally: oldest 70% fit, next 10% calibrate the range) and
 * values each held-out deal as of its sale date from its attributes alone. With `retrainMonthly` it is a
 * walk-forward backtest: each calendar month of the held-out deals is valued by a model trained on everything
 * before that month (held-out deals of earlier months included), as the service retrains while deals arrive;
 * the baselines stay on the first training window. Two baselines:
 *  - median: the game's median deal price over the training window (not time-adjusted: the naive "what do
 *    accounts of this game sell for");
 *  - comparables: median of the 10 nearest training deals in plain standardized feature space (every
 *    feature weighted equally: no regression), their prices moved to the sale date by the price index.
 */
export interface Metrics {
  mdape: number
  within10: number
  within20: number
}

export interface BacktestRow {
  gameId: number
  name: string
  status: 'ok' | 'refused'
  reason?: string
  trainDeals: number
  testDeals: number
  model?: Metrics & { coverage: number; rangeLevel: number }
  median?: Metrics
  comparables?: Metrics
  /** MdAPE of the perfect model (markets that know their truth) and the model's ratio to it. */
  floor?: number
  ratio?: number
  /**
   * MdAPE of the perfect model that knows the price index only up to the model's training cut and forecasts it from
   * there (markets that can say what was unforeseen: the hard market), and the model's ratio to it.
   */
  foreseenFloor?: number
  foreseenRatio?: number
  /** Model MdAPE and deal count per confidence label. */
  byConfidence?: Record<ConfidenceLabel, { mdape: number; n: number }>
}

export interface BacktestReport {
  games: BacktestRow[]
  overall: {
    testDeals: number
    model: Metrics & { coverage: number }
    median: Metrics
    comparables: Metrics
    floor?: number
    ratio?: number
    foreseenFloor?: number
    foreseenRatio?: number
  } | null
}

export interface BacktestOptions extends Pick<TrainOptions, 'minDeals' | 'maxAnchors'> {
  games?: number[]
  testShare?: number
  /** Deal externalId → the perfect model's prediction (fen), when the market knows it (the hard market). */
  truth?: Map<string, number>
  /** With `truth`: the log index at a date that could not be foreseen before another (`HardMarket.unforeseen`). */
  unforeseen?: (gameId: number, at: number, knownBefore: number) => number
  /** Each held-out deal's score as it is counted (what a study of the labels or ranges per deal needs). */
  onScore?: (gameId: number, score: DealScore) => void
  /** Retrain at the start of each held-out calendar month (UTC) on everything before it (walk-forward). */
  retrainMonthly?: boolean
}

const KNN_BASELINE_K = 10

/** The start (UTC) of the calendar month holding `t`. */
const monthStart = (t: number) => {
  const m = monthOf(t)
  return Date.UTC(Math.floor(m / 12), m % 12, 1)
}

function metrics(apes: number[]): Metrics {
  return {
    mdape: median(apes),
    within10: apes.filter((a) => a <= 0.1).length / apes.length,
    within20: apes.filter((a) => a <= 0.2).length / apes.length,
  }
}

export function runBacktest(rows: MarketRow[], opts: BacktestOptions = {}): BacktestReport {
  const ids = opts.games ?? [...new Set(rows.map((r) => r.gameId))].sort((a, b) => a - b)
  const games: BacktestRow[] = []
  const pooled = {
    model: [] as number[],
    median: [] as number[],
    knn: [] as number[],
    floor: [] as number[],
    foreseen: [] as number[],
    covered: 0,
  }
  for (const gameId of ids) {
    const name = getGame(gameId)?.name ?? String(gameId)
    const own = rows.filter((r) => r.gameId === gameId)
    const deals = own.filter((r) => r.kind === 'deal' && r.soldAt !== null).sort((a, b) => (a.soldAt as number) - (b.soldAt as number))
    const nTest = Math.round(deals.length * (opts.testShare ?? 0.2))
    const test = deals.slice(deals.length - nTest)
    const trainDeals = deals.slice(0, deals.length - nTest)
    const cut = test.length ? (test[0].soldAt as number) : Infinity
    const train = (input: MarketRow[]) => trainGame(input, { gameId, minDeals: opts.minDeals, maxAnchors: opts.maxAnchors })
    const listedBefore = (at: number) => own.filter((r) => r.kind === 'listing' && r.listedAt < at)
    const model = train([...trainDeals, ...listedBefore(cut)])
    const trainBefore = (at: number) => train([...deals.filter((d) => (d.soldAt as number) < at), ...listedBefore(at)])
    const monthly = new Map<number, ReturnType<typeof trainGame>>()
    /** When the model that values a deal sold at `soldAt` was trained: the cut, or its month's start (walk-forward). */
    const trainedAt = (soldAt: number) => (opts.retrainMonthly ? Math.max(cut, monthStart(soldAt)) : cut)
    const modelFor = (soldAt: number) => {
      const at = trainedAt(soldAt)
      if (at === cut) return model
      if (!monthly.has(at)) monthly.set(at, trainBefore(at))
      return monthly.get(at)!
    }
    if (model.status === 'refused' || !test.length) {
      games.push({
        gameId,
        name,
        status: 'refused',
        reason: model.status === 'refused' ? model.reason : '没有可检验的成交',
        trainDeals: trainDeals.length,
        testDeals: test.length,
      })
      continue
    }
    // Baseline 1: game median.
    const med = median(trainDeals.map((d) => d.priceFen))
    // Baseline 2: comparables alone (plain standardized features).
    const p = model.features.length
    const Z = new Float64Array(trainDeals.length * p)
    const x = new Float64Array(p)
    const standardize = (attrs: MarketRow['attrs'], out: Float64Array) => {
      vectorize(model.features, attrs, model.mean, x)
      for (let j = 0; j < p; j++) out[j] = (x[j] - model.mean[j]) / model.sd[j]
    }
    const z = new Float64Array(p)
    trainDeals.forEach((d, i) => {
      standardize(d.attrs, z)
      Z.set(z, i * p)
    })
    const order = searchOrder(Z, trainDeals.length, p)
    const apes = { model: [] as number[], median: [] as number[], knn: [] as number[], floor: [] as number[], foreseen: [] as number[] }
    const byLabel: Record<ConfidenceLabel, number[]> = { 高: [], 中: [], 低: [] }
    let covered = 0
    for (const d of test) {
      const asOf = d.soldAt as number
      const score = scoreDeal(modelFor(asOf), d)
      if (!score) continue
      opts.onScore?.(gameId, score)
      apes.model.push(score.ape)
      byLabel[score.label].push(score.ape)
      const best = opts.truth?.get(d.externalId)
      if (best !== undefined) apes.floor.push(Math.abs(best - d.priceFen) / d.priceFen)
      if (best !== undefined && opts.unforeseen) {
        const foreseen = best * Math.exp(-opts.unforeseen(gameId, asOf, trainedAt(asOf)))
        apes.foreseen.push(Math.abs(foreseen - d.priceFen) / d.priceFen)
      }
      if (score.covered) covered++
      apes.median.push(Math.abs(med - d.priceFen) / d.priceFen)
      standardize(d.attrs, z)
      const nb = nearest(Z, trainDeals.length, p, z, KNN_BASELINE_K, 1, -1, order)
      const now = indexAt(model.priceIndex, asOf)
      const prices = Array.from(
        nb.index,
        (i) => trainDeals[i].priceFen * Math.exp(now - indexAt(model.priceIndex, trainDeals[i].soldAt as number)),
      )
      apes.knn.push(Math.abs(median(prices) - d.priceFen) / d.priceFen)
    }
    games.push({
      gameId,
      name,
      status: 'ok',
      trainDeals: trainDeals.length,
      testDeals: test.length,
      model: { ...metrics(apes.model), coverage: covered / apes.model.length, rangeLevel: model.interval.level },
      median: metrics(apes.median),
      comparables: metrics(apes.knn),
      ...(apes.floor.length ? { floor: median(apes.floor), ratio: median(apes.model) / median(apes.floor) } : {}),
      ...(apes.foreseen.length ? { foreseenFloor: median(apes.foreseen), foreseenRatio: median(apes.model) / median(apes.foreseen) } : {}),
      byConfidence: Object.fromEntries(
        LABELS.map((l) => [l, { mdape: byLabel[l].length ? median(byLabel[l]) : NaN, n: byLabel[l].length }]),
      ) as BacktestRow['byConfidence'],
    })
    pooled.model.push(...apes.model)
    pooled.median.push(...apes.median)
    pooled.knn.push(...apes.knn)
    pooled.floor.push(...apes.floor)
    pooled.foreseen.push(...apes.foreseen)
    pooled.covered += covered
  }
  const overall = pooled.model.length
    ? {
        testDeals: pooled.model.length,
        model: { ...metrics(pooled.model), coverage: pooled.covered / pooled.model.length },
        median: metrics(pooled.median),
        comparables: metrics(pooled.knn),
        ...(pooled.floor.length ? { floor: median(pooled.floor), ratio: median(pooled.model) / median(pooled.floor) } : {}),
        ...(pooled.foreseen.length
          ? { foreseenFloor: median(pooled.foreseen), foreseenRatio: median(pooled.model) / median(pooled.foreseen) }
          : {}),
      }
    : null
  return { games, overall }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6)
const width = (s: string) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 255 ? 2 : 1), 0)
const padName = (s: string) => s + ' '.repeat(Math.max(0, 18 - width(s)))

/** Readable fixed-width table of a report (with the noise floor when the market knows its truth). */
export function formatBacktest(report: BacktestReport): string {
  const hasFloor = report.games.some((g) => g.floor !== undefined)
  const floorHead = hasFloor ? ' 噪声下限 倍数 |' : ''
  const head = `游戏                 id     训练   检验 | 模型 MdAPE ≤10%  ≤20%  区间覆盖 |${floorHead} 中位数基线 MdAPE ≤20% | 相似成交基线 MdAPE ≤20%`
  const rule = '-'.repeat(width(head))
  const lines = [head, rule]
  const floorCols = (g: { floor?: number; ratio?: number }) =>
    hasFloor ? ` ${g.floor !== undefined ? pct(g.floor) : '     -'}   ${g.ratio !== undefined ? g.ratio.toFixed(2) : '   -'} |` : ''
  for (const g of report.games) {
    const left = `${padName(g.name)} ${g.gameId} ${String(g.trainDeals).padStart(6)} ${String(g.testDeals).padStart(6)}`
    if (g.status !== 'ok' || !g.model || !g.median || !g.comparables) {
      lines.push(`${left} | 未训练：${g.reason ?? ''}`)
      continue
    }
    lines.push(
      `${left} |     ${pct(g.model.mdape)} ${pct(g.model.within10)} ${pct(g.model.within20)}   ${pct(g.model.coverage)} |${floorCols(g)}          ${pct(g.median.mdape)} ${pct(g.median.within20)} |            ${pct(g.comparables.mdape)} ${pct(g.comparables.within20)}`,
    )
  }
  const o = report.overall
  if (o) {
    lines.push(rule)
    lines.push(
      `${padName('合计')} ${'     '} ${' '.repeat(6)} ${String(o.testDeals).padStart(6)} |     ${pct(o.model.mdape)} ${pct(o.model.within10)} ${pct(o.model.within20)}   ${pct(o.model.coverage)} |${floorCols(o)}          ${pct(o.median.mdape)} ${pct(o.median.within20)} |            ${pct(o.comparables.mdape)} ${pct(o.comparables.within20)}`,
    )
  }
  lines.push('', '按置信度分组的模型 MdAPE（笔数）：高 / 中 / 低')
  for (const g of report.games) {
    if (!g.byConfidence) continue
    const cell = (l: ConfidenceLabel) => {
      const c = (g.byConfidence as NonNullable<BacktestRow['byConfidence']>)[l]
      return c.n ? `${pct(c.mdape)} (${String(c.n).padStart(4)})` : '     -       '
    }
    lines.push(`${padName(g.name)} ${cell('高')}  ${cell('中')}  ${cell('低')}`)
  }
  const foreseen = [...report.games, ...(report.overall ? [{ name: '合计', ...report.overall }] : [])].filter(
    (g) => g.foreseenFloor !== undefined && g.foreseenRatio !== undefined,
  )
  if (foreseen.length) {
    lines.push('', '可预见下限（完美模型只知训练截止前的价格指数，其后按漂移和季节外推）：下限 / 模型倍数')
    for (const g of foreseen) lines.push(`${padName(g.name)} ${pct(g.foreseenFloor!)}   ${g.foreseenRatio!.toFixed(3)}`)
  }
  return lines.join('\n')
}
