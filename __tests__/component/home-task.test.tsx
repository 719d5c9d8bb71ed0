import Taro from '@tarojs/taro'
import { act } from 'react'
import { settle } from './boot'
import { bootPage, byTestId, tap, text, waitFor, type Reply, type Req } from './helpers'
import { recentEvents } from '../../src/tracker'
import { installFakeIntersectionObserver } from './fake-intersection-observer'
import { sessionStore } from '../../src/stores/session'
import { reLaunch } from '../../src/router'

/**
 * The home page's task entry (the spec's tracking name `index task`): shown to visitors too, it opens the
 * mission centre (its iOS variant on iPhones) and reports its click and, through the home page's exposure
 * table, its exposure.
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
// The mission centre itself is another page's business; here it only has to open.
jest.mock('../../src/pages/missionCenter/index', () => ({ __esModule: true, default: () => null }))
jest.mock('../../src/pages/missionCenter/indexIOS', () => ({ __esModule: true, default: () => null }))

const observed = installFakeIntersectionObserver()

const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/banner/list') return ok({ list: [] })
  if (path === '/app/v1/valMain') return ok({ slogan: { title: 't', span: 's', div: [] } })
  if (path === '/app/v1/valGameMain') return ok({ list: [] })
  return ok(null)
}

const taskClicks = () => recentEvents.filter((e) => e.name === 'index-task' && e.eventType === 'event')

beforeAll(async () => {
  await bootPage('#/pages/index/index', { reply, user: null, ready: 'home-task' })
})

it('a visitor sees the task card under the entries, marked for exposure as index-task', () => {
  expect(text('home-task')).toContain('任务中心')
  expect(text('home-task')).toContain('每日签到领爱心值')
  expect(text('home-task-go')).toBe('去看看')
  const task = byTestId('home-task')
  expect(task?.className).toContain('track-exposure')
  const key = task?.getAttribute('data-exposure') ?? ''
  expect(mockExposureTables.length).toBeGreaterThan(0)
  expect(mockExposureTables[mockExposureTables.length - 1][key]).toBe('index-task')
  // it sits after the entry cards
  const entries = byTestId('entry-ai-creating')
  expect(entries && task && entries.compareDocumentPosition(task) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  // no banners published: no swiper and no empty gap
  expect(byTestId('home-banners')).toBeNull()
})

it('its exposure is reported as index-task when it comes fully into view (also rendered after loading)', async () => {
  const task = byTestId('home-task')
  await waitFor(() => observed.some((o) => o.el === task), 'the task card watched')
  const exposures = () => recentEvents.filter((e) => e.name === 'index-task' && e.eventType === 'exposure')
  const before = exposures().length
  act(() => observed.find((o) => o.el === task)?.fire(0.5))
  expect(exposures().length).toBe(before)
  act(() => observed.find((o) => o.el === task)?.fire(1))
  expect(exposures().length).toBe(before + 1)
})

it('tapping it opens the mission centre without asking to log in, and counts the click', async () => {
  await tap('home-task')
  await waitFor(() => window.location.hash === '#/pages/missionCenter/index', 'the mission centre')
  expect(taskClicks().map((e) => e.extra)).toEqual([{ loggedIn: false }])
  await act(async () => {
    window.history.back()
  })
  await waitFor(() => window.location.hash === '#/pages/index/index', 'back on home')
  await settle(600)
})

it('on an iPhone it opens the iOS mission centre (which asks a visitor to log in first)', async () => {
  const real = Taro.getSystemInfoSync
  const spy = jest.spyOn(Taro, 'getSystemInfoSync').mockImplementation(() => ({ ...real(), platform: 'iOS' }))
  try {
    await tap('home-task')
    await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'the login page')
    expect(window.location.hash).toContain(`from=${encodeURIComponent('/pages/missionCenter/indexIOS')}`)
  } finally {
    spy.mockRestore()
  }
})

it('a signed-in user is invited to sign in for the day', async () => {
  await act(async () => {
    sessionStore.saveUser({ token: 'T', refresh_token: 'R' })
    await reLaunch('home')
  })
  await waitFor(() => window.location.hash === '#/pages/index/index', 'back on home')
  await waitFor(() => text('home-task-go') === '去签到', 'the signed-in label')
})
