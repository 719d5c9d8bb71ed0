import { act } from 'react'
import { settle } from './boot'
import { banner, ok } from './banner-fixtures'
import { bootPage, byTestId, net, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'
import { recentEvents } from '../../src/tracker'
import { APP_ONLY_TEXT } from '../../src/router/banner'

/**
 * A signed-in user taps each kind of service banner on the home page: an inter jump by page type, an inter jump
 * to an in-app path (a landing page), outer and third-party pages in the webview, and a native app page.
 */

jest.setTimeout(30000)

const BANNERS = [
  banner(3, { jumpPage: 3 }),
  banner(4, { target: 'pages/h5/banner/index?id=4' }),
  banner(9, { jumpType: 1, target: 'https://www.example.com/act?x=1&y=2' }),
  banner(10, { jumpType: 4, target: 'https://partner.example.cn/h5' }),
  banner(11, { jumpType: 2, target: 'valuationHome' }),
]

const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/banner/list') return ok({ list: BANNERS })
  if (path === '/app/v1/banner/detail')
    return ok({
      banner: BANNERS[1],
      body: ['## 爱心值怎么来', '签到领爱心值。'],
      action: { text: '去做任务', path: 'pages/missionCenter/index' },
    })
  if (path === '/app/v1/valMain') return ok({ slogan: { title: 't', span: 's', div: [] } })
  if (path === '/app/v1/valGameMain') return ok({ list: [] })
  return ok(null)
}

const bannerClicks = () => recentEvents.filter((e) => e.name === 'index-banner' && e.eventType === 'event').map((e) => e.extra)

async function back() {
  await act(async () => {
    window.history.back()
  })
  await waitFor(() => window.location.hash === '#/pages/index/index', 'back on home')
  await settle(600)
}

beforeAll(async () => {
  await bootPage('#/pages/index/index', { reply, ready: 'banner-11' })
})

beforeEach(() => {
  net.requests.length = 0
  toasts.length = 0
})

it('an inter banner with a page type opens that page', async () => {
  await tap('banner-3')
  await waitFor(() => window.location.hash === '#/pages/check/index', 'the check page')
  expect(bannerClicks()).toContainEqual({ bannerId: 3 })
  await back()
})

it('an inter banner with an in-app path opens that page with its query (the landing page)', async () => {
  await tap('banner-4')
  await waitFor(() => window.location.hash === '#/pages/h5/banner/index?id=4', 'the landing page')
  await waitFor(() => byTestId('landing-title') !== null, 'the landing content')
  expect(net.requests.filter((r) => r.url.startsWith('/app/v1/banner/detail')).map((r) => r.data)).toEqual([{ id: 4 }])
  expect(text('landing-action')).toBe('去做任务')
  expect(bannerClicks()).toContainEqual({ bannerId: 4 })
  await back()
})

it.each([
  ['an outer', 9, 'https://www.example.com/act?x=1&y=2'],
  ['a third-party', 10, 'https://partner.example.cn/h5'],
])('%s banner opens its https address in the webview page', async (_kind, id, url) => {
  await tap(`banner-${id}`)
  await waitFor(() => window.location.hash.startsWith('#/pages/misc/webview/index'), 'the webview page')
  const query = new URLSearchParams(window.location.hash.split('?')[1])
  expect(query.get('url')).toBe(url)
  expect(bannerClicks()).toContainEqual({ bannerId: id })
  await back()
})

it('a native app page banner says it needs the app on the web and stays on home', async () => {
  await tap('banner-11')
  await settle(200)
  expect(window.location.hash).toBe('#/pages/index/index')
  expect(toasts).toEqual([APP_ONLY_TEXT])
  expect(bannerClicks()).toContainEqual({ bannerId: 11 })
})
