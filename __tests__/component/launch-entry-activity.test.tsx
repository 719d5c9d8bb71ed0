import { switchTab } from '../../src/router'
import { settle } from './boot'
import { bootPage, byTestId, net, text, toasts, waitFor, type Req } from './helpers'
import { PRIZES, activity, bodyOf, ok, pathOf } from './draw-fixtures'

/**
 * An activity QR code or link opens home with `scene=0_<activityId>`: home opens the prize-draw page with that
 * activityId, and the page asks the service for that activity. The launch runs once.
 */
jest.setTimeout(30000)

const service = (r: Req) => {
  if (pathOf(r) === '/app/v1/draw/activity') return ok({ activity: activity({ id: '42' }), prizes: PRIZES, me: null })
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/index/index?scene=0_42', { user: null, reply: service })
})

it('opens the draw page for that activity, which a visitor sees with 登录后抽奖', async () => {
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/index?activityId=42', 'the activity page')
  await waitFor(() => byTestId('draw-head') !== null, 'the activity')
  expect(net.requests.filter((r) => pathOf(r) === '/app/v1/draw/activity').map(bodyOf)).toEqual([{ activityId: '42' }])
  expect(text('draw-title')).toBe('冬季幸运大抽奖')
  expect(text('draw-button')).toBe('登录后抽奖')
  expect(toasts).toEqual([])
  expect(net.requests.map((r) => r.url)).not.toContain('/app/v1/wx/valPxLogin')
})

it('back home, home does not open the activity again', async () => {
  await switchTab('home')
  await waitFor(() => window.location.hash === '#/pages/index/index', 'home')
  await settle(200)
  expect(window.location.hash).toBe('#/pages/index/index')
  expect(net.requests.filter((r) => pathOf(r) === '/app/v1/draw/activity')).toHaveLength(1)
})
