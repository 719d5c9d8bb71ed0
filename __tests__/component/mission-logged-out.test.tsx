import { navigateBack } from '../../src/router'
import { bootPage, byTestId, net, tap, text, urls, waitFor } from './helpers'
import { fakeState, missionService } from './mission-fixtures'

/** 任务中心 for a visitor: the tasks show without progress, and every action asks to log in first, returning here. */

const s = fakeState({ loggedIn: false })
const FROM = encodeURIComponent('/pages/missionCenter/index')
const back = async () => {
  await navigateBack()
  await waitFor(() => byTestId('mission-page') !== null && window.location.hash === '#/pages/missionCenter/index', 'the mission centre')
}

beforeAll(async () => {
  await bootPage('#/pages/missionCenter/index', { reply: missionService(s), user: null, ready: 'mission-tasks' })
})

it('shows the tasks to do with their rewards, no balance, and a login tip', () => {
  expect(net.requests.find((r) => r.url.startsWith('/app/v1/mission/list'))?.data).toEqual({ variant: 'default' })
  expect(text('mission-balance')).toBe('--')
  expect(text('mission-streak')).toBe('登录后每日签到，领取爱心值')
  expect(text('mission-login-tip')).toContain('登录后做任务')
  expect(text('task-btn-daily-valuate')).toBe('去完成')
  expect(text('task-btn-real-name')).toBe('去完成')
  expect(byTestId('task-daily-valuate')!.textContent).toContain('+10 爱心值')
  // The invitation tab asks a visitor to log in as well.
  expect(byTestId('invite-logged-out')).not.toBeNull()
})

it('去完成 asks to log in, with this page to come back to', async () => {
  await tap('task-btn-daily-share')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'code login')
  expect(window.location.hash).toBe(`#/pages/login/verifyCode?from=${FROM}`)
  await back()
})

it('签到 asks to log in; nothing is sent to the login-only endpoints', async () => {
  await tap('mission-sign')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'code login')
  expect(window.location.hash).toBe(`#/pages/login/verifyCode?from=${FROM}`)
  await back()
  await tap('mission-login')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'code login from the tip')
  expect(urls().filter((u) => u === '/app/v1/mission/signIn' || u === '/app/v1/mission/claim')).toEqual([])
})
