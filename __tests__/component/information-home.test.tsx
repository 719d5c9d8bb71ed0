import { act } from 'react'
import { recentEvents } from '../../src/tracker'
import { bootPage, byTestId, currentPage, net, tap, waitFor, type Reply, type Req } from './helpers'

/** The home page's 资讯 section for a visitor: the newest articles, 更多 to the list, tracked as index information. */

jest.setTimeout(30000)

jest.mock('../../src/pages/information/index', () => ({ __esModule: true, default: () => null }))
jest.mock('../../src/pages/information/detail', () => ({ __esModule: true, default: () => null }))

const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
const ARTICLES = ['how-valuation-works', 'how-to-read-report', 'avoid-recovery-fraud'].map((id, i) => ({
  id,
  title: `标题 ${id}`,
  category: 'guide',
  categoryName: '交易指南',
  summary: '摘要',
  cover: '',
  publishedAt: new Date(2026, 10, 20 - i, 10, 0).getTime(),
}))

const reply = (r: Req): Reply => {
  if (r.url.endsWith('/valMain')) return ok({ slogan: { title: '标题', span: '副标题', div: [] } })
  if (r.url.endsWith('/valGameMain'))
    return ok({ list: [{ gameId: 10026, name: '王者荣耀', genre: 'MOBA', icon: 'g', valuationCount: 1 }] })
  if (r.url.endsWith('/info/list')) return ok({ list: ARTICLES, total: 6 })
  return ok({})
}

const rows = () => Array.from(currentPage().querySelectorAll('[data-testid="home-information-row"]')) as HTMLElement[]

beforeAll(async () => {
  await bootPage('#/pages/index/index', { reply, user: null, ready: 'home-information' })
})

it('shows the newest three articles, asked for without a login', () => {
  const asked = net.requests.filter((r) => r.url.endsWith('/info/list')).map((r) => r.data)
  expect(asked).toEqual([{ page: 1, pageSize: 3 }])
  expect(rows().map((r) => r.textContent)).toEqual([
    '标题 how-valuation-works交易指南2026-11-20',
    '标题 how-to-read-report交易指南2026-11-19',
    '标题 avoid-recovery-fraud交易指南2026-11-18',
  ])
})

it('an article opens its page and is counted as index information', async () => {
  await act(async () => {
    rows()[2].click()
  })
  await waitFor(() => window.location.hash === '#/pages/information/detail?id=avoid-recovery-fraud', 'the article')
  expect(recentEvents.filter((e) => e.name === 'index-information' && e.eventType === 'event').map((e) => e.extra)).toEqual([
    { action: 'article', articleId: 'avoid-recovery-fraud' },
  ])
  await act(async () => {
    window.history.back()
  })
  await waitFor(() => window.location.hash === '#/pages/index/index' && byTestId('home-information') !== null, 'home again')
})

it('更多 opens the information list', async () => {
  await tap('home-information-more')
  await waitFor(() => window.location.hash === '#/pages/information/index', 'the list')
  expect(recentEvents.filter((e) => e.name === 'index-information' && e.eventType === 'event').at(-1)?.extra).toEqual({ action: 'more' })
  // Loaded once per app start: coming back does not ask again.
  expect(net.requests.filter((r) => r.url.endsWith('/info/list'))).toHaveLength(1)
  expect(byTestId('home-information')).toBeNull()
})
