import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, net, pageText, tap, text, toasts, type, urls, waitFor } from './helpers'
import { getItem, setItem } from '../../src/platform/storage'
import { StorageKey } from '../../src/platform/storage-keys'
import { navigateTo } from '../../src/router'
import { sessionStore } from '../../src/stores/session'

/** Settings in the real app; only the network and the system modal are replaced. Tests run in order. */

let modalAnswer = true
const modals: { title?: string; content?: string }[] = []

async function logInAndOpenSetting() {
  await act(async () => {
    sessionStore.saveUser({ token: 'T', refresh_token: 'R', phone: '138****0000' })
  })
  await act(async () => {
    await navigateTo('setting')
  })
  await waitFor(() => byTestId('logout') !== null, 'the logged-in settings')
  expect(window.location.hash).toBe('#/pages/my-page/setting')
}

beforeAll(async () => {
  jest.spyOn(Taro, 'showModal').mockImplementation(((o: { title?: string; content?: string }) => {
    modals.push(o)
    return Promise.resolve({ confirm: modalAnswer, cancel: !modalAnswer, errMsg: 'showModal:ok' })
  }) as never)
  await bootPage('#/pages/my-page/setting', { user: null, ready: 'clear-cache' })
})

beforeEach(() => {
  net.requests.length = 0
  net.reply = () => ({ code: 200, msg: 'ok', data: null })
  modals.length = 0
  toasts.length = 0
  modalAnswer = true
})

it('logged out: agreements, privacy settings and 清除缓存 only', () => {
  for (const t of ['用户协议', '隐私政策', '第三方信息共享清单', '儿童个人信息保护规则', '隐私设置', '清除缓存'])
    expect(pageText()).toContain(t)
  expect(byTestId('logout')).toBeNull()
  expect(byTestId('log-off')).toBeNull()
})

it('清除缓存 drops the AI-create cache, keeps the login and toasts 已清除', async () => {
  setItem(StorageKey.AI_CREATE, { draft: 1 })
  setItem(StorageKey.USER_INFO, { token: 'keep' })
  await tap('clear-cache')
  expect(getItem(StorageKey.AI_CREATE)).toBeFalsy()
  expect(getItem(StorageKey.USER_INFO)).toEqual({ token: 'keep' })
  expect(toasts).toEqual(['已清除'])
  sessionStore.clearLocal()
})

it('an agreement row opens its page (用户协议 is public)', async () => {
  await tap('agreement-user')
  await waitFor(() => window.location.hash === '#/pages/h5/policy-agreement/index', 'the agreement page')
  expect(window.location.hash).toBe('#/pages/h5/policy-agreement/index')
})

it('退出登录 asks first; cancelling keeps the session', async () => {
  await logInAndOpenSetting()
  modalAnswer = false
  await tap('logout')
  expect(modals.map((m) => m.title)).toEqual(['退出登录'])
  expect(sessionStore.isLoggedIn).toBe(true)
  expect(urls()).toEqual([])
})

it('退出登录 confirmed: calls logout, clears the session and relaunches home', async () => {
  await tap('logout')
  await waitFor(() => window.location.hash === '#/pages/index/index', 'home')
  expect(urls()).toContain('/app/v1/logout')
  expect(sessionStore.isLoggedIn).toBe(false)
  expect(getItem(StorageKey.USER_INFO)).toBeFalsy()
  expect(window.location.hash).toBe('#/pages/index/index')
})

it('注销账号 explains the consequences, then needs 注销 typed before the service is called', async () => {
  await logInAndOpenSetting()
  modalAnswer = false
  await tap('log-off')
  expect(modals[0].content).toContain('无法恢复')
  expect(byTestId('log-off-sheet')).toBeNull()

  modalAnswer = true
  await tap('log-off')
  expect(text('log-off-sheet')).toContain('确认注销账号')
  await type('log-off-input', '注')
  await tap('log-off-confirm')
  await type('log-off-input', '注销吧')
  await tap('log-off-confirm')
  expect(urls()).toEqual([])
  expect(sessionStore.isLoggedIn).toBe(true)
})

it('a failed 注销 keeps the session and the sheet', async () => {
  net.reply = () => ({ code: 50001, msg: '服务繁忙', data: null })
  await type('log-off-input', '注销')
  await tap('log-off-confirm')
  await waitFor(() => urls().length === 1, 'the logOff call')
  expect(urls()).toEqual(['/app/v1/user/logOff'])
  expect(sessionStore.isLoggedIn).toBe(true)
  expect(byTestId('log-off-sheet')).not.toBeNull()
})

it('typing 注销 enables the final button: logOff, session cleared, home, toast 账号已注销', async () => {
  await tap('log-off-confirm')
  await waitFor(() => window.location.hash === '#/pages/index/index', 'home')
  await waitFor(() => toasts.includes('账号已注销'), 'the toast')
  expect(urls()[0]).toBe('/app/v1/user/logOff')
  expect(sessionStore.isLoggedIn).toBe(false)
  expect(getItem(StorageKey.USER_INFO)).toBeFalsy()
  expect(window.location.hash).toBe('#/pages/index/index')
  expect(toasts).toContain('账号已注销')
})
