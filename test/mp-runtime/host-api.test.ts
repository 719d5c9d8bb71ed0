import assert from 'node:assert/strict'
import { test } from 'node:test'
import { HostApi, type Platform } from './host-api'

/** The host object alone: what feature tests will lean on (failures, permissions, privacy, the call log). */

type Callbacks = { success?: (r: unknown) => void; fail?: (r: unknown) => void }
type Api = (options?: Record<string, unknown> & Callbacks) => unknown

function host(platform: Platform = 'weapp') {
  const api = new HostApi({
    platform,
    currentPage: () => 'pages/x/index',
    hostTask: (fn) => setImmediate(fn),
    track: (work) => work,
    onHostError: (e) => {
      throw e
    },
  })
  /** Calls an async API the way Taro does and settles with its success or fail payload. */
  const call = (name: string, options: Record<string, unknown> = {}) =>
    new Promise<{ ok: boolean; res: Record<string, unknown> }>((resolve) =>
      (api.global[name] as Api)({
        ...options,
        success: (res) => resolve({ ok: true, res: res as never }),
        fail: (res) => resolve({ ok: false, res: res as never }),
      }),
    )
  return { api, call }
}

test('an injected failure answers fail with the host errMsg, once, and is logged with the page', async () => {
  const { api, call } = host()
  api.fail('saveImageToPhotosAlbum', 'auth deny')
  assert.deepEqual(await call('saveImageToPhotosAlbum', { filePath: 'wxfile://tmp/a.png' }), {
    ok: false,
    res: { errMsg: 'saveImageToPhotosAlbum:fail auth deny' },
  })
  assert.equal((await call('saveImageToPhotosAlbum', { filePath: 'wxfile://tmp/a.png' })).ok, true)
  assert.deepEqual(
    api.callsOf('saveImageToPhotosAlbum').map((c) => [c.page, c.outcome, c.args]),
    [
      ['pages/x/index', 'fail', [{ filePath: 'wxfile://tmp/a.png' }]],
      ['pages/x/index', 'ok', [{ filePath: 'wxfile://tmp/a.png' }]],
    ],
  )
})

test('a denied scope fails the API that needs it until the setting changes', async () => {
  const { api, call } = host()
  api.authSetting['scope.writePhotosAlbum'] = false
  assert.equal((await call('saveImageToPhotosAlbum')).res.errMsg, 'saveImageToPhotosAlbum:fail auth deny')
  assert.deepEqual((await call('getSetting')).res.authSetting, { 'scope.writePhotosAlbum': false })
  api.authSetting['scope.writePhotosAlbum'] = true
  assert.equal((await call('saveImageToPhotosAlbum')).ok, true)
})

test("WeChat's privacy agreement: a privacy API waits for the app's answer; disagreeing fails it with errno 104", async () => {
  const { api, call } = host()
  api.privacy.required = true
  const asked: unknown[] = []
  let answer: ((res: { event: string }) => void) | undefined
  ;(api.global.onNeedPrivacyAuthorization as (l: (resolve: (r: { event: string }) => void, info: unknown) => void) => void)(
    (resolve, info) => {
      asked.push(info)
      answer = resolve
    },
  )
  const refused = call('setClipboardData', { data: 'x' })
  assert.deepEqual(asked, [{ referrer: 'setClipboardData' }])
  answer!({ event: 'disagree' })
  assert.deepEqual((await refused).res, { errMsg: 'setClipboardData:fail privacy permission is not authorized', errno: 104 })
  const agreed = call('setClipboardData', { data: 'x' })
  answer!({ event: 'agree' })
  assert.equal((await agreed).ok, true)
  assert.equal(api.privacy.agreed, true)
  assert.equal('onNeedPrivacyAuthorization' in host('tt').api.global, false)
})

test('storage answers like the host: "" for a missing key, copies of what was stored', () => {
  const { api } = host('tt')
  const get = api.global.getStorageSync as (k: string) => unknown
  const set = api.global.setStorageSync as (k: string, v: unknown) => void
  assert.equal(get('missing'), '')
  const value = { token: 't', list: [1] }
  set('k', value)
  value.list.push(2)
  assert.deepEqual(get('k'), { token: 't', list: [1] })
})

test('requests without a service fail like a phone offline; login answers a fresh code per platform', async () => {
  assert.equal((await host().call('request', { url: '/app/v1/x' })).res.errMsg, 'request:fail no network')
  assert.match(String((await host().call('login')).res.code), /^wx-code-\d+$/)
  assert.equal((await host('tt').call('login')).res.anonymousCode !== undefined, true)
  const { api, call } = host()
  api.respond('showModal', { confirm: true, cancel: false })
  assert.deepEqual((await call('showModal', { title: '确认' })).res, { confirm: true, cancel: false, errMsg: 'showModal:ok' })
})
