import { bootPage, byTestId, closeGate, currentPage, net, openGate, pageText, tap, text, waitFor } from './helpers'
import { GAMES, bodiesOf, fail, listing, marketService, ok } from './market-fixtures'
import { marketStore } from '../../src/features/deal/market-store'

/** Market analysis (public page): loading, data per game and period, demo mark, error and retry. */

const analysis = (gameId: number, period: string) => ({
  gameId,
  gameName: GAMES.find((g) => g.gameId === gameId)!.name,
  period,
  reportType: period === '3m' ? 1 : 2,
  demo: true,
  dataThrough: Date.UTC(2026, 9, 28),
  priceIndex: [
    { month: '2026-08', value: 0.92 },
    { month: '2026-09', value: 0.97 },
    { month: '2026-10', value: 1 },
  ],
  monthly: [
    { month: '2026-08', deals: 40, medianFen: 120000 },
    { month: '2026-09', deals: 52, medianFen: 128000 },
    { month: '2026-10', deals: 61, medianFen: 131050 },
  ],
  hotAttributes: [{ key: 'tier:glory', label: '荣耀典藏', share: 0.62, overallShare: 0.2, upliftPct: 85.4 }],
  topListings: [listing(1, 880000), listing(2, 650000)],
  taglines: [
    { type: 1, text: '近6个月成交 153 笔，最高成交价 ¥9,800' },
    { type: 2, text: '价格指数上涨 8.7%' },
  ],
})

let failNext = false
beforeAll(async () => {
  marketStore.reset()
  closeGate()
  await bootPage('#/subPages/deal-analyze/index', {
    reply: marketService({
      'market/analysis': (r) => {
        if (failNext) return fail(40023, '原神暂未开放估价')
        const b = r.data as { gameId: number; period: string }
        return ok(analysis(b.gameId, b.period))
      },
    }),
    user: null,
  })
})

it('logged out: shows a skeleton while loading, then the first game over the default 6 months', async () => {
  await waitFor(() => byTestId('market-skeleton') !== null, 'the skeleton')
  expect(window.location.hash).toBe('#/subPages/deal-analyze/index')
  openGate()
  await waitFor(() => byTestId('market-analysis') !== null, 'the analysis')
  expect(bodiesOf('market/analysis')).toEqual([{ gameId: 10013, period: '6m' }])
  expect(text('market-game-name')).toContain('王者荣耀')
  expect(byTestId('demo-badge')?.textContent).toBe('演示数据')
  expect(text('market-taglines')).toContain('价格指数上涨 8.7%')
  // The chart: one point per month, the latest index (100) highlighted.
  expect(currentPage().querySelectorAll('[data-testid="market-chart-point"]')).toHaveLength(3)
  expect(text('market-chart-last')).toBe('100')
  // An index is drawn on a broken axis, marked as such; its rise over the period is red (红涨绿跌).
  expect(byTestId('market-chart-break')).not.toBeNull()
  expect(text('market-chart-y-min')).toBe('85')
  expect(text('market-change')).toBe('+8.7%')
  expect(byTestId('market-change')?.className).toContain('ma__change--gain')
  // Volumes (newest first) with yuan medians, hot attributes, top listings in yuan.
  const rows = Array.from(currentPage().querySelectorAll('[data-testid="market-volume-row"]')).map((r) => r.textContent)
  expect(rows[0]).toBe('26.1061笔¥1,311')
  expect(text('market-hot')).toContain('荣耀典藏')
  expect(text('market-hot')).toContain('均价高 85.4%')
  expect(text('market-top')).toContain('¥8,800')
  expect(byTestId('market-initial')).toBeNull()
})

it('switches the period and the game', async () => {
  net.requests.length = 0
  await tap('period-3m')
  await waitFor(() => byTestId('market-initial') !== null, 'the 3-month analysis')
  expect(bodiesOf('market/analysis')).toEqual([{ gameId: 10013, period: '3m' }])
  expect(pageText()).toContain('该周期成交样本较少')
  await tap('market-game-10026')
  await waitFor(() => text('market-game-name').includes('原神'), 'the second game')
  expect(bodiesOf('market/analysis')).toEqual([
    { gameId: 10013, period: '3m' },
    { gameId: 10026, period: '3m' },
  ])
})

it('shows the service error with a retry that loads again', async () => {
  failNext = true
  await tap('market-game-10013')
  await waitFor(() => byTestId('market-error') !== null, 'the error state')
  expect(text('market-error')).toContain('原神暂未开放估价')
  failNext = false
  await tap('market-error-retry')
  await waitFor(() => text('market-game-name').includes('王者荣耀'), 'the retried analysis')
})
