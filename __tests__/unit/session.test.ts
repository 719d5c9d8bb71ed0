import { mockRequest, ok, state, type RequestOpts } from '../mocks/taro'
import { sessionStore } from '@/stores/session'
import { appStore } from '@/stores/app'
import { StorageKey } from '@/platform/storage-keys'
import { resetWorld } from './helpers'

const paths = () => state.requests.map((r) => r.url.split('?')[0])
const body = (p: string) => state.requests.find((r) => r.url === p)?.data

/** A working service: login → user info → px token; records the Authorization each call carried. */
function service(overrides: Partial<Record<string, (o: RequestOpts) => ReturnType<typeof ok>>> = {}) {
  mockRequest((o) => {
    const p = o.url.split('?')[0]
    if (overrides[p]) return overrides[p]!(o)
    switch (p) {
      case '/app/v1/verify/login':
      case '/app/v1/wxLogin':
        return ok({ token: 'T1', refresh_token: 'R1', source: 'h5', invite_uid: 8, isNewPxb: 0 })
      case '/app/v1/user/userInfo':
        return ok({ user_base_info: { id: 77, nickname: '玩家77' } })
      case '/app/v1/getPxToken':
        return ok({ token: 'PX1' })
      case '/app/v1/logout':
        return ok()
      case '/app/v1/verify/send':
        return ok()
      default:
        return ok()
    }
  })
}

const seedOldSession = () => {
  sessionStore.saveUser({ token: 'OLD', refresh_token: 'OLDR', id: 1 })
  state.storage.set(StorageKey.PX_USER_INFO, { token: 'OLDPX' })
  state.storage.set(StorageKey.AI_CREATE, { draft: 1 })
}

beforeEach(() => {
  resetWorld()
  appStore.setLaunchRefs({ inviteCode: 'INV', valId: 5 })
  service()
})

const flushPx = () => new Promise((r) => setTimeout(r, 0))

describe('login', () => {
  it('Verify: clears the old session, posts phone/code/inviteCode/valId, saves user, loads info, fetches px token', async () => {
    seedOldSession()
    const ok1 = await sessionStore.login({ type: 'Verify', phone: '13800138000', code: '123456' })
    await flushPx()
    expect(ok1).toBe(true)
    expect(body('/app/v1/verify/login')).toMatchObject({ phone: '13800138000', code: '123456', inviteCode: 'INV', valId: '5' })
    // The old token is gone before the login call: it is sent without Authorization.
    expect(state.requests[0].header?.Authorization).toBeUndefined()
    expect(state.storage.has(StorageKey.AI_CREATE)).toBe(false)
    expect(paths()).toEqual(['/app/v1/verify/login', '/app/v1/user/userInfo', '/app/v1/getPxToken'])
    expect(state.requests[1].header?.Authorization).toBe('T1')
    expect(sessionStore.userInfo).toMatchObject({ token: 'T1', refresh_token: 'R1', source: 'h5', invite_uid: 8, isNewPxb: 0, id: 77 })
    expect(state.storage.get(StorageKey.USER_INFO)).toMatchObject({ token: 'T1', id: 77 })
    expect(sessionStore.pxUserInfo).toEqual({ token: 'PX1' })
    expect(sessionStore.isLoggedIn).toBe(true)
    expect(sessionStore.loading).toBe(false)
  })

  it('Login: uses Taro.login code as wx_code; the cached user info carries the mini-program openid', async () => {
    seedOldSession()
    service({ '/app/v1/user/userInfo': () => ok({ user_base_info: { id: 77, nickname: '', wx_xcx_openid: 'local-weixin-abc' } }) })
    state.loginCode = 'WXCODE'
    expect(await sessionStore.login({ type: 'Login' })).toBe(true)
    expect(body('/app/v1/wxLogin')).toEqual({ wx_code: 'WXCODE', inviteCode: 'INV', valId: '5' })
    expect(state.requests[0].header?.Authorization).toBeUndefined()
    expect(sessionStore.userInfo?.id).toBe(77)
    expect(state.storage.get(StorageKey.USER_INFO)).toMatchObject({ token: 'T1', wx_xcx_openid: 'local-weixin-abc' })
  })

  it('PxLogin: takes the given tokens without a login call', async () => {
    seedOldSession()
    expect(await sessionStore.login({ type: 'PxLogin', token: 'PT', refresh: 'PR' })).toBe(true)
    await flushPx()
    expect(paths()).toEqual(['/app/v1/user/userInfo', '/app/v1/getPxToken'])
    expect(sessionStore.userInfo).toMatchObject({ token: 'PT', refresh_token: 'PR', id: 77 })
  })

  it.each([[{ token: 'PT' }], [{ refresh: 'PR' }], [{}]])('PxLogin without both tokens fails (%j)', async (p) => {
    seedOldSession()
    expect(await sessionStore.login({ type: 'PxLogin', ...p })).toBe(false)
    expect(sessionStore.isLoggedIn).toBe(false)
    expect(state.requests).toEqual([])
    expect(sessionStore.codeError).not.toBe('')
  })

  it('swallows partner-token errors silently', async () => {
    service({ '/app/v1/getPxToken': () => ok(null, 50000, 'px down') })
    expect(await sessionStore.login({ type: 'PxLogin', token: 'PT', refresh: 'PR' })).toBe(true)
    await flushPx()
    expect(state.toasts).toEqual([])
    expect(sessionStore.isLoggedIn).toBe(true)
    expect(sessionStore.pxUserInfo).toBeNull()
  })

  it('failure sets codeError and stops loading', async () => {
    service({ '/app/v1/verify/login': () => ok(null, 50010, '登录失败了') })
    expect(await sessionStore.login({ type: 'Verify', phone: '13800138000', code: '000000' })).toBe(false)
    expect(sessionStore.codeError).toBe('登录失败了')
    expect(sessionStore.codeDisabled).toBe(false)
    expect(sessionStore.loading).toBe(false)
    expect(sessionStore.isLoggedIn).toBe(false)
  })

  it('50015 marks the code wrong and sets the disable-count state', async () => {
    service({ '/app/v1/verify/login': () => ok(null, 50015, '验证码错误') })
    expect(await sessionStore.login({ type: 'Verify', phone: '13800138000', code: '000000' })).toBe(false)
    expect(sessionStore.codeError).toBe('验证码错误')
    expect(sessionStore.codeDisabled).toBe(true)
  })

  it('is loading while the call runs', async () => {
    let release!: () => void
    mockRequest(async (o) => {
      if (o.url.startsWith('/app/v1/verify/login')) await new Promise<void>((r) => (release = r))
      return o.url.startsWith('/app/v1/verify/login') ? ok({ token: 'T' }) : ok({ user_base_info: { id: 1 } })
    })
    const p = sessionStore.login({ type: 'Verify', phone: '13800138000', code: '123456' })
    expect(sessionStore.loading).toBe(true)
    await new Promise((r) => setTimeout(r, 0))
    release()
    await p
    expect(sessionStore.loading).toBe(false)
  })
})

describe('logout', () => {
  it.each([
    ['succeeds', () => ok()],
    ['fails', () => ok(null, 50000, 'boom')],
  ])('clears user, partner and AI cache when the call %s', async (_label, handler) => {
    sessionStore.saveUser({ token: 'T', id: 1 })
    sessionStore.pxUserInfo = { token: 'PX' }
    state.storage.set(StorageKey.PX_USER_INFO, { token: 'PX' })
    state.storage.set(StorageKey.AI_CREATE, { x: 1 })
    service({ '/app/v1/logout': handler })
    await sessionStore.logout()
    expect(state.requests.map((r) => [r.method, r.url])).toEqual([['GET', '/app/v1/logout']])
    expect(state.requests[0].header?.Authorization).toBe('T')
    expect(sessionStore.userInfo).toBeNull()
    expect(sessionStore.pxUserInfo).toBeNull()
    for (const k of [StorageKey.USER_INFO, StorageKey.PX_USER_INFO, StorageKey.AI_CREATE]) expect(state.storage.has(k)).toBe(false)
  })

  it('clears even on a network failure', async () => {
    sessionStore.saveUser({ token: 'T' })
    mockRequest(() => {
      throw { errMsg: 'request:fail' }
    })
    await sessionStore.logout()
    expect(sessionStore.isLoggedIn).toBe(false)
  })
})

describe('sendCode', () => {
  it('posts phone and telCode and toasts 验证码发送成功', async () => {
    expect(await sessionStore.sendCode('13800138000', '86')).toBe(true)
    expect(body('/app/v1/verify/send')).toEqual({ phone: '13800138000', telCode: '86' })
    expect(state.toasts).toEqual([{ title: '验证码发送成功', icon: 'none' }])
    expect(sessionStore.phoneError).toBe('')
  })

  it('failure sets phoneError', async () => {
    service({ '/app/v1/verify/send': () => ok(null, 42900, '发送太频繁') })
    expect(await sessionStore.sendCode('13800138000', '86')).toBe(false)
    expect(sessionStore.phoneError).toBe('发送太频繁')
  })
})

describe('terminal and channel', () => {
  it('maps terminal names to codes and falls back to 6', () => {
    const cases: [string, number][] = [
      ['admin', 1],
      ['web', 2],
      ['android', 3],
      ['ios', 4],
      ['weixin', 5],
      ['toutiao', 6],
    ]
    for (const [name, code] of cases) {
      sessionStore.terminalName = name as typeof sessionStore.terminalName
      expect(sessionStore.terminal).toBe(code)
    }
    sessionStore.terminalName = 'unknown' as typeof sessionStore.terminalName
    expect(sessionStore.terminal).toBe(6)
  })

  it('defaults to weixin and h5-default outside H5', () => {
    sessionStore.detectEnvironment()
    expect(sessionStore.terminalName).toBe('weixin')
    expect(sessionStore.channel).toBe('h5-default')
  })
})

describe('readLoginInfo (mini-program build)', () => {
  it('reads the cached user', () => {
    state.storage.set(StorageKey.USER_INFO, { token: 'CACHED', id: 3 })
    sessionStore.readLoginInfo()
    expect(sessionStore.userInfo).toEqual({ token: 'CACHED', id: 3 })
    expect(sessionStore.isLoggedIn).toBe(true)
  })
})
