import { settle } from './boot'
import { bootPage, net, tap, text, toasts, waitFor } from './helpers'

/**
 * An activity QR code or link opens home with `scene=0_<activityId>`: home opens the prize-draw page with that
 * activityId, which says plainly that the activity is not open yet. The launch runs once.
 */
jest.setTimeout(30000)

beforeAll(async () => {
  await bootPage('#/pages/index/index?scene=0_42', { user: null })
})

it('opens the activity page with its message and the activity number', async () => {
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/index?activityId=42', 'the activity page')
  await waitFor(() => text('activity-text') !== '', 'the activity message')
  expect(text('activity-card')).toContain('抽奖活动')
  expect(text('activity-text')).toBe('活动（编号 42）暂未开放，敬请期待')
  expect(text('activity-home')).toBe('返回首页')
  expect(toasts).toEqual([])
  expect(net.requests.map((r) => r.url)).not.toContain('/app/v1/wx/valPxLogin')
})

it('返回首页 goes home, and home does not open the activity again', async () => {
  await tap('activity-home')
  await waitFor(() => window.location.hash === '#/pages/index/index', 'home')
  await settle(200)
  expect(window.location.hash).toBe('#/pages/index/index')
})
