import { bootPage, byTestId, tap, text, waitFor, type Req } from './helpers'

/**
 * The report page's similar deals (相似成交): each shows what the account really sold for and when first, and the
 * price moved to today by the game's index second, labelled 按今日行情约. Only the network is replaced.
 */

const comparable = (over: Record<string, unknown>) => ({
  externalId: 'd1',
  source: 'demo',
  url: null,
  similarity: 0.91,
  keyAttrs: ['荣耀典藏×2'],
  demo: true,
  ...over,
})

const report = {
  valId: 'r_cmp',
  status: 2,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-5千元',
  comparableCount: 2,
  demo: true,
  propertyConfirm: { status: 1 },
  estimateFen: 300_000,
  range: { lowFen: 250_000, highFen: 360_000, level: 0.8 },
  confidence: { score: 0.7, label: '中' },
  lowConfidence: false,
  breakdown: { baseFen: 300_000, items: [] },
  comparables: [
    // Sold on 2025-04-18 (China time) at ¥3,326; the market fell since, so it is about ¥2,979 today.
    comparable({ listingId: 7, externalId: 'd1', priceFen: 297_900, soldPriceFen: 332_600, soldAt: Date.UTC(2025, 3, 18, 4) }),
    comparable({ listingId: 8, externalId: 'd2', priceFen: 310_000, soldPriceFen: 290_000, soldAt: Date.UTC(2026, 8, 30, 4) }),
  ],
  reportQuestions: [],
  trend: [{ month: '2026-10', value: 1 }],
  unlockedAt: Date.UTC(2026, 10, 2),
}

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/valReport') return { code: 200, msg: 'ok', data: report }
  return { code: 200, msg: 'ok', data: null }
}

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_cmp', { reply: service, ready: 'report-page' })
  await waitFor(() => byTestId('comparable-0') !== null, 'the comparables')
  // The first view of an unlocked report opens the unlocked popup; close it.
  if (byTestId('popup-close')) await tap('popup-close')
})

it('shows the real sold price and its date first, the price adjusted to today second and labelled', () => {
  expect(text('comparable-sold-0')).toBe('¥3,3262025-04-18 成交')
  expect(text('comparable-today-0')).toBe('按今日行情约 ¥2,979 · 相似度 91%')
  const row = text('comparable-0')
  expect(row.indexOf('¥3,326')).toBeLessThan(row.indexOf('¥2,979'))
  expect(row.indexOf('2025-04-18')).toBeLessThan(row.indexOf('按今日行情约'))
  // Each row shows its own sale: the second sold below its today's price (the market rose).
  expect(text('comparable-sold-1')).toBe('¥2,9002026-09-30 成交')
  expect(text('comparable-today-1')).toContain('按今日行情约 ¥3,100')
})

it('the deal popup lists the sold price and date before the labelled today price', async () => {
  await tap('comparable-info-0')
  expect(text('goods-info-sold')).toBe('成交价：¥3,326')
  expect(text('goods-info-today')).toBe('按今日行情约：¥2,979（按该游戏价格指数折算）')
  const info = text('goods-info')
  expect(info.indexOf('成交价：¥3,326')).toBeLessThan(info.indexOf('成交时间：2025-04-18'))
  expect(info.indexOf('成交时间')).toBeLessThan(info.indexOf('按今日行情约'))
  expect(info).not.toContain('折算今日')
})
