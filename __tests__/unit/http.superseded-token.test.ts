import { mockRequest, ok, state, type RequestOpts } from '../mocks/taro'
import { post } from '@/http/request'
import { uploadFile } from '@/http/transfer'
import { RequestError } from '@/http/codes'
import { sessionStore } from '@/stores/session'
import { logIn, resetWorld } from './helpers'

/*
 * The service answers 40002 both for an expired access token and for one that a refresh has just superseded
 * (a request that crossed the refresh). The app must then use the token it already holds, not refresh again:
 * a second refresh would rotate the pair once more and supersede the tokens of every other call in flight.
 */

const path = (o: RequestOpts) => o.url.split('?')[0]
const auths = (url: string) => state.requests.filter((r) => path(r) === url).map((r) => r.header?.Authorization)

function deferred() {
  let release!: () => void
  const promise = new Promise<void>((r) => (release = r))
  return { promise, release }
}

beforeEach(() => {
  resetWorld([{ route: 'pages/report/index', options: { valId: '7' } }])
  logIn('old-token', 'refresh-1')
})

describe('a request whose token a refresh superseded while it was on its way', () => {
  it('gets 40002 after another request already refreshed: no second refresh, retried with the current token', async () => {
    const slowAnswer = deferred()
    mockRequest(async (o) => {
      if (path(o) === '/app/v1/refresh') return ok({ token: 'new-token', refresh_token: 'refresh-2' })
      if (o.header?.Authorization === 'new-token') return ok({ url: path(o) })
      // /slow was sent with the old token; its answer arrives only after /fast has refreshed and stored the new pair.
      if (path(o) === '/app/v1/slow') await slowAnswer.promise
      return ok(null, 40002, '登录状态已更新，请重试')
    })

    const slow = post('/app/v1/slow')
    const fast = await post('/app/v1/fast')
    expect(fast.data).toEqual({ url: '/app/v1/fast' })
    expect(sessionStore.userInfo?.token).toBe('new-token')
    slowAnswer.release()

    await expect(slow).resolves.toMatchObject({ code: 200, data: { url: '/app/v1/slow' } })
    expect(auths('/app/v1/refresh')).toEqual(['refresh-1'])
    expect(auths('/app/v1/slow')).toEqual(['old-token', 'new-token'])
    expect(sessionStore.userInfo).toMatchObject({ token: 'new-token', refresh_token: 'refresh-2' })
    expect(sessionStore.isLoggedIn).toBe(true)
    expect(state.navCalls).toEqual([])
    expect(state.toasts).toEqual([])
  })

  it('an upload that crossed a refresh is uploaded again with the current token, without refreshing', async () => {
    const uploadAnswer = deferred()
    mockRequest((o) =>
      path(o) === '/app/v1/refresh'
        ? ok({ token: 'new-token', refresh_token: 'refresh-2' })
        : o.header?.Authorization === 'new-token'
          ? ok({})
          : ok(null, 40002, '登录已过期'),
    )
    state.uploadHandler = async (o) => {
      if (o.header.Authorization === 'new-token')
        return { statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: { imageId: 'fi_1' } }) }
      await uploadAnswer.promise
      return { statusCode: 200, data: JSON.stringify({ code: 40002, msg: '登录状态已更新，请重试' }) }
    }

    const upload = uploadFile({ url: '/app/v1/feedback/upload', filePath: '/tmp/a.png' })
    await post('/app/v1/other')
    uploadAnswer.release()

    await expect(upload).resolves.toMatchObject({ data: { imageId: 'fi_1' } })
    expect(state.uploads.map((u) => u.header.Authorization)).toEqual(['old-token', 'new-token'])
    expect(auths('/app/v1/refresh')).toEqual(['refresh-1'])
  })

  it('a request that meets 40002 with the token it was sent with still refreshes (expired, not superseded)', async () => {
    mockRequest((o) =>
      path(o) === '/app/v1/refresh'
        ? ok({ token: 'new-token', refresh_token: 'refresh-2' })
        : o.header?.Authorization === 'new-token'
          ? ok({})
          : ok(null, 40002, '登录已过期'),
    )
    await post('/app/v1/a')
    expect(auths('/app/v1/refresh')).toEqual(['refresh-1'])
    expect(auths('/app/v1/a')).toEqual(['old-token', 'new-token'])
  })
})

describe('a refresh answered 40002 (its token was exchanged by another caller whose pair has moved on)', () => {
  it('uses the pair another caller stored meanwhile', async () => {
    mockRequest((o) => {
      if (path(o) === '/app/v1/refresh') {
        // Another tab of the app refreshed first and stored its newer pair while this refresh was on its way.
        sessionStore.saveUser({ ...sessionStore.userInfo, token: 'tab-token', refresh_token: 'refresh-3' })
        return ok(null, 40002, '登录状态已更新，请重试')
      }
      return o.header?.Authorization === 'tab-token' ? ok({ ok: true }) : ok(null, 40002, '登录已过期')
    })
    await expect(post('/app/v1/a')).resolves.toMatchObject({ data: { ok: true } })
    expect(auths('/app/v1/refresh')).toEqual(['refresh-1'])
    expect(auths('/app/v1/a')).toEqual(['old-token', 'tab-token'])
    expect(sessionStore.userInfo).toMatchObject({ token: 'tab-token', refresh_token: 'refresh-3' })
  })

  it('with nothing newer stored, is handled as 40005: logout and login', async () => {
    mockRequest((o) => (path(o) === '/app/v1/refresh' ? ok(null, 40002, '登录状态已更新，请重试') : ok(null, 40002, '登录已过期')))
    const error = await post('/app/v1/a').catch((e: RequestError) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect((error as RequestError).code).toBe(40005)
    expect(auths('/app/v1/refresh')).toEqual(['refresh-1'])
    expect(sessionStore.isLoggedIn).toBe(false)
    expect(state.navCalls[0]?.api).toBe('reLaunch')
  })
})
