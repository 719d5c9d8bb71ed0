import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { prepareValuation } from '../src/modules/valuation/startup'
import { createProviders, type Providers } from '../src/providers'
import { createMiniCodes } from '../src/providers/mini-code'
import { LocalSmsProvider } from '../src/providers/sms'
import { LocalMiniProgramLoginProvider, WeixinLoginProvider } from '../src/providers/mini-program'
import { LocalRealNameProvider } from '../src/providers/real-name'
import { LocalPartnerTokenProvider } from '../src/providers/partner'
import { createTestApp, createTestDb, type TestApp } from './helpers'
import { API_PREFIX, Endpoint, endpointUrl, type EndpointName } from '../src/contract'

const API = '/app/v1'
const PROD_ENV = { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) }

/** Stand-ins for configured real providers, so a production app can be built in a test. */
const realLike: Providers = {
  sms: { name: 'real', sendLoginCode: async () => {} },
  miniProgram: {
    weixin: { platform: 'weixin', codeToOpenId: async () => ({ openid: 'o-wx' }) },
    toutiao: { platform: 'toutiao', codeToOpenId: async () => ({ openid: 'o-tt' }) },
  },
  realName: { name: 'real', matches: async () => true },
  partner: { name: 'real', issueToken: async () => 'px-real' },
  gameAuth: {
    name: 'real',
    start: async () => ({ resultCode: 200, state: {} }),
    verify: async () => ({ resultCode: 200, state: {} }),
    resend: async () => ({ resultCode: 200, state: {} }),
    poll: async () => ({ resultCode: 200, state: {} }),
  },
  officialAccount: null,
  pay: new Map(),
  miniCodes: createMiniCodes({ weixin: null, toutiao: null }),
}

describe('errors', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(async () => {
    await t.close()
  })

  test('unknown routes are 404 with 40004', async () => {
    expect(await t.post(`${API}/nope`)).toMatchObject({ status: 404, code: 40004, msg: '接口不存在', data: null })
    expect((await t.get('/no/such/page')).code).toBe(40004)
  })

  test('unexpected errors are 50001 without details', async () => {
    await t.close()
    t = await createTestApp({
      providers: {
        partner: {
          name: 'broken',
          issueToken: async () => {
            throw new Error('secret internal detail')
          },
        },
      },
    })
    const login = await t.login('13800000401')
    const res = await t.app.inject({ method: 'POST', url: `${API}/getPxToken`, headers: { authorization: login.token }, payload: {} })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 50001, msg: '服务异常，请稍后重试', data: null })
    expect(res.body).not.toContain('secret internal detail')
  })

  test('a provider outage is 50002', async () => {
    await t.close()
    const originalFetch = global.fetch
    global.fetch = (async () => new Response('oops', { status: 502 })) as typeof fetch
    try {
      t = await createTestApp({
        providers: { miniProgram: { weixin: new WeixinLoginProvider({ appId: 'a', secret: 's' }), toutiao: realLike.miniProgram.toutiao } },
      })
      expect(await t.post(`${API}/wxLogin`, { wx_code: 'abcd' })).toMatchObject({ code: 50002, msg: '第三方服务暂不可用，请稍后重试' })
    } finally {
      global.fetch = originalFetch
    }
  })

  test('the weixin adapter maps errcode to 50017 and reads the openid', async () => {
    const originalFetch = global.fetch
    const seen: string[] = []
    global.fetch = (async (url: string) => {
      seen.push(String(url))
      return String(url).includes('js_code=bad')
        ? Response.json({ errcode: 40029, errmsg: 'invalid code' })
        : Response.json({ openid: 'real-openid', session_key: 'sk' })
    }) as typeof fetch
    try {
      const wx = new WeixinLoginProvider({ appId: 'wxapp', secret: 'wxsecret' })
      await expect(wx.codeToOpenId('bad')).rejects.toMatchObject({ code: 50017 })
      await expect(wx.codeToOpenId('good')).resolves.toEqual({ openid: 'real-openid', unionid: undefined })
      expect(seen[1]).toContain('https://api.weixin.qq.com/sns/jscode2session?appid=wxapp')
    } finally {
      global.fetch = originalFetch
    }
  })

  test('oversized bodies, wrong content types and empty JSON bodies', async () => {
    const big = await t.post(`${API}/verify/send`, { phone: '13800000000', pad: 'x'.repeat(70 * 1024) })
    expect(big).toMatchObject({ code: 40000, msg: '请求体过大' })
    const text = await t.app.inject({
      method: 'POST',
      url: `${API}/verify/send`,
      payload: 'phone=1',
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.json()).toMatchObject({ code: 40000, msg: '请求体需为 JSON（Content-Type: application/json）' })
    const empty = await t.app.inject({
      method: 'POST',
      url: `${API}/verify/send`,
      payload: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(empty.json()).toMatchObject({ code: 40000, msg: '缺少参数 phone' })
  })

  test('overlong channel header is refused', async () => {
    expect(await t.post(`${API}/valMain`, {}, undefined, { channel: 'c'.repeat(65) })).toMatchObject({
      code: 40000,
      msg: '参数错误：请求头 channel 长度不能超过 64',
    })
  })
})

describe('production', () => {
  test('sandbox providers refuse to construct', () => {
    expect(() => new LocalSmsProvider({ nodeEnv: 'production' })).toThrow(/cannot be used when NODE_ENV=production.*SMS_GATEWAY_URL/)
    expect(() => new LocalMiniProgramLoginProvider('weixin', 'production')).toThrow(/WEIXIN_APPID/)
    expect(() => new LocalRealNameProvider('production')).toThrow(/REALNAME_GATEWAY_URL/)
    expect(() => new LocalPartnerTokenProvider('production')).toThrow(/PX_GATEWAY_URL/)
    expect(() => createProviders(loadConfig(PROD_ENV))).toThrow(/sandbox/)
  })

  test('real adapters are chosen when configured', () => {
    const providers = createProviders(
      loadConfig({
        ...PROD_ENV,
        SMS_GATEWAY_URL: 'https://sms.example/send',
        WEIXIN_APPID: 'a',
        WEIXIN_SECRET: 'b',
        TOUTIAO_APPID: 'c',
        TOUTIAO_SECRET: 'd',
        REALNAME_GATEWAY_URL: 'https://id.example/check',
        PX_GATEWAY_URL: 'https://px.example/token',
        GAME_AUTH_GATEWAY_URL: 'https://auth.example/game',
      }),
    )
    expect(providers.sms.name).toBe('http-sms')
    expect(providers.gameAuth.name).toBe('http-game-auth')
    expect(providers.miniProgram.weixin).toBeInstanceOf(WeixinLoginProvider)
    expect(providers.realName.name).toBe('http-real-name')
    expect(providers.partner.name).toBe('http-partner')
  })

  test('payment: production refuses the sandbox and an enabled provider without its keys', () => {
    expect(() => loadConfig({ ...PROD_ENV, PAY_PROVIDERS: 'sandbox' })).toThrow(/sandbox cannot be used when NODE_ENV=production/)
    expect(() => loadConfig({ ...PROD_ENV, PAY_PROVIDERS: 'weixin' })).toThrow(/weixin but WXPAY_APPID, .*WXPAY_APIV3_KEY/)
    expect(() => loadConfig({ ...PROD_ENV, PAY_PROVIDERS: 'alipay', ALIPAY_APPID: 'x' })).toThrow(
      /ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY are not set/,
    )
    expect(() => loadConfig({ ...PROD_ENV, PAY_PROVIDERS: 'paypal' })).toThrow(/unknown provider "paypal"/)
    expect(loadConfig(PROD_ENV).payment.providers).toEqual([])
    expect(loadConfig({ NODE_ENV: 'development' }).payment.providers).toEqual(['sandbox'])
  })

  test('a token secret is required', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/)
    expect(loadConfig({ NODE_ENV: 'development' }).tokenSecret).toMatch(/dev-only/)
  })

  test('/dev routes do not exist', async () => {
    const t = await createTestApp({ env: PROD_ENV, providers: realLike })
    try {
      expect((await t.get('/dev/sms-inbox?phone=13800000000')).status).toBe(404)
      expect((await t.post('/dev/px-login-key', { phone: '13800000000' })).status).toBe(404)
      expect((await t.post('/dev/unlock-report', { valId: 'r_x' })).status).toBe(404)
      expect((await t.get('/sandbox-pay/cashier?orderNo=P1')).status).toBe(404)
      expect((await t.post('/sandbox-pay/cashier/P1/pay', {})).status).toBe(404)
      // The notify route exists in production, but no sandbox provider answers there.
      expect((await t.post('/pay-notify/sandbox', {})).status).toBe(404)
      expect((await t.post(`${API}/valMain`)).code).toBe(200)
    } finally {
      await t.close()
    }
  })
})

describe('development helpers', () => {
  test('sms inbox has nothing before a send', async () => {
    const t = await createTestApp()
    try {
      expect(await t.get('/dev/sms-inbox?phone=13800000000')).toMatchObject({ code: 40004, msg: '暂无验证码' })
      expect(await t.get('/dev/sms-inbox')).toMatchObject({ code: 40000, msg: '缺少参数 phone' })
    } finally {
      await t.close()
    }
  })
})

describe('serving', () => {
  test('OpenAPI lists every API route; docs UI is served locally', async () => {
    const t = await createTestApp()
    try {
      const spec = (await t.app.inject({ url: '/openapi.json' })).json()
      // The service serves exactly the contract's endpoint table: every served name with its method, nothing else
      // under the API prefix, and no pending endpoint yet.
      const served = Object.entries(spec.paths as Record<string, Record<string, unknown>>)
        .filter(([p]) => p.startsWith(API_PREFIX))
        .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
        .sort()
      const expected = (Object.keys(Endpoint) as EndpointName[])
        .filter((n) => !('pending' in Endpoint[n]))
        .map((n) => `${Endpoint[n].method} ${endpointUrl(n)}`)
        .sort()
      expect(served).toEqual(expected)
      expect(expected.length).toBeGreaterThan(50)
      const ui = await t.app.inject({ url: '/docs/' })
      expect(ui.statusCode).toBe(200)
      expect(ui.body).not.toMatch(/https?:\/\/(cdn|unpkg)/)
      const asset = await t.app.inject({ url: '/docs/static/swagger-ui-bundle.js' })
      expect(asset.statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })

  test('serves the H5 build at / when it exists', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>游戏估价</title>')
    fs.mkdirSync(path.join(dir, 'js'))
    fs.writeFileSync(path.join(dir, 'js', 'app.js'), 'console.log(1)')
    const { db, close } = await createTestDb()
    const app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'test', H5_DIR: dir }), logger: false })
    try {
      const index = await app.inject({ url: '/' })
      expect(index.statusCode).toBe(200)
      expect(index.body).toContain('游戏估价')
      expect((await app.inject({ url: '/js/app.js' })).statusCode).toBe(200)
      expect((await app.inject({ url: '/missing.js' })).json().code).toBe(40004)
      expect((await app.inject({ method: 'POST', url: `${API}/valMain` })).json().code).toBe(200)
    } finally {
      await app.close()
      await close()
      fs.rmSync(dir, { recursive: true })
    }
  })
})

describe('contract', () => {
  const dir = path.join(__dirname, '..', 'src', 'contract')
  const importsOf = (file: string) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^\n]*from\s+'([^']+)'/gm)].map((m) => m[1])

  test('contract files import nothing but @sinclair/typebox and each other', () => {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const spec of importsOf(path.join(dir, file))) {
        expect([file, spec]).toEqual([file, expect.stringMatching(/^(@sinclair\/typebox|\.\/[a-z-]+(\/[a-z-]+)*)$/)])
      }
    }
  })

  test('the values module imports nothing outside itself (the app bundles it)', () => {
    const valuesDir = path.join(dir, 'values')
    const files = fs.readdirSync(valuesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      for (const spec of importsOf(path.join(valuesDir, file))) {
        const target = path.resolve(path.dirname(path.join(valuesDir, file)), spec)
        expect([file, spec, spec.startsWith('.') && target.startsWith(valuesDir)]).toEqual([file, spec, true])
      }
    }
  })
})

describe('configuration', () => {
  test('is read from the environment in one place, typed and checked', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' })
    expect(defaults.listingBaseUrl).toBe('https://gujia.example/listing/')
    expect(defaults.demoMarket).toEqual({ seed: true, rowsPerGame: undefined })
    const set = loadConfig({ NODE_ENV: 'test', LISTING_BASE_URL: 'https://h5.example/l', SEED_DEMO_MARKET: '0', DEMO_ROWS_PER_GAME: '50' })
    expect(set.listingBaseUrl).toBe('https://h5.example/l/')
    expect(set.demoMarket).toEqual({ seed: false, rowsPerGame: 50 })
    expect(() => loadConfig({ NODE_ENV: 'test', DEMO_ROWS_PER_GAME: 'many' })).toThrow(/DEMO_ROWS_PER_GAME/)
  })

  test('the configured listing base is the one published accounts link to and link valuation recognises', async () => {
    const now = Date.UTC(2026, 9, 1)
    const t = await createTestApp({ now, env: { LISTING_BASE_URL: 'https://h5.example/listing' } })
    try {
      await prepareValuation(t.db, t.app.services.models, { demoRowsPerGame: 300, demoGames: [10013], now })
      const token = (await t.login('13800000077')).token
      // A demo listing reached through a link under the configured base is found (not 50xxx "unsupported link").
      const row = await t.db.selectFrom('market_listing').select(['external_id']).where('source', '=', '演示数据').executeTakeFirstOrThrow()
      const r = await t.post(`${API}/val/valuation`, { evaluateType: 1, link: `https://h5.example/listing/${row.external_id}` }, token)
      expect(r.code).toBe(200)
      const old = await t.post(`${API}/val/valuation`, { evaluateType: 1, link: `https://gujia.example/listing/${row.external_id}` }, token)
      expect(old.code).not.toBe(200)
    } finally {
      await t.close()
    }
  })
})
