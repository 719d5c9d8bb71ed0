import { mockRequest, ok, state, type RequestOpts } from '../mocks/taro'
import { get, post, request } from '@/http/request'
import { downloadFile, uploadFile } from '@/http/transfer'
import { RequestError, remedyOf } from '@/http/codes'
import { setHttpHooks } from '@/http/hooks'
import { sessionStore } from '@/stores/session'
import { callNative } from '@/platform/bridge'
import { logIn, resetWorld } from './helpers'

// The bridge as it is, with callNative replaceable per test: a module's exports cannot be spied on directly (they
// are getters in compiled CommonJS).
jest.mock('@/platform/bridge', () => {
  const actual = jest.requireActual('@/platform/bridge')
  return { ...actual, callNative: jest.fn(actual.callNative) }
})

const path = (o: RequestOpts) => o.url.split('?')[0]

beforeEach(() => {
  resetWorld([{ route: 'pages/report/index', options: { valId: '7' } }])
  logIn('old-token', 'refresh-1')
})

const rejection = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    return e as RequestError
  }
  throw new Error('expected a rejection')
}

describe('request shape', () => {
  it('sends the four headers, JSON content type for POST and the 20 s timeout', async () => {
    mockRequest(() => ok({ x: 1 }))
    const res = await post('/app/v1/valMain', { a: 1 })
    expect(res).toEqual({ code: 200, msg: 'ok', data: { x: 1 } })
    const r = state.requests[0]
    expect(r.method).toBe('POST')
    expect(r.data).toEqual({ a: 1 })
    expect(r.timeout).toBe(20000)
    expect(r.header).toEqual({
      terminal: '5',
      Authorization: 'old-token',
      channel: sessionStore.channel,
      'Va-App-Version': '2.1.4',
      'Content-Type': 'application/json',
    })
  })

  it('puts GET data into the query string and sends no body or JSON type', async () => {
    await get('/app/v1/logout', { a: 'x y', b: null, c: 2 })
    const r = state.requests[0]
    expect(r.url).toBe('/app/v1/logout?a=x%20y&c=2')
    expect(r.data).toBeUndefined()
    expect(r.header?.['Content-Type']).toBeUndefined()
  })

  it('omits Authorization when logged out and prefixes the base URL', async () => {
    sessionStore.clearLocal()
    setHttpHooks({ baseUrl: () => 'https://api.example.com/' })
    await post('/app/v1/verify/send', {})
    setHttpHooks({ baseUrl: () => '' })
    expect(state.requests[0].url).toBe('https://api.example.com/app/v1/verify/send')
    expect(state.requests[0].header?.Authorization).toBeUndefined()
  })
})

describe('business codes', () => {
  it.each([200, 50120, 40150])('%i is success', async (code) => {
    mockRequest(() => ok({ v: code }, code, 'm'))
    await expect(post('/x')).resolves.toEqual({ code, msg: 'm', data: { v: code } })
    expect(state.toasts).toEqual([])
  })

  it('other codes toast the server message for 2 s and reject with {code,msg}', async () => {
    mockRequest(() => ok(null, 50000, '报告暂不可发布'))
    const e = await rejection(post('/x'))
    expect(e).toBeInstanceOf(RequestError)
    expect([e.code, e.msg]).toEqual([50000, '报告暂不可发布'])
    expect(state.toasts).toEqual([{ title: '报告暂不可发布', icon: 'none', duration: 2000 }])
  })

  it('silent requests reject without a toast', async () => {
    mockRequest(() => ok(null, 50000, 'x'))
    await rejection(request({ url: '/x', method: 'POST', silent: true }))
    expect(state.toasts).toEqual([])
  })
})

describe('HTTP status outside 200-299', () => {
  it.each([
    [{ statusCode: 500, data: { msg: '服务器开小差' } }, 500, '服务器开小差'],
    [{ statusCode: 404, data: '' }, 404, '404'],
    [{ statusCode: 0, data: null }, 0, '响应出错'],
  ])('%j → toast %s', async (res, code, text) => {
    mockRequest(() => res)
    const e = await rejection(post('/x'))
    expect([e.code, e.msg]).toEqual([code, text])
    expect(state.toasts.map((t) => t.title)).toEqual([text])
  })
})

describe('network failures', () => {
  const NO_NETWORK = '网络不给力，请检查网络设置'
  it.each([
    ['request:fail timeout', '请求超时'],
    ['request:fail', '请求失败'],
    // The spec's 请求失败:<reason>; when the reason means the service could not be reached, the no-network tip
    // follows on a second line.
    ['Failed to fetch', `请求失败:Failed to fetch\n${NO_NETWORK}`],
    ['NetworkError when attempting to fetch resource.', `请求失败:NetworkError when attempting to fetch resource.\n${NO_NETWORK}`],
    ['Load failed', `请求失败:Load failed\n${NO_NETWORK}`],
    ['request:fail net::ERR_CONNECTION_REFUSED', `请求失败:net::ERR_CONNECTION_REFUSED\n${NO_NETWORK}`],
    [
      'request:fail errcode:-106 cronet_error_code:-106 error_msg:net::ERR_INTERNET_DISCONNECTED',
      `请求失败:errcode:-106 cronet_error_code:-106 error_msg:net::ERR_INTERNET_DISCONNECTED\n${NO_NETWORK}`,
    ],
    ['request:fail url not in domain list', '请求失败:url not in domain list'],
  ])('%s → code -1, %s', async (errMsg, text) => {
    mockRequest(() => {
      throw { errMsg }
    })
    const e = await rejection(post('/x'))
    expect([e.code, e.msg]).toEqual([-1, text])
    expect(state.toasts.map((t) => t.title)).toEqual([text])
  })

  it('a fetch that throws (H5: TypeError without errMsg) reads 请求失败:<reason> with the no-network tip below', async () => {
    mockRequest(() => {
      throw new TypeError('Failed to fetch')
    })
    const e = await rejection(post('/x'))
    expect([e.code, e.msg]).toEqual([-1, `请求失败:Failed to fetch\n${NO_NETWORK}`])
    expect(e.msg.split('\n')[0]).toBe('请求失败:Failed to fetch')
  })
})

describe('remedyOf: what can mend a failure', () => {
  it.each([
    [new RequestError(-1, '网络不给力，请检查网络设置'), 'retry'],
    [new RequestError(502, 'Bad Gateway'), 'retry'],
    [new RequestError(429, 'Too Many'), 'retry'],
    [new RequestError(50001, '服务异常，请稍后重试'), 'retry'],
    [new RequestError(42900, '操作太频繁，请稍后再试'), 'retry'],
    [new RequestError(40005, '请先登录'), 'login'],
    [new RequestError(40002, '登录已过期'), 'login'],
    [new RequestError(40004, '报告不存在'), 'none'],
    [new RequestError(40000, '参数错误'), 'none'],
    [new RequestError(40003, '无权操作'), 'none'],
    [new RequestError(404, '404'), 'none'],
    [new Error('boom'), 'retry'],
  ])('%s → %s', (e, remedy) => {
    expect(remedyOf(e)).toBe(remedy)
  })
})

describe('40002 token refresh', () => {
  /** Service stand-in: tokens other than the fresh one are expired until refreshed. */
  function expiringService(opts: { refreshOk?: boolean; retryCode?: number } = {}) {
    let refreshCalls = 0
    mockRequest(async (o) => {
      if (path(o) === '/app/v1/refresh') {
        refreshCalls++
        expect(o.header?.Authorization).toBe('refresh-1')
        await new Promise((r) => setTimeout(r, 5))
        return opts.refreshOk === false ? ok(null, 40005, 'expired') : ok({ token: 'new-token', refresh_token: 'refresh-2' })
      }
      if (o.header?.Authorization !== 'new-token') return ok(null, 40002, 'token过期')
      return opts.retryCode ? ok(null, opts.retryCode, '未登录') : ok({ url: o.url })
    })
    return () => refreshCalls
  }

  it('refreshes once for 5 parallel expired requests and retries each once', async () => {
    const refreshCalls = expiringService()
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => post(`/app/v1/r${i}`)))
    expect(refreshCalls()).toBe(1)
    expect(results.map((r) => (r.data as { url: string }).url)).toEqual([1, 2, 3, 4, 5].map((i) => `/app/v1/r${i}`))
    for (const i of [1, 2, 3, 4, 5]) {
      expect(state.requests.filter((r) => r.url === `/app/v1/r${i}`).map((r) => r.header?.Authorization)).toEqual([
        'old-token',
        'new-token',
      ])
    }
    expect(sessionStore.userInfo?.token).toBe('new-token')
    expect(sessionStore.userInfo?.refresh_token).toBe('refresh-2')
    expect(state.toasts).toEqual([])
  })

  it('a failed refresh is handled as 40005: logout and login with from, no toast', async () => {
    const refreshCalls = expiringService({ refreshOk: false })
    const errors = await Promise.all([post('/a'), post('/b')].map(rejection))
    expect(refreshCalls()).toBe(1)
    expect(errors.map((e) => e.code)).toEqual([40005, 40005])
    expect(sessionStore.isLoggedIn).toBe(false)
    expect(state.toasts).toEqual([])
    expect(state.navCalls).toEqual([
      { api: 'reLaunch', url: `/pages/login/verifyCode?from=${encodeURIComponent('/pages/report/index?valId=7')}` },
    ])
  })

  it('a retry answering 40005 is handled as 40005', async () => {
    expiringService({ retryCode: 40005 })
    const e = await rejection(post('/a'))
    expect(e.code).toBe(40005)
    expect(sessionStore.isLoggedIn).toBe(false)
    expect(state.navCalls[0].api).toBe('reLaunch')
  })
})

describe('40005 not logged in', () => {
  beforeEach(() => mockRequest(() => ok(null, 40005, '请登录')))

  it.each(['web', 'toutiao', 'weixin'] as const)('%s: logout and go to login with from, no toast', async (t) => {
    sessionStore.terminalName = t
    const e = await rejection(post('/x'))
    expect(e.code).toBe(40005)
    expect(sessionStore.userInfo).toBeNull()
    expect(state.storage.has('va-user-info')).toBe(false)
    expect(state.toasts).toEqual([])
    expect(state.navCalls).toEqual([
      { api: 'reLaunch', url: `/pages/login/verifyCode?from=${encodeURIComponent('/pages/report/index?valId=7')}` },
    ])
  })

  it('stays put when already on a login page', async () => {
    resetWorld([{ route: 'pages/login/verifyCode', options: {} }])
    logIn()
    mockRequest(() => ok(null, 40005, '请登录'))
    await rejection(post('/x'))
    expect(sessionStore.isLoggedIn).toBe(false)
    expect(state.navCalls).toEqual([])
  })

  it.each(['android', 'ios'] as const)('%s: logout and call the native login', async (t) => {
    sessionStore.terminalName = t
    const native = jest.fn()
    const stub = jest.mocked(callNative)
    const actual = stub.getMockImplementation()
    stub.mockImplementation((ev) => {
      native(ev)
      return true
    })
    await rejection(post('/x'))
    stub.mockImplementation(actual)
    expect(native).toHaveBeenCalledWith('callLogin')
    expect(sessionStore.isLoggedIn).toBe(false)
    expect(state.navCalls).toEqual([])
  })
})

describe('40100 not real-name authenticated', () => {
  beforeEach(() => mockRequest(() => ok(null, 40100, 'need real name')))

  it('toasts 请先完成实名认证, opens the real-name page with `from` (to come back once verified) and keeps the session', async () => {
    const e = await rejection(post('/app/v1/payment/payTrans'))
    expect(e.code).toBe(40100)
    expect(state.toasts).toEqual([{ title: '请先完成实名认证', icon: 'none', duration: 2000 }])
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: '/pages/realNameAuth/index?from=%2Fpages%2Freport%2Findex%3FvalId%3D7' }])
    expect(sessionStore.isLoggedIn).toBe(true)
  })

  it('does not stack a second real-name page', async () => {
    resetWorld([{ route: 'pages/realNameAuth/index', options: {} }])
    logIn()
    mockRequest(() => ok(null, 40100, 'x'))
    await rejection(post('/x'))
    expect(state.navCalls).toEqual([])
  })
})

describe('upload and download', () => {
  it('upload parses the JSON body and applies business codes', async () => {
    state.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: { url: 'u' } }) })
    await expect(uploadFile({ url: '/app/v1/upload', filePath: '/tmp/a.png' })).resolves.toEqual({
      code: 200,
      msg: 'ok',
      data: { url: 'u' },
    })
    expect(state.uploads[0]).toMatchObject({ name: 'file', filePath: '/tmp/a.png', timeout: 20000 })
    expect(state.uploads[0].header.Authorization).toBe('old-token')

    state.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ code: 50001, msg: '图片过大' }) })
    const e = await rejection(uploadFile({ url: '/u', filePath: '/a' }))
    expect([e.code, e.msg]).toEqual([50001, '图片过大'])
  })

  it('an upload answered 40002 refreshes the token and uploads the file again (not a JSON request)', async () => {
    mockRequest((o) =>
      path(o) === '/app/v1/refresh' ? ok({ token: 'new-token', refresh_token: 'refresh-2' }) : ok(null, 40000, 'not an upload'),
    )
    state.uploadHandler = (o) =>
      o.header.Authorization === 'new-token'
        ? { statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: { imageId: 'fi_1' } }) }
        : { statusCode: 200, data: JSON.stringify({ code: 40002, msg: '登录已过期' }) }
    await expect(uploadFile({ url: '/app/v1/feedback/upload', filePath: '/tmp/a.png' })).resolves.toMatchObject({
      data: { imageId: 'fi_1' },
    })
    expect(state.uploads.map((u) => [u.filePath, u.header.Authorization])).toEqual([
      ['/tmp/a.png', 'old-token'],
      ['/tmp/a.png', 'new-token'],
    ])
    expect(state.requests.map(path)).toEqual(['/app/v1/refresh'])
  })

  it.each([
    ['uploadFile:fail timeout', 'timeout'],
    ['uploadFile:fail abort', 'abort'],
    ['uploadFile:fail file not found', 'file error'],
    ['uploadFile:fail Failed to fetch', '请求失败:Failed to fetch\n网络不给力，请检查网络设置'],
  ])('upload %s → %s', async (errMsg, text) => {
    state.uploadHandler = () => {
      throw { errMsg }
    }
    const e = await rejection(uploadFile({ url: '/u', filePath: '/missing' }))
    expect(e.message).toBe(text)
  })

  it('download resolves the temp path and maps timeout/abort', async () => {
    await expect(downloadFile('https://cdn/x.png')).resolves.toBe('/tmp/mock-file')
    for (const [errMsg, text] of [
      ['downloadFile:fail timeout', 'timeout'],
      ['downloadFile:fail abort', 'abort'],
    ]) {
      state.downloadHandler = () => {
        throw { errMsg }
      }
      expect((await rejection(downloadFile('https://cdn/x.png'))).message).toBe(text)
    }
    state.downloadHandler = () => ({ statusCode: 404, tempFilePath: '' })
    expect((await rejection(downloadFile('https://cdn/x.png'))).code).toBe(404)
  })
})
