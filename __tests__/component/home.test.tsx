import { act } from 'react'
import { settle } from './boot'
import { homeStore } from '../../src/stores/home'
import { banner, ok } from './banner-fixtures'
import { bootPage, byTestId, closeGate, currentPage, flush, net, openGate, tap, text, type Reply, type Req } from './helpers'
import { recentEvents } from '../../src/tracker'
import { switchTab } from '../../src/router'

/**
 * The home page rendered by the real app (guarded router, MobX home store, request wrapper); only the
 * network is replaced. Tests share one booted app and run in order like a user session.
 */

jest.setTimeout(20000)

const SLOGAN = {
  title: '服务端标题',
  span: '服务端副标题',
  div: [
    { icon: 'deal', span: '海量成交样本', title: 'x' },
    { icon: 'range', span: '合理价格区间', title: 'y' },
    { icon: 'split', span: '看清价值构成', title: 'z' },
  ],
}
const GAMES = [
  { gameId: 10026, name: '王者荣耀', genre: 'MOBA', icon: 'game-10026', valuationCount: 3456 },
  { gameId: 10013, name: '和平精英', genre: '射击', icon: 'game-10013', valuationCount: 0 },
]
const FEATURES = [
  { gameId: 10026, name: '王者荣耀', features: [{ title: '皮肤', desc: '限定皮肤最影响价格' }] },
  { gameId: 10013, name: '和平精英', features: [{ title: '枪皮', desc: '升级枪皮是主要价值' }] },
]

/** What operators published: three gradient cards of the spec's ids and a picture card. */
const BANNERS = [
  banner(1, { title: '你的账号值多少钱？', desc: '副标题1', jumpPage: 1 }),
  banner(2, { title: 'AI估价模型持续训练中', desc: '副标题2', jumpPage: 4, colors: ['#5b5bd6', '#8a7bff'] }),
  banner(3, { title: '想买号？先看行情', desc: '副标题3', jumpPage: 2, colors: ['#ff7d00', '#ffa940'] }),
  banner(8, { title: '暑期活动', desc: '估价抽好礼', image: 'https://cdn.example.com/summer.png', target: 'pages/h5/banner/index?id=8' }),
]

const serviceReply = (r: Req): Reply => {
  if (r.url.endsWith('/banner/list')) return ok({ list: BANNERS })
  if (r.url.endsWith('/valMain')) return ok({ slogan: SLOGAN })
  if (r.url.endsWith('/valGameMain')) return ok({ list: GAMES })
  if (r.url.endsWith('/valGameFeature')) return ok({ list: FEATURES })
  if (r.url.endsWith('/valMainCount')) return ok({ userCount: 8, valuationCount: 12345 })
  return ok({})
}
let reply: (r: Req) => Reply = serviceReply
const homeCalls = () =>
  net.requests.filter((r) => /\/(val(Main|GameMain|GameFeature|MainCount)|banner\/list)$/.test(r.url)).map((r) => r.url)

let bootCalls: string[] = []

beforeAll(async () => {
  // Home requests wait until the first test opens the gate (to see the skeleton).
  closeGate()
  await bootPage('#/pages/index/index', { reply: (r) => reply(r), user: null })
  bootCalls = homeCalls()
})

beforeEach(() => {
  net.requests.length = 0
})

it('shows skeletons while the home data loads', async () => {
  expect(byTestId('home-skeleton')).not.toBeNull()
  expect(byTestId('slogan-title')).toBeNull()
  expect(bootCalls.sort()).toEqual([
    '/app/v1/banner/list',
    '/app/v1/valGameFeature',
    '/app/v1/valGameMain',
    '/app/v1/valMain',
    '/app/v1/valMainCount',
  ])
  openGate()
  await flush()
  await settle()
  expect(byTestId('home-skeleton')).toBeNull()
})

it('renders the overridden slogan, the formatted count and the games', () => {
  expect(text('slogan-title')).toBe('游戏账号估价')
  expect(text('slogan-span')).toBe('基于真实成交数据的AI估价')
  const items = [...currentPage().querySelectorAll('[data-testid="slogan-item"]')].map((e) => e.textContent)
  expect(items).toEqual(['真实成交海量成交样本', '估价区间合理价格区间', '价值拆解看清价值构成'])
  expect(text('valuation-count')).toBe('已累计估价 12,345 次')
  expect(text('game-10026')).toContain('王者荣耀')
  expect(text('game-10026')).toContain('MOBA')
  expect(text('game-10026')).toContain('3,456次估价')
  expect(text('game-10013')).toContain('和平精英')
  // A game nobody has valued yet says nothing rather than 0次估价.
  expect(text('game-10013')).not.toContain('次估价')
  // the first game is selected and its features are shown
  expect(text('game-features')).toContain('王者荣耀 · 估价看点')
  expect(text('game-features')).toContain('限定皮肤最影响价格')
})

it('shows the service banners in order and the six entry cards', () => {
  const shown = [...currentPage().querySelectorAll('[data-testid^="banner-"]')]
    .map((e) => e.getAttribute('data-testid'))
    .filter((id) => /^banner-\d+$/.test(id ?? ''))
  expect(shown).toEqual(['banner-1', 'banner-2', 'banner-3', 'banner-8'])
  expect(text('banner-2')).toContain('AI估价模型持续训练中')
  expect(text('banner-2')).toContain('副标题2')
  // a card without a picture is drawn from its colours (bannerGradient, unit-tested), with 立即查看
  expect(byTestId('banner-2-image')).toBeNull()
  expect(text('banner-2')).toContain('立即查看')
  // a picture card shows the picture filled, with its title over it
  const img = byTestId('banner-8-image')
  expect(img?.getAttribute('src') ?? img?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/summer.png')
  expect(img?.getAttribute('mode')).toBe('aspectFill')
  expect(text('banner-8')).toContain('暑期活动')
  for (const id of [1, 2, 3, 8]) {
    expect(byTestId(`banner-${id}`)?.className).toContain('track-exposure')
    expect(byTestId(`banner-${id}`)?.getAttribute('data-exposure')).toBe(`banner-${id}`)
  }
  expect(byTestId('banner-skeleton')).toBeNull()
  const entries = [...currentPage().querySelectorAll('[data-testid^="entry-"]')].map((e) => e.getAttribute('data-testid'))
  expect(entries).toEqual([
    'entry-evaluate',
    'entry-purpose',
    'entry-check',
    'entry-deal-evaluate',
    'entry-deal-analyze',
    'entry-ai-creating',
  ])
})

it('picking another game shows its features', async () => {
  await tap('game-10013')
  expect(byTestId('game-10013')?.className).toContain('game-grid__cell--active')
  expect(text('game-features')).toContain('和平精英 · 估价看点')
  expect(text('game-features')).toContain('升级枪皮是主要价值')
  expect(text('game-features')).not.toContain('限定皮肤')
})

it('估一估我的…账号 opens the valuation with that game already picked', async () => {
  expect(text('features-evaluate')).toBe('估一估我的和平精英账号')
  await tap('features-evaluate')
  await settle(400)
  expect(window.location.hash).toBe('#/pages/evaluate/choose/index')
  expect(text('picked-game')).toContain('和平精英')
  expect(byTestId('method-2')).not.toBeNull()
  await act(async () => {
    await switchTab('home')
  })
  await settle(400)
  expect(window.location.hash).toBe('#/pages/index/index')
})

it('the buying banner opens 找意向账号 and is counted', async () => {
  expect(recentEvents.some((e) => e.eventType === 'pv' && e.name === 'index')).toBe(true)
  await tap('banner-3')
  await settle(400)
  expect(window.location.hash).toBe('#/pages/purpose/index')
  expect(recentEvents.filter((e) => e.name === 'index-banner').map((e) => e.extra)).toEqual([{ bannerId: 3 }])
  await act(async () => {
    window.history.back()
  })
  await settle(400)
  expect(window.location.hash).toBe('#/pages/index/index')
})

describe('load failure', () => {
  beforeAll(async () => {
    reply = (r) => (/\/val(Main|GameMain)$/.test(r.url) ? { code: 500, msg: '服务繁忙，请稍后再试' } : serviceReply(r))
    await act(async () => {
      homeStore.reset()
      await homeStore.load()
    })
    await flush()
  })

  it('shows the error state with 重新加载', () => {
    expect(byTestId('home-error')).not.toBeNull()
    expect(text('home-error')).toContain('服务繁忙，请稍后再试')
    expect(text('home-retry')).toBe('重新加载')
    expect(byTestId('slogan-title')).toBeNull()
  })

  it('重新加载 refetches and shows the page', async () => {
    reply = serviceReply
    await tap('home-retry')
    await flush()
    expect(homeCalls()).toContain('/app/v1/valMain')
    expect(homeCalls()).toContain('/app/v1/valGameMain')
    // the banners come back with everything else
    expect(homeCalls()).toContain('/app/v1/banner/list')
    expect(byTestId('banner-8')).not.toBeNull()
    expect(byTestId('home-error')).toBeNull()
    expect(text('slogan-title')).toBe('游戏账号估价')
  })
})
