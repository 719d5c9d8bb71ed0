import { bootPage, byTestId, closeGate, currentPage, flush, net, openGate, text, toasts, waitFor, type Reply, type Req } from './helpers'
import { settle } from './boot'

/** The banner list fails: the home page shows everything else, without the swiper and without an error. */

jest.setTimeout(20000)

const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/banner/list') return { code: 50001, msg: '服务繁忙，请稍后再试' }
  if (path === '/app/v1/valMain') return ok({ slogan: { title: 't', span: 's', div: [] } })
  if (path === '/app/v1/valGameMain') return ok({ list: [{ gameId: 10026, name: '王者荣耀', genre: 'MOBA', icon: '', valuationCount: 1 }] })
  if (path === '/app/v1/valMainCount') return ok({ userCount: 1, valuationCount: 4_200 })
  return ok(null)
}

beforeAll(async () => {
  closeGate()
  await bootPage('#/pages/index/index', { reply, user: null })
})

it('home renders in full while the swiper is simply left out', async () => {
  openGate()
  await flush()
  await settle()
  await waitFor(() => byTestId('slogan-title') !== null, 'the home content')
  expect(net.requests.some((r) => r.url.startsWith('/app/v1/banner/list'))).toBe(true)
  expect(byTestId('home-error')).toBeNull()
  expect(byTestId('home-banners')).toBeNull()
  expect(byTestId('banner-skeleton')).toBeNull()
  expect(currentPage().querySelectorAll('[data-testid^="banner-"]')).toHaveLength(0)
  expect(text('valuation-count')).toBe('已累计估价 4,200 次')
  expect(byTestId('entry-evaluate')).not.toBeNull()
  expect(byTestId('home-task')).not.toBeNull()
  expect(text('game-10026')).toContain('王者荣耀')
  // a background part failing is not worth a toast
  expect(toasts).toEqual([])
})
