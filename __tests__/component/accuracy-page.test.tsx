import { act } from 'react'
import { navigateTo, reLaunch } from '../../src/router'
import { sessionStore } from '../../src/stores/session'
import { bootPage, byTestId, closeGate, currentPage, net, openGate, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'

/**
 * 估价准确度 (`pages/report/accuracy`) in the real app, logged out: reached from the accuracy line of a shared
 * unlocked report, the explanation and the table from the service, then the error and empty states.
 */

jest.setTimeout(60000)

const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
const figures = (over: Record<string, unknown>) => ({
  mdape: 0.1342,
  within10: 0.3751,
  within20: 0.6249,
  coverage: 0.7968,
  rangeLevel: 0.8,
  testSize: 912,
  testFrom: Date.UTC(2026, 4, 3),
  testTo: Date.UTC(2026, 9, 30),
  dataFrom: Date.UTC(2024, 10, 1),
  dataTo: Date.UTC(2026, 9, 30),
  demo: false,
  trainedAt: Date.UTC(2026, 10, 1),
  ...over,
})
const TABLE = {
  list: [
    { gameId: 10013, gameName: '王者荣耀', ...figures({ demo: true }) },
    {
      gameId: 10011,
      gameName: '和平精英',
      ...figures({ mdape: 0.2, within10: 0.25, within20: 0.5, coverage: 0.81, testSize: 300 }),
      live: {
        count: 46,
        mdape: 0.1555,
        within10: 0.3,
        within20: 0.61,
        coverage: 0.74,
        from: Date.UTC(2026, 6, 2),
        to: Date.UTC(2026, 10, 20),
        sources: { listing: 12, market: 34, check: 0 },
        months: [],
        byLabel: [],
        labelsOrdered: null,
      },
    },
  ],
  refused: [{ gameId: 10026, gameName: '原神', reason: '原神的成交样本不足 200 条（当前 0 条），估价不可靠，暂不提供' }],
}
const sharedReport = {
  status: 2,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-3千元',
  comparableCount: 0,
  demo: true,
  estimateFen: 200_000,
  range: { lowFen: 150_000, highFen: 260_000, level: 0.8 },
  confidence: { score: 0.5, label: '中' },
  breakdown: { baseFen: 100_000, items: [] },
  comparables: [],
  trend: [],
  reportQuestions: [],
  accuracy: figures({ demo: true }),
}

/** What val/accuracy answers next: the table, a failure or nothing. */
let answer: 'table' | 'fail' | 'empty' = 'table'
const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/val/sharedReport') return ok(sharedReport)
  if (path === '/app/v1/val/accuracy') {
    if (answer === 'fail') return { code: 50001, msg: '服务繁忙，请稍后再试' }
    return ok(answer === 'empty' ? { list: [], refused: [] } : TABLE)
  }
  return ok(null)
}
const accuracyCalls = () => net.requests.filter((r) => r.url.startsWith('/app/v1/val/accuracy'))
const cells = (id: string) => Array.from(byTestId(id)?.querySelectorAll('.acc-row__num') ?? []).map((e) => e.textContent)

beforeAll(async () => {
  await bootPage('#/pages/h5/report/share?shareToken=abc.def.ghi', { reply, user: null, ready: 'report-full' })
})

it('a shared unlocked report shows the game’s accuracy line, with the demo label', () => {
  expect(sessionStore.isLoggedIn).toBe(false)
  expect(text('accuracy-line-text')).toBe(
    '本游戏估价准确度：中位误差 13.4%，38% 的估价与成交价相差不到 10%，标称 80% 的区间实际覆盖 80%（基于 912 笔未参与训练的成交）',
  )
  expect(text('accuracy-line-demo')).toContain('演示数据')
})

it('the line opens the explanation page without a login: how it is measured, then every game’s figures', async () => {
  closeGate()
  await tap('accuracy-line')
  await waitFor(() => window.location.hash === '#/pages/report/accuracy?gameId=10013', 'the accuracy page')
  await waitFor(() => byTestId('accuracy-skeleton') !== null, 'the skeleton')
  // The explanation needs no data: it is there while the table loads.
  expect(text('accuracy-explain')).toContain('用较早的成交训练模型，再给之后那些未参与训练的成交估价，与真实成交价对比')
  for (const term of ['中位误差', '10% 以内 / 20% 以内', '区间覆盖', '实际成交', '演示数据'])
    expect(text('accuracy-explain')).toContain(term)
  openGate()
  await waitFor(() => byTestId('accuracy-table') !== null, 'the table')

  expect(accuracyCalls().map((r) => r.data)).toEqual([{}])
  expect(cells('accuracy-row-10013')).toEqual(['13.4%', '38%', '62%', '80%目标 80%'])
  expect(cells('accuracy-row-10011')).toEqual(['20.0%', '25%', '50%', '81%目标 80%'])
  expect(text('accuracy-row-10011')).toContain('300 笔 · 2026-05 至 2026-10')
  // Realised prices under the backtest's figures, by source and count; a game without enough shows none.
  expect(cells('accuracy-live-10011')).toEqual(['15.6%', '30%', '61%', '74%目标 80%'])
  expect(text('accuracy-live-10011')).toContain('实际成交46 笔 · 2026-07 至 2026-11挂牌售出 12 · 市场成交 34')
  expect(text('accuracy-live-10011')).not.toContain('我亏了吗')
  expect(byTestId('accuracy-live-10013')).toBeNull()
  // The game the page came from is marked; the demo game says so, the real one does not.
  expect(byTestId('accuracy-row-10013')?.className).toContain('acc-row--marked')
  expect(byTestId('accuracy-row-10011')?.className).not.toContain('acc-row--marked')
  expect(byTestId('accuracy-demo-10013')).not.toBeNull()
  expect(byTestId('accuracy-demo-10011')).toBeNull()
  expect(text('accuracy-demo-note')).toContain('演示数据')
  // A game without a model is listed with the reason, not left out.
  expect(text('accuracy-refused-10026')).toContain('成交样本不足')
  expect(currentPage().textContent).not.toContain('请先登录')
  expect(toasts).toEqual([])
})

it('a failed load shows the error with 重新加载, which brings the table', async () => {
  answer = 'fail'
  await act(async () => {
    await navigateTo('valuationAccuracy')
  })
  await waitFor(() => byTestId('accuracy-error') !== null, 'the error state')
  expect(text('accuracy-error')).toContain('服务繁忙，请稍后再试')
  // The page shows the failure itself: no toast on top.
  expect(toasts).toEqual([])
  expect(byTestId('accuracy-explain')).not.toBeNull()
  answer = 'table'
  await tap('accuracy-error-retry')
  await waitFor(() => byTestId('accuracy-table') !== null, 'the table after retry')
  // Opened without a game: no row is marked.
  expect(currentPage().querySelectorAll('.acc-row--marked')).toHaveLength(0)
})

it('no models yet: the empty state', async () => {
  answer = 'empty'
  await act(async () => {
    await reLaunch('valuationAccuracy')
  })
  await waitFor(() => byTestId('accuracy-empty') !== null, 'the empty state')
  expect(text('accuracy-empty')).toContain('暂无准确度数据')
})
