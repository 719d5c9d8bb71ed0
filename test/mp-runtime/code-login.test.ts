import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { StorageKey } from '../../src/platform/storage-keys'
import { PLATFORMS, launch, navigations, unlessBuilt, useService } from './feature-helpers'
import type { HostRequest, HostResponse, Platform } from './host-api'

/**
 * Mini-program code login on the built bundles (spec section 4, login type Login): the host's `login()` code goes
 * to the service's wxLogin (WeChat: terminal 5; Douyin: the same route with terminal 6, which the service
 * exchanges with Douyin's code2session), the user's info is loaded, and the partner token is fetched after it,
 * silently: its failure shows nothing and costs nothing.
 */

const BUTTON: Record<Platform, string> = { weapp: '微信一键登录', tt: '抖音一键登录' }
const TERMINAL: Record<Platform, string> = { weapp: '5', tt: '6' }

interface Sent {
  path: string
  body: Record<string, unknown>
  terminal: string | undefined
  authorized: boolean
}

for (const platform of PLATFORMS) {
  describe(`${platform}: code login`, { skip: unlessBuilt(platform) }, () => {
    const service = useService()

    /** The service, with every request recorded and the partner token call optionally refused. */
    function recording(refusePartnerToken: boolean) {
      const sent: Sent[] = []
      const request = async (req: HostRequest, page: string | undefined): Promise<HostResponse> => {
        const path = new URL(req.url, 'https://service.invalid').pathname.replace('/app/v1/', '')
        sent.push({
          path,
          body: (req.data ?? {}) as Record<string, unknown>,
          terminal: req.header.terminal,
          authorized: !!req.header.Authorization,
        })
        if (refusePartnerToken && path === 'getPxToken') return { statusCode: 502, data: 'Bad Gateway' }
        return service().request(req, page)
      }
      return { sent, request }
    }

    test('the host code goes to wxLogin, then user info, then the partner token; the user lands on the home page', async () => {
      const { sent, request } = recording(false)
      const rt = await launch(platform, service(), { as: 'anonymous', request })
      try {
        const page = await rt.openPage('pages/login/index')
        await page.tap(BUTTON[platform])
        const [login] = rt.api.callsOf('login')
        assert.equal(login?.outcome, 'ok')
        assert.equal(rt.api.callsOf('login').length, 1)

        const after = sent.filter((s) => ['wxLogin', 'user/userInfo', 'getPxToken'].includes(s.path))
        assert.deepEqual(
          after.map((s) => [s.path, s.terminal, s.authorized]),
          [
            ['wxLogin', TERMINAL[platform], false],
            ['user/userInfo', TERMINAL[platform], true],
            ['getPxToken', TERMINAL[platform], true],
          ],
        )
        assert.match(String(after[0].body.wx_code), platform === 'tt' ? /^tt-code-\d+$/ : /^wx-code-\d+$/)
        const user = rt.api.storage.get(StorageKey.USER_INFO) as { token?: string; id?: number }
        assert.ok(user?.token, 'the session is stored')
        assert.ok(user.id, 'with the user info loaded after login')
        assert.ok((rt.api.storage.get(StorageKey.PX_USER_INFO) as { token?: string })?.token, 'the partner token is kept')
        assert.deepEqual(navigations(rt, 'reLaunch'), ['/pages/index/index'])
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('a failing partner token is silent: no toast, the login stands', async () => {
      const { sent, request } = recording(true)
      const rt = await launch(platform, service(), { as: 'anonymous', request })
      try {
        const page = await rt.openPage('pages/login/index', { from: encodeURIComponent('/pages/my/index') })
        await page.tap(BUTTON[platform])
        assert.ok(sent.some((s) => s.path === 'getPxToken'))
        assert.deepEqual(rt.api.callsOf('showToast'), [])
        assert.ok((rt.api.storage.get(StorageKey.USER_INFO) as { token?: string })?.token)
        assert.equal(rt.api.storage.has(StorageKey.PX_USER_INFO), false)
        assert.deepEqual(navigations(rt, 'reLaunch'), ['/pages/my/index'])
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('a code the service refuses leaves no session and says so', async () => {
      const rt = await launch(platform, service(), { as: 'anonymous' })
      try {
        // A code the platform does not know (expired, or from another app).
        rt.api.respond('login', { code: 'x' })
        const page = await rt.openPage('pages/login/index')
        await page.tap(BUTTON[platform])
        assert.equal(rt.api.storage.has(StorageKey.USER_INFO), false)
        assert.deepEqual(navigations(rt, 'reLaunch'), [])
        // Once: the login page says it, the request layer keeps quiet.
        assert.deepEqual(
          rt.api.callsOf('showToast').map((c) => (c.args[0] as { title: string }).title),
          ['登录凭证无效，请重新授权'],
        )
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })
  })
}
