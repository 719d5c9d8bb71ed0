import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootApp, settle } from './boot'
import { evaluateStore } from '../../src/stores/evaluate'
import { sessionStore } from '../../src/stores/session'

/**
 * The valuation tab rendered by the real app; only the network is replaced. Step 1 picks a game from the
 * service's enabled games, step 2 picks a method; link/props record the choice and show the pending sheet,
 * auth opens the authorization page. Tests run in order like a user session.
 */

type Req = { url: string; method?: string; data?: Record<string, unknown> }
type Reply = { code: number; msg: string; data?: unknown }
jest.setTimeout(20000)
const requests: Req[] = []

const GAMES = [
  { gameId: 10026, name: '王者荣耀', genre: 'MOBA', icon: 'game-10026', valuationCount: 3 },
  { gameId: 10013, name: '和平精英', genre: '射击', icon: 'game-10013', valuationCount: 0 },
]
const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
const reply = (r: Req): Reply => {
  if (r.url.endsWith('/valMain'))
    return ok({ slogan: { title: 't', span: 's', div: [0, 1, 2].map(() => ({ icon: '', span: '', title: '' })) } })
  if (r.url.endsWith('/valGameMain')) return ok({ list: GAMES })
  if (r.url.endsWith('/valGameFeature')) return ok({ list: [] })
  if (r.url.endsWith('/valMainCount')) return ok({ userCount: 1, valuationCount: 3 })
  return ok({})
}

const $ = (sel: string) => document.querySelector(sel) as HTMLElement | null
const byTestId = (id: string) => $(`[data-testid="${id}"]`)
const text = (id: string) => byTestId(id)?.textContent ?? ''

async function flush() {
  await act(async () => {
    for (let i = 0; i < 30; i++) await Promise.resolve()
  })
}

async function tap(id: string) {
  const el = byTestId(id)
  if (!el) throw new Error(`no element ${id}`)
  await act(async () => {
    el.click()
  })
  await flush()
}

beforeAll(async () => {
  process.env.TARO_APP_BUILD_ENV = 'production'
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  jest.spyOn(Taro, 'request').mockImplementation(((o: Req) => {
    requests.push(o)
    return Promise.resolve({ statusCode: 200, data: reply(o), header: {}, cookies: [], errMsg: 'request:ok' })
  }) as never)
  await bootApp('#/pages/evaluate/choose/index')
  await flush()
})

it('step 1 lists the enabled games', () => {
  expect(text('choose-steps')).toContain('选择游戏')
  expect(text('game-10026')).toContain('王者荣耀')
  expect(text('game-10013')).toContain('和平精英')
  expect(byTestId('method-1')).toBeNull()
})

it('picking a game moves to step 2 with the three methods', async () => {
  await tap('game-10013')
  expect(evaluateStore.gameId).toBe(10013)
  expect(text('picked-game')).toContain('和平精英')
  expect(text('method-1')).toContain('链接估价')
  expect(text('method-1')).toContain('如何获取链接')
  expect(text('method-2')).toContain('属性估价')
  expect(text('method-3')).toContain('授权估价')
  expect(byTestId('game-10026')).toBeNull()
})

it('链接估价 records the choice and shows the pending next step', async () => {
  await tap('method-1')
  expect(evaluateStore.evaluateType).toBe(1)
  expect(text('confirm-sheet')).toContain('下一步：填写账号信息（即将上线）')
  expect(text('confirm-summary')).toBe('和平精英 · 链接估价')
  // on H5 the sheet sits above the tab bar, which Taro draws over the page
  expect((byTestId('confirm-sheet')?.parentElement as HTMLElement).style.bottom).toBe('50px')
  await tap('confirm-ok')
  expect(byTestId('confirm-sheet')).toBeNull()
  // the choice is kept after closing
  expect(evaluateStore.evaluateType).toBe(1)
  expect(byTestId('method-1')?.className).toContain('choose__method--active')
})

it('属性估价 records type 2', async () => {
  await tap('method-2')
  expect(evaluateStore.evaluateType).toBe(2)
  expect(text('confirm-summary')).toBe('和平精英 · 属性估价')
  await tap('confirm-ok')
})

it('授权估价 shows the three kinds; 账号登录 asks for password or code', async () => {
  await tap('method-3')
  expect(byTestId('confirm-sheet')).toBeNull()
  expect(text('auth-kind-1')).toContain('QQ扫码')
  expect(text('auth-kind-2')).toContain('账号登录')
  expect(text('auth-kind-3')).toContain('营地ID')
  expect(text('auth-kind-3')).toContain('如何获取营地ID')
  await tap('auth-kind-2')
  expect(evaluateStore.authKind).toBe(2)
  expect(text('login-type-1')).toBe('密码登录')
  expect(text('login-type-2')).toBe('验证码登录')
  expect(window.location.hash).toBe('#/pages/evaluate/choose/index')
})

it('a complete auth choice opens the authorization page (logged in)', async () => {
  sessionStore.saveUser({ token: 'T', refresh_token: 'R', id: 1 })
  await tap('login-type-2')
  await settle(400)
  expect(evaluateStore.complete).toBe(true)
  expect(window.location.hash).toBe('#/subPages/index/index?gameId=10013&evaluateType=3&authKind=2&loginType=2')
})

it('更换 goes back to step 1', async () => {
  await act(async () => {
    window.history.back()
  })
  await settle(400)
  expect(window.location.hash).toBe('#/pages/evaluate/choose/index')
  await tap('change-game')
  expect(evaluateStore.gameId).toBeNull()
  expect(byTestId('game-10026')).not.toBeNull()
})
