import { act } from 'react'
import { navigateTo } from '../../src/router'
import { sessionStore } from '../../src/stores/session'
import { bootPage, byTestId, closeGate, currentPage, net, openGate, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'

/** 资讯 (`pages/information/index`) for a visitor: category tabs, paging with 加载更多, empty and error states. */

jest.setTimeout(30000)

jest.mock('../../src/pages/information/detail', () => ({ __esModule: true, default: () => null }))

const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
const NAMES: Record<string, string> = { market: '行情资讯', guide: '交易指南', 'anti-fraud': '防骗提醒', rules: '平台规则' }
const DAY = 86_400_000
const BASE = new Date(2026, 10, 20, 10, 0).getTime()

/** 12 guide articles (newest first) and one anti-fraud one; no rules. */
const ARTICLES = [
  ...Array.from({ length: 12 }, (_, i) => ({ id: `guide-${i + 1}`, category: 'guide', publishedAt: BASE - i * DAY })),
  { id: 'fraud-1', category: 'anti-fraud', publishedAt: BASE - 3 * DAY + 1, cover: 'https://cdn.example.com/f.png' },
]
  .map((a) => ({
    title: `文章 ${a.id}`,
    summary: `摘要 ${a.id}`,
    cover: '',
    categoryName: NAMES[a.category],
    ...a,
  }))
  .sort((a, b) => b.publishedAt - a.publishedAt)

let failMarket = 1

const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/info/list') {
    const { category, page = 1, pageSize = 20 } = (r.data ?? {}) as { category?: string; page?: number; pageSize?: number }
    if (category === 'market' && failMarket-- > 0) return { code: 50001, msg: '服务繁忙，请稍后再试' }
    const all = ARTICLES.filter((a) => !category || a.category === category)
    return ok({ list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length })
  }
  return ok(null)
}

const listCalls = () => net.requests.filter((r) => r.url.startsWith('/app/v1/info/list')).map((r) => r.data)
const titles = () => Array.from(currentPage().querySelectorAll('[data-testid="info-card-title"]')).map((e) => e.textContent)

beforeAll(async () => {
  closeGate()
  await bootPage('#/pages/information/index', { reply, user: null })
  await waitFor(() => byTestId('info-skeleton') !== null, 'the skeleton')
  openGate()
  await waitFor(() => byTestId('info-list') !== null, 'the list')
})

beforeEach(() => {
  toasts.length = 0
})

it('opens without a login: 全部 first, the newest ten, then 加载更多', () => {
  expect(sessionStore.isLoggedIn).toBe(false)
  expect(window.location.hash).toBe('#/pages/information/index')
  expect(Array.from(currentPage().querySelectorAll('[data-testid^="info-tab-"]')).map((e) => e.textContent)).toEqual([
    '全部',
    '行情资讯',
    '交易指南',
    '防骗提醒',
    '平台规则',
  ])
  expect(byTestId('info-tab-all')?.className).toContain('info-tab--on')
  expect(listCalls()).toEqual([{ page: 1, pageSize: 10 }])
  expect(titles()).toEqual(ARTICLES.slice(0, 10).map((a) => a.title))
  const first = currentPage().querySelector('[data-testid="info-card"]')
  expect(first?.textContent).toContain('摘要 guide-1')
  expect(first?.textContent).toContain('交易指南')
  expect(first?.textContent).toContain('2026-11-20')
  // The one article with a cover shows it.
  expect(currentPage().querySelectorAll('[data-testid="info-card-cover"]')).toHaveLength(1)
  expect(text('info-footer-more')).toBe('加载更多')
})

it('加载更多 brings the next page, then 没有更多了', async () => {
  await tap('info-footer-more')
  await waitFor(() => titles().length === 13, 'page 2')
  expect(listCalls()[1]).toEqual({ page: 2, pageSize: 10 })
  expect(titles()).toEqual(ARTICLES.map((a) => a.title))
  expect(text('info-footer')).toBe('没有更多了')
})

it('a category tab asks for that category only', async () => {
  await tap('info-tab-anti-fraud')
  await waitFor(() => titles().length === 1, 'the anti-fraud list')
  expect(listCalls().at(-1)).toEqual({ category: 'anti-fraud', page: 1, pageSize: 10 })
  expect(titles()).toEqual(['文章 fraud-1'])
  expect(byTestId('info-tab-anti-fraud')?.className).toContain('info-tab--on')
})

it('a category without articles says so', async () => {
  await tap('info-tab-rules')
  await waitFor(() => byTestId('info-empty') !== null, 'the empty state')
  expect(text('info-empty')).toContain('这个分类还没有文章')
})

it('a failed load shows the error with 重新加载, which brings the list', async () => {
  await tap('info-tab-market')
  await waitFor(() => byTestId('info-error') !== null, 'the error state')
  expect(text('info-error')).toContain('服务繁忙，请稍后再试')
  expect(toasts).toEqual([])
  await tap('info-error-retry')
  await waitFor(() => byTestId('info-empty') !== null, 'the market list after retry')
  expect(listCalls().filter((d) => d?.category === 'market')).toHaveLength(2)
})

it('going back to a loaded tab does not ask again', async () => {
  const before = listCalls().length
  await tap('info-tab-all')
  expect(titles()).toHaveLength(13)
  expect(listCalls()).toHaveLength(before)
})

it('an article opens its detail page, still without a login', async () => {
  const card = currentPage().querySelector('[data-testid="info-card"]') as HTMLElement
  await act(async () => {
    card.click()
  })
  await waitFor(() => window.location.hash === '#/pages/information/detail?id=guide-1', 'the detail page')
  expect(toasts).not.toContain('请先登录')
})

it('the list opens on the tab its link names', async () => {
  await act(async () => {
    await navigateTo('information', { category: 'anti-fraud' })
  })
  await waitFor(() => window.location.hash === '#/pages/information/index?category=anti-fraud', 'the list again')
  await waitFor(() => titles().length === 1, 'the anti-fraud list')
  expect(byTestId('info-tab-anti-fraud')?.className).toContain('info-tab--on')
})
