/**
 * The Android native bridge (spec section 7, docs/native-bridge.md). The modules run with the H5 bridge, as the
 * H5 build does (Taro picks bridge.h5.ts there), and a fake `window.VaAndroid` records what reaches the app.
 */
import { mockRequest, ok, state, type MockPage } from '../mocks/taro'
import { BridgeEvent, JumpPageType, JumpType, NativeMethod } from '@/constants/navigation'
import { StorageKey } from '@/platform/storage-keys'
import { initBridgeHandler } from '@/platform/bridge'
import { bridgeHandlers } from '@/launch/bridge-handlers'
import { onAppLaunch } from '@/launch/startup'
import { APP_ONLY_TEXT, openBanner } from '@/router/banner'
import { sessionStore } from '@/stores/session'
import { logIn, resetWorld } from './helpers'

jest.mock('@/platform/bridge', () => jest.requireActual('@/platform/bridge.h5'))
// The H5 terminal reads the `terminal` URL parameter, as in the app's webview.
jest.mock('@/platform/terminal', () => jest.requireActual('@/platform/terminal.h5'))

interface FakeWindow {
  location: { href: string; search: string; hash: string }
  VaAndroid?: Record<string, (json: string) => void>
  webkit?: { messageHandlers: Record<string, { postMessage(d: unknown): void }> }
  vaNativeHandler?: (event: unknown, json?: unknown) => Promise<void>
}

interface Answer {
  event: string
  callbackId?: string | number
  ok: boolean
  data?: Record<string, unknown> & { user?: Record<string, unknown> | null }
  error?: string
}

/** What the fake app received: web → native calls by method, answers parsed. */
let calls: { method: string; json: string }[] = []
const answers = () => calls.filter((c) => c.method === NativeMethod.BRIDGE_RESULT).map((c) => JSON.parse(c.json) as Answer)
const nativeCalls = (method: string) => calls.filter((c) => c.method === method).map((c) => JSON.parse(c.json) as unknown)

function fakeAndroid(methods: string[] = [NativeMethod.BRIDGE_RESULT, NativeMethod.CALL_LOGIN, NativeMethod.OPEN_APP_PAGE]) {
  return Object.fromEntries(methods.map((m) => [m, (json: string) => void calls.push({ method: m, json })]))
}

function withWindow(extra: Partial<FakeWindow> = {}, href = 'https://h5.example.com/?terminal=android#/pages/index/index'): FakeWindow {
  const url = new URL(href)
  const w: FakeWindow = { location: { href, search: url.search, hash: url.hash }, ...extra }
  Object.defineProperty(globalThis, 'window', { value: w, configurable: true, writable: true })
  return w
}
const win = () => (globalThis as unknown as { window: FakeWindow }).window

/** A fresh Android webview with the app's handlers installed, as start-up does on the android terminal. */
function android(pages?: MockPage[]): FakeWindow {
  resetWorld(pages)
  const w = withWindow({ VaAndroid: fakeAndroid() })
  sessionStore.terminalName = 'android'
  initBridgeHandler('android', bridgeHandlers())
  return w
}

/** Native calls `window.vaNativeHandler(event, json)`; returns the one answer it got. */
async function send(event: unknown, json?: unknown): Promise<Answer> {
  const before = answers().length
  const handler = win().vaNativeHandler
  if (!handler) throw new Error('vaNativeHandler not installed')
  await handler(event, json)
  const got = answers().slice(before)
  expect(got).toHaveLength(1)
  return got[0]
}

const page = (route: string): MockPage => ({ route, options: {} })
let warn: jest.SpyInstance

beforeEach(() => {
  calls = []
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
  delete (globalThis as { window?: unknown }).window
})

describe('installation', () => {
  it.each(['web', 'ios', 'weixin', 'toutiao', 'admin'])('nothing is installed on the %s terminal', (terminal) => {
    resetWorld()
    const w = withWindow({ VaAndroid: fakeAndroid() })
    initBridgeHandler(terminal, bridgeHandlers())
    expect(w.vaNativeHandler).toBeUndefined()
    expect(calls).toEqual([])
  })

  it('start-up on the android terminal installs the one handler with all ten events', async () => {
    resetWorld()
    const w = withWindow({ VaAndroid: fakeAndroid() })
    onAppLaunch({ path: 'pages/index/index', query: {} })
    expect(sessionStore.terminalName).toBe('android')
    expect(typeof w.vaNativeHandler).toBe('function')
    for (const event of Object.values(BridgeEvent)) {
      const a = await send(event, '{}')
      expect(a.error).not.toBe('unknown event')
    }
    expect(Object.keys(bridgeHandlers()).sort()).toEqual(Object.values(BridgeEvent).sort())
  })

  it('H5 start-up loads the handlers on the android terminal and answers with them', async () => {
    resetWorld()
    withWindow({ VaAndroid: fakeAndroid() })
    sessionStore.terminalName = 'android'
    const { installNativeBridge } = require('@/launch/native-bridge.h5')
    installNativeBridge('android')
    // A call made while the handlers still load waits for them.
    const a = await send(BridgeEvent.GET_USER_INFO, '{"callbackId":7}')
    expect(a).toEqual({ event: BridgeEvent.GET_USER_INFO, callbackId: 7, ok: true, data: { loggedIn: false, user: null } })
  })

  it('handlers given as a loader are loaded once, at installation, and only on the android terminal', async () => {
    resetWorld()
    const w = withWindow({ VaAndroid: fakeAndroid() })
    const load = jest.fn(() => Promise.resolve(bridgeHandlers()))
    initBridgeHandler('web', load)
    expect(w.vaNativeHandler).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    initBridgeHandler('android', load)
    expect(load).toHaveBeenCalledTimes(1)
    await send(BridgeEvent.GET_USER_INFO, '{}')
    await send(BridgeEvent.GET_LOGIN_INFO, '{}')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('handlers that cannot load answer every call with an error', async () => {
    resetWorld()
    withWindow({ VaAndroid: fakeAndroid() })
    initBridgeHandler('android', () => Promise.reject(new Error('offline')))
    expect(await send(BridgeEvent.JUMP_BACK, '{"callbackId":"c1"}')).toEqual({
      event: BridgeEvent.JUMP_BACK,
      callbackId: 'c1',
      ok: false,
      error: 'handlers not loaded',
    })
  })

  it('start-up on a web terminal installs nothing', () => {
    resetWorld()
    const w = withWindow({ VaAndroid: fakeAndroid() }, 'https://h5.example.com/#/pages/index/index')
    onAppLaunch({ path: 'pages/index/index', query: {} })
    expect(sessionStore.terminalName).toBe('web')
    expect(w.vaNativeHandler).toBeUndefined()
  })
})

describe('the ten events on the android terminal', () => {
  it('resetToken adopts the new token pair and answers', async () => {
    android()
    logIn('OLD', 'OLDR')
    const a = await send(BridgeEvent.RESET_TOKEN, JSON.stringify({ token: 'NEW', refresh_token: 'NEWR', callbackId: 7 }))
    expect(a).toEqual({ event: 'resetToken', callbackId: 7, ok: true, data: { loggedIn: true } })
    expect(sessionStore.userInfo).toMatchObject({ token: 'NEW', refresh_token: 'NEWR', id: 1 })
    expect(state.storage.get(StorageKey.USER_INFO)).toMatchObject({ token: 'NEW', refresh_token: 'NEWR' })
  })

  it('resetToken keeps the refresh token when only the token comes, and refuses a missing token', async () => {
    android()
    logIn('OLD', 'OLDR')
    await send(BridgeEvent.RESET_TOKEN, '{"token":"T2"}')
    expect(sessionStore.userInfo).toMatchObject({ token: 'T2', refresh_token: 'OLDR' })
    const a = await send(BridgeEvent.RESET_TOKEN, '{"refresh_token":"X"}')
    expect(a).toMatchObject({ ok: false, error: 'token missing' })
    expect(sessionStore.userInfo).toMatchObject({ token: 'T2', refresh_token: 'OLDR' })
  })

  it('jumpBack goes back one page', async () => {
    android([page('pages/index/index'), page('pages/purpose/index')])
    expect(await send(BridgeEvent.JUMP_BACK)).toMatchObject({ ok: true, data: { outcome: 'done' } })
    expect(state.navCalls).toEqual([{ api: 'navigateBack', url: '1' }])
    expect(state.pages.map((p) => p.route)).toEqual(['pages/index/index'])
  })

  it('jumpBack with one page relaunches home', async () => {
    android([page('pages/purpose/index')])
    await send(BridgeEvent.JUMP_BACK)
    expect(state.navCalls).toEqual([{ api: 'reLaunch', url: '/pages/index/index' }])
  })

  it("getUserInfo answers the user's public fields, never the tokens", async () => {
    android()
    sessionStore.saveUser({ token: 'tk', refresh_token: 'rf', id: 5, uid: 'U5', nickname: '小明', avatar: 'a.png', phone: '138****0000' })
    const a = await send(BridgeEvent.GET_USER_INFO)
    expect(a).toMatchObject({
      ok: true,
      data: { loggedIn: true, user: { id: 5, uid: 'U5', nickname: '小明', avatar: 'a.png', phone: '138****0000' } },
    })
    expect(JSON.stringify(a)).not.toContain('tk')
    sessionStore.clearLocal()
    expect((await send(BridgeEvent.GET_USER_INFO)).data).toEqual({ loggedIn: false, user: null })
  })

  it('getLoginInfo answers whether logged in and the tokens', async () => {
    android()
    expect((await send(BridgeEvent.GET_LOGIN_INFO)).data).toEqual({ loggedIn: false, token: null, refresh_token: null })
    logIn('tk', 'rf')
    expect((await send(BridgeEvent.GET_LOGIN_INFO)).data).toEqual({ loggedIn: true, token: 'tk', refresh_token: 'rf' })
  })

  it('callLogin opens code login returning to the current page; nothing when logged in', async () => {
    android([page('pages/index/index'), page('pages/purpose/index')])
    expect(await send(BridgeEvent.CALL_LOGIN)).toMatchObject({ ok: true, data: { loggedIn: false, outcome: 'done' } })
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: '/pages/login/verifyCode?from=%2Fpages%2Fpurpose%2Findex' }])
    // already on the login page: not stacked again
    expect((await send(BridgeEvent.CALL_LOGIN)).data).toEqual({ loggedIn: false, outcome: 'ignored' })
    expect(state.navCalls).toHaveLength(1)
    logIn()
    expect((await send(BridgeEvent.CALL_LOGIN)).data).toEqual({ loggedIn: true })
    expect(state.navCalls).toHaveLength(1)
  })

  it.each([
    [JumpPageType.PURPOSE, 'navigateTo', '/pages/purpose/index'],
    [JumpPageType.CHECK, 'navigateTo', '/pages/check/index'],
    [JumpPageType.EVALUATE, 'switchTab', '/pages/evaluate/choose/index'],
    ['2', 'navigateTo', '/pages/purpose/index'],
  ])('jumpAppPage %s opens %s %s', async (p, api, url) => {
    android()
    expect(await send(BridgeEvent.JUMP_APP_PAGE, JSON.stringify({ page: p }))).toMatchObject({ ok: true, data: { outcome: 'done' } })
    expect(state.navCalls).toEqual([{ api, url }])
  })

  it('jumpAppPage 4 (auth evaluate) goes through the login guard', async () => {
    android()
    expect((await send(BridgeEvent.JUMP_APP_PAGE, '{"page":4}')).data).toEqual({ outcome: 'blocked' })
    expect(state.navCalls[0].url).toContain('/pages/login/verifyCode?from=%2FsubPages%2Findex%2Findex')
  })

  it('jumpAppPage refuses an unknown page type', async () => {
    android()
    for (const json of ['{"page":9}', '{}', '{"page":true}']) {
      expect(await send(BridgeEvent.JUMP_APP_PAGE, json)).toMatchObject({ ok: false, error: 'unknown page' })
    }
    expect(state.navCalls).toEqual([])
  })

  it('openAppRouter opens a route by name or path, with a query', async () => {
    android()
    await send(BridgeEvent.OPEN_APP_ROUTER, '{"route":"check"}')
    await send(BridgeEvent.OPEN_APP_ROUTER, JSON.stringify({ route: '/pages/purpose/index', query: { recordId: 3, bad: { x: 1 } } }))
    expect(state.navCalls).toEqual([
      { api: 'navigateTo', url: '/pages/check/index' },
      { api: 'navigateTo', url: '/pages/purpose/index?recordId=3' },
    ])
  })

  it('openAppRouter refuses unknown routes and the webview page', async () => {
    android()
    for (const route of ['nope', 'pages/nope/index', '', 'toString', '?x=1']) {
      expect(await send(BridgeEvent.OPEN_APP_ROUTER, JSON.stringify({ route }))).toMatchObject({ ok: false, error: 'unknown route' })
    }
    const web = await send(BridgeEvent.OPEN_APP_ROUTER, JSON.stringify({ route: 'webview', query: { url: 'javascript:alert(1)' } }))
    expect(web).toMatchObject({ ok: false, error: 'use openWeb' })
    expect(state.navCalls).toEqual([])
  })

  it("copyInviteCodeAction answers the user's invite code", async () => {
    android()
    logIn()
    mockRequest((o) => (o.url === '/app/v1/invitation/getInvitationCode' ? ok({ inviteCode: 'INV88' }) : ok()))
    expect(await send(BridgeEvent.COPY_INVITE_CODE)).toMatchObject({ ok: true, data: { inviteCode: 'INV88' } })
    expect(state.requests.map((r) => r.url)).toEqual(['/app/v1/invitation/getInvitationCode'])
  })

  it('copyInviteCodeAction refuses a logged-out user without calling the service', async () => {
    android()
    expect(await send(BridgeEvent.COPY_INVITE_CODE)).toMatchObject({ ok: false, error: 'not logged in' })
    expect(state.requests).toEqual([])
  })

  it('openWeb opens an http(s) URL in the webview page and nothing else', async () => {
    android()
    const url = 'https://example.com/a?b=1'
    expect(await send(BridgeEvent.OPEN_WEB, JSON.stringify({ url }))).toMatchObject({ ok: true, data: { outcome: 'done' } })
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: `/pages/misc/webview/index?url=${encodeURIComponent(url)}` }])
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'not a url', 42]) {
      expect(await send(BridgeEvent.OPEN_WEB, JSON.stringify({ url: bad }))).toMatchObject({ ok: false })
    }
    expect(state.navCalls).toHaveLength(1)
  })

  it('openQQUrl hands mqqapi:// to the webview navigation and opens qq.com pages in the webview page', async () => {
    const w = android()
    const scheme = 'mqqapi://card/show_pslcard?src_type=internal&uin=10001'
    expect(await send(BridgeEvent.OPEN_QQ_URL, JSON.stringify({ url: scheme }))).toMatchObject({ ok: true, data: { opened: 'scheme' } })
    expect(w.location.href).toBe(scheme)
    const page = 'https://qm.qq.com/cgi-bin/qm/qr?k=abc'
    await send(BridgeEvent.OPEN_QQ_URL, JSON.stringify({ url: page }))
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: `/pages/misc/webview/index?url=${encodeURIComponent(page)}` }])
  })

  it('openQQUrl refuses other URLs', async () => {
    const w = android()
    const before = w.location.href
    for (const url of ['https://evil.com/qq.com', 'http://qm.qq.com/x', 'javascript:alert(1)', 'https://qq.com.evil.com/']) {
      expect(await send(BridgeEvent.OPEN_QQ_URL, JSON.stringify({ url }))).toMatchObject({ ok: false, error: 'not a QQ url' })
    }
    expect(state.navCalls).toEqual([])
    expect(w.location.href).toBe(before)
  })
})

describe('bad input never throws', () => {
  it.each([['{bad json'], ['[1,2]'], ['42'], ['"a string"'], ['null'], [12], [['x']]])(
    'a payload %j answers bad payload without running the handler',
    async (json) => {
      android([page('pages/index/index'), page('pages/purpose/index')])
      await expect(send(BridgeEvent.JUMP_BACK, json)).resolves.toMatchObject({ event: 'jumpBack', ok: false, error: 'bad payload' })
      expect(state.navCalls).toEqual([])
      expect(warn).toHaveBeenCalled()
    },
  )

  it('an object literal instead of a JSON string is accepted', async () => {
    android()
    expect(await send(BridgeEvent.OPEN_APP_ROUTER, { route: 'check' })).toMatchObject({ ok: true })
  })

  it('an unknown or non-string event answers unknown event', async () => {
    android()
    expect(await send('selfDestruct', '{}')).toMatchObject({ event: 'selfDestruct', ok: false, error: 'unknown event' })
    expect(await send('hasOwnProperty', '{}')).toMatchObject({ ok: false, error: 'unknown event' })
    expect(await send(undefined)).toMatchObject({ ok: false, error: 'unknown event' })
  })

  it.each(Object.values(BridgeEvent))('%s with missing or wrongly typed fields resolves with one answer', async (event) => {
    android()
    await expect(send(event, '{}')).resolves.toHaveProperty('event', event)
    await expect(send(event, JSON.stringify({ token: 1, page: {}, route: [], url: null, query: 'x' }))).resolves.toHaveProperty(
      'event',
      event,
    )
  })

  it('an app without onBridgeResult, or one whose methods throw, does not break the page', async () => {
    android()
    win().VaAndroid = {}
    await expect(win().vaNativeHandler?.(BridgeEvent.GET_LOGIN_INFO)).resolves.toBeUndefined()
    win().VaAndroid = {
      [NativeMethod.BRIDGE_RESULT]: () => {
        throw new Error('native crash')
      },
    }
    await expect(win().vaNativeHandler?.(BridgeEvent.GET_LOGIN_INFO)).resolves.toBeUndefined()
  })
})

describe('banner jump type 2 (APP)', () => {
  const appBanner = { jumpType: JumpType.APP, target: 'vaapp://market' }

  it('reaches the native side on the android terminal', async () => {
    android()
    expect(await openBanner(appBanner)).toBe('native')
    expect(nativeCalls(NativeMethod.OPEN_APP_PAGE)).toEqual([{ page: 'vaapp://market' }])
    expect(state.toasts).toEqual([])
    expect(state.navCalls).toEqual([])
  })

  it('reaches the native side on the ios terminal through webkit', async () => {
    resetWorld()
    const posted: unknown[] = []
    withWindow({ webkit: { messageHandlers: { [NativeMethod.OPEN_APP_PAGE]: { postMessage: (d) => void posted.push(d) } } } })
    initBridgeHandler('ios', bridgeHandlers())
    expect(await openBanner({ jumpType: JumpType.APP, jumpPage: JumpPageType.CHECK })).toBe('native')
    expect(posted).toEqual([{ page: JumpPageType.CHECK }])
    expect(state.toasts).toEqual([])
  })

  it.each(['web', 'weixin', 'toutiao'])('shows the app-only toast on the %s terminal', async (terminal) => {
    resetWorld()
    withWindow({ VaAndroid: fakeAndroid() })
    initBridgeHandler(terminal, bridgeHandlers())
    expect(await openBanner(appBanner)).toBe('unsupported')
    expect(nativeCalls(NativeMethod.OPEN_APP_PAGE)).toEqual([])
    expect(state.toasts.map((t) => t.title)).toEqual([APP_ONLY_TEXT])
  })

  it('shows the toast when the android app does not know openAppPage', async () => {
    android()
    win().VaAndroid = fakeAndroid([NativeMethod.BRIDGE_RESULT])
    expect(await openBanner(appBanner)).toBe('unsupported')
    expect(state.toasts.map((t) => t.title)).toEqual([APP_ONLY_TEXT])
  })
})
