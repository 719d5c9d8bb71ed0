import { generateDemoMarket } from '../../src/market/demo'
import type { MarketRow } from '../../src/market/format'
import { DRIFT_MIN_DEALS, DRIFT_WINDOW_MS, measureDrift, type DriftDeal } from '../../src/valuation/drift'
import { trainGame } from '../../src/valuation/model/train'
import type { TrainedModel } from '../../src/valuation/model/types'

/**
 * The drift measure on a generated market: a model trained on all but the last month, then that month's deals as they
 * sold (stable) or 25% dearer (an injected shift), or 25% dearer in the last month only after a steady month.
 */
const NOW = Date.UTC(2026, 9, 1)
const GAMES = [10012, 10032]

const dealsOf = (rows: MarketRow[]): DriftDeal[] =>
  rows
    .filter((r) => r.kind === 'deal' && r.soldAt !== null)
    .map((r) => ({ attrs: r.attrs, priceFen: r.priceFen, soldAt: r.soldAt as number, source: r.source }))

const cut = NOW - DRIFT_WINDOW_MS
const market = new Map<number, { model: TrainedModel; recent: DriftDeal[]; old: DriftDeal[] }>()

beforeAll(() => {
  for (const gameId of GAMES) {
    const rows = generateDemoMarket({ games: [gameId], rowsPerGame: 3000, endMs: NOW })
    const before = rows.filter((r) => (r.soldAt ?? r.listedAt) <= cut)
    const model = trainGame(before, { gameId, now: cut }) as TrainedModel
    const deals = dealsOf(rows)
    market.set(gameId, { model, recent: deals.filter((d) => d.soldAt > cut), old: deals.filter((d) => d.soldAt <= cut) })
  }
}, 120_000)

const shifted = (deals: DriftDeal[], factor: number) => deals.map((d) => ({ ...d, priceFen: Math.round(d.priceFen * factor) }))

test.each(GAMES)('game %i: the month as it sold is not drift; the same month 25% dearer is', (gameId) => {
  const { model, recent, old } = market.get(gameId) as { model: TrainedModel; recent: DriftDeal[]; old: DriftDeal[] }
  expect(recent.length).toBeGreaterThanOrEqual(DRIFT_MIN_DEALS)
  const stable = measureDrift(model, [...old, ...recent], NOW)
  expect({ status: stable.status, reasons: stable.reasons }).toEqual({ status: 'ok', reasons: [] })
  expect(Math.abs(stable.figures?.bias ?? 1)).toBeLessThan(0.05)

  const moved = measureDrift(model, [...old, ...shifted(recent, 1.25)], NOW)
  expect(moved.status).toBe('drift')
  expect(moved.figures?.bias).toBeGreaterThan(0.15)
  expect(moved.reasons.join('；')).toContain('近 30 天成交价比估价高')
  // The index step sees the jump against the month before.
  expect(moved.figures?.indexStep).toBeGreaterThan(0.15)
  expect(moved.reasons.some((r) => r.startsWith('价格指数近 30 天变动 +'))).toBe(true)
})

test('a thin window is not enough data, whatever its prices', () => {
  const { model, recent } = market.get(GAMES[0]) as { model: TrainedModel; recent: DriftDeal[] }
  const few = measureDrift(model, shifted(recent.slice(0, DRIFT_MIN_DEALS - 1), 2), NOW)
  expect(few).toEqual({ status: 'insufficient', deals: DRIFT_MIN_DEALS - 1, figures: null, reasons: [] })
})

test('the limits widen with fewer deals and rest on the model’s held-out MdAPE', () => {
  const { model, recent, old } = market.get(GAMES[0]) as { model: TrainedModel; recent: DriftDeal[]; old: DriftDeal[] }
  const all = measureDrift(model, [...old, ...recent], NOW).figures
  const some = measureDrift(model, [...old, ...recent.slice(0, DRIFT_MIN_DEALS)], NOW).figures
  expect(all?.baselineMdape).toBeCloseTo(model.accuracy.mdape, 4)
  expect(some?.limits.mdape).toBeGreaterThan(all?.limits.mdape as number)
  expect(some?.limits.bias).toBeGreaterThanOrEqual(all?.limits.bias as number)
  expect(all?.limits.mdape).toBeGreaterThanOrEqual(model.accuracy.mdape * 1.25 - 1e-4)
})
