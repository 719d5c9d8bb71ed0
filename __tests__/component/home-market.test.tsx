import { act } from 'react'
import { settle } from './boot'
import { bootPage, byTestId, currentPage, net, tap, text, waitFor, type Reply, type Req } from './helpers'
import { recentEvents } from '../../src/tracker'
import { installFakeIntersectionObserver } from './fake-intersection-observer'

/**
 * Home's market sections (issue 40 point 1; spec tracking names index price-trend and hot-value): the picked game's
 * price index as a small chart and the attributes that add most value this month, each opening 市场分析 and each
 * counted when seen and when tapped. Tests share one booted app and run in order like a visitor's session.
 */

jest.setTimeout(30000)

// The names table the home page hands to the exposure observer, as it was on each render.
const mockExposureTables: Record<string, string>[] = []
jest.mock('../../src/tracker/hooks', () => {
  const actual = jest.requireActual('../../src/tracker/hooks')
  return {
    ...actual,
    useExposure: (names: Record<string, string>) => {
      mockExposureTables.push(names)
      actual.useExposure(names)
    },
  }
})
// 市场分析 is its own page's business; here it only has to open.
jest.mock('../../src/subPages/deal-analyze/index', () => ({ __esModule: true, default: () => null }))

const observed = installFakeIntersectionObserver()

const HOK = 10013
const LOL = 10012
const GENSHIN = 10026
const GAMES = [
  { gameId: HOK, name: '王者荣耀', genre: 'MOBA', icon: 'game-10013', valuationCount: 10 },
  { gameId: LOL, name: '英雄联盟', genre: 'MOBA', icon: 'game-10012', valuationCount: 10 },
  { gameId: GENSHIN, name: '原神', genre: '二次元', icon: 'game-10026', valuationCount: 10 },
]
const INDEX = [0.96, 0.97, 0.99, 0.986, 0.989, 1].map((value, k) => ({ month: `2026-${String(k + 5).padStart(2, '0')}`, value }))
/** A market whose months all read differently in whole points. */
const MOVING_INDEX = [0.9, 0.93, 0.95, 0.97, 0.99, 1].map((value, k) => ({ month: `2026-${String(k + 5).padStart(2, '0')}`, value }))
const brief = (gameId: number, name: string, hotValues: unknown[], priceIndex = INDEX) => ({
  gameId,
  gameName: name,
  demo: true,
  month: '2026-10',
  priceIndex,
  changePct: 4.2,
  hotValues,
  accounts: 40,
})
const HOT = [
  { key: 'rareSkins.lubuSeaLion', label: '吕布·怒海麟威', lowFen: 60000, highFen: 78000 },
  { key: 'skins.glory', label: '荣耀典藏（皮肤数量（按品质）） 每多1款', lowFen: 30000, highFen: 38000 },
]

const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
/** 原神's model is not ready until `genshinReady`. */
let genshinReady = false
const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/valMain') return ok({ slogan: { title: 't', span: 's', div: [] } })
  if (path === '/app/v1/valGameMain') return ok({ list: GAMES })
  if (path === '/app/v1/banner/list') return ok({ list: [] })
  if (path === '/app/v1/market/brief') {
    const gameId = r.data?.gameId
    if (gameId === HOK) return ok(brief(HOK, '王者荣耀', HOT))
    if (gameId === LOL) return ok(brief(LOL, '英雄联盟', [], MOVING_INDEX))
    if (gameId === GENSHIN && !genshinReady) return { code: 40023, msg: '原神的估价模型尚未就绪，请稍后重试' }
    if (gameId === GENSHIN) return ok(brief(GENSHIN, '原神', HOT.slice(0, 1)))
  }
  return ok(null)
}

const briefAsks = () => net.requests.filter((r) => r.url.endsWith('/market/brief')).map((r) => r.data?.gameId)
const events = (name: string, eventType: string) => recentEvents.filter((e) => e.name === name && e.eventType === eventType)

beforeAll(async () => {
  await bootPage('#/pages/index/index', { reply, user: null, ready: 'hot-value-row' })
})

it('shows the first game’s price index as a small chart and its hot values as ranges, below the games', () => {
  expect(briefAsks()).toEqual([HOK])
  expect(text('price-trend')).toContain('价格走势')
  expect(text('price-trend')).toContain('王者荣耀 · 成交价指数 · 最新月 = 100')
  expect(text('price-trend-change')).toBe('近6个月+4.2%')
  const values = Array.from(currentPage().querySelectorAll('[data-testid="price-trend-value"]')).map((v) => v.textContent)
  // 99.0, 98.6 and 98.9 would all read 99 over bars of different heights: one decimal then, for every bar.
  expect(values).toEqual(['96.0', '97.0', '99.0', '98.6', '98.9', '100.0'])
  expect(text('price-trend-chart')).toContain('26.10')
  // The lowest month's bar is the shortest, the latest (highest) the tallest.
  const bars = Array.from(currentPage().querySelectorAll('.home-market__bar')).map((b) => (b as HTMLElement).style.height)
  expect([bars[0], bars[5]]).toEqual(['8px', '56px'])
  expect(text('hot-value')).toContain('热门属性价值')
  expect(text('hot-value')).toContain('10月 · 估价模型测算：拥有它的本月成交账号通常多值')
  const rows = Array.from(currentPage().querySelectorAll('[data-testid="hot-value-row"]')).map((r) => r.textContent)
  expect(rows).toEqual(['1吕布·怒海麟威+¥600 - ¥780', '2荣耀典藏（皮肤数量（按品质）） 每多1款+¥300 - ¥380'])
  const games = byTestId(`game-${HOK}`)
  const trend = byTestId('price-trend')
  expect(games && trend && games.compareDocumentPosition(trend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

it('each section is marked for exposure and counted as index-price-trend / index-hot-value once fully in view', async () => {
  const table = mockExposureTables[mockExposureTables.length - 1]
  for (const [id, name] of [
    ['price-trend', 'index-price-trend'],
    ['hot-value', 'index-hot-value'],
  ]) {
    const el = byTestId(id)
    expect(el?.className).toContain('track-exposure')
    expect(table[el?.getAttribute('data-exposure') ?? '']).toBe(name)
    await waitFor(() => observed.some((o) => o.el === el), `${id} watched`)
    const before = events(name, 'exposure').length
    act(() => observed.find((o) => o.el === el)?.fire(0.5))
    expect(events(name, 'exposure').length).toBe(before)
    act(() => observed.find((o) => o.el === el)?.fire(1))
    expect(events(name, 'exposure').length).toBe(before + 1)
  }
})

async function backHome() {
  await act(async () => {
    window.history.back()
  })
  await waitFor(() => window.location.hash === '#/pages/index/index', 'back on home')
  await settle(600)
}

it('市场分析 › on 价格走势 opens the market analysis of the game, counted as index-price-trend', async () => {
  await tap('price-trend-more')
  await waitFor(() => window.location.hash === `#/subPages/deal-analyze/index?gameId=${HOK}`, 'the market analysis')
  expect(events('index-price-trend', 'event').map((e) => e.extra)).toEqual([{ gameId: HOK, action: 'more' }])
  await backHome()
})

it('a hot value opens the market analysis too, counted as index-hot-value with the attribute', async () => {
  await act(async () => {
    ;(currentPage().querySelector('[data-testid="hot-value-row"]') as HTMLElement).click()
  })
  await waitFor(() => window.location.hash === `#/subPages/deal-analyze/index?gameId=${HOK}`, 'the market analysis')
  expect(events('index-hot-value', 'event').map((e) => e.extra)).toEqual([{ gameId: HOK, key: 'rareSkins.lubuSeaLion' }])
  await backHome()
  expect(briefAsks()).toEqual([HOK])
})

it('picking another game shows its brief; without hot values the section says so', async () => {
  await tap(`game-${LOL}`)
  await waitFor(() => text('price-trend').includes('英雄联盟'), '英雄联盟’s brief')
  expect(briefAsks()).toEqual([HOK, LOL])
  expect(byTestId('hot-value-row')).toBeNull()
  expect(text('hot-value')).toContain('本月暂无明显加价的属性')
  // Months that all read differently keep whole points.
  const values = Array.from(currentPage().querySelectorAll('[data-testid="price-trend-value"]')).map((v) => v.textContent)
  expect(values).toEqual(['90', '93', '95', '97', '99', '100'])
})

it('a failure shows the service’s message in both sections, and 重新加载 asks again', async () => {
  await tap(`game-${GENSHIN}`)
  await waitFor(() => byTestId('price-trend-error') !== null, 'the error')
  expect(text('price-trend-error')).toContain('原神的估价模型尚未就绪，请稍后重试')
  expect(text('hot-value-error')).toContain('重新加载')
  expect(byTestId('price-trend-chart')).toBeNull()
  genshinReady = true
  await tap('hot-value-retry')
  await waitFor(() => text('price-trend').includes('原神'), '原神’s brief')
  expect(briefAsks()).toEqual([HOK, LOL, GENSHIN, GENSHIN])
  expect(currentPage().querySelectorAll('[data-testid="hot-value-row"]')).toHaveLength(1)
})

it('an answer without the series (a service without the route) is a failure of the sections, not of home', async () => {
  const real = net.reply
  net.reply = (r) => (r.url.endsWith('/market/brief') ? ok({}) : real(r))
  try {
    await tap(`game-${HOK}`)
    await waitFor(() => byTestId('price-trend-error') !== null, 'the error')
  } finally {
    net.reply = real
  }
  expect(text('price-trend-error')).toContain('行情加载失败')
  expect(byTestId('game-features')).not.toBeNull()
  await tap('price-trend-retry')
  await waitFor(() => text('price-trend').includes('王者荣耀'), '王者荣耀’s brief')
})
