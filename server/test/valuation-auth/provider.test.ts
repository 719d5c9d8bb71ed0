import { loadConfig } from '../../src/config'
import { createProviders } from '../../src/providers'
import { HttpGameAuthProvider, LocalGameAuthProvider } from '../../src/providers/game-auth'
import { sandboxAccountAttrs } from '../../src/providers/game-auth-attrs'
import { CATALOGUE } from '../../src/valuation/catalogue'
import { validateGameAnswers } from '../../src/valuation/catalogue/validate'
import { createTestApp } from '../helpers'
import { API, GAME } from './fixture'

describe('sandbox account attributes', () => {
  test.each(CATALOGUE.map((g) => [g.id, g.name]))('game %i (%s): schema-valid, deterministic, varied', (gameId) => {
    const seen = new Set<string>()
    for (let seed = 1; seed <= 40; seed++) {
      const attrs = sandboxAccountAttrs(gameId, seed * 7919)
      const res = validateGameAnswers(gameId, attrs)
      expect(res.ok).toBe(true)
      expect(sandboxAccountAttrs(gameId, seed * 7919)).toEqual(attrs)
      seen.add(JSON.stringify(attrs))
    }
    expect(seen.size).toBeGreaterThan(30)
  })

  test('王者荣耀 accounts look like the market: skins rarer by tier, plausible hero counts', () => {
    const accounts = Array.from({ length: 200 }, (_, i) => sandboxAccountAttrs(GAME, i + 1))
    const mean = (f: (a: any) => number) => accounts.reduce((s, a) => s + f(a), 0) / accounts.length
    expect(mean((a) => a.skins.epic)).toBeGreaterThan(mean((a) => a.skins.legend))
    expect(mean((a) => a.skins.legend)).toBeGreaterThan(mean((a) => a.skins.glory))
    expect(mean((a) => a.heroCount)).toBeGreaterThan(40)
    expect(mean((a) => a.heroCount)).toBeLessThan(130)
  })
})

describe('provider selection', () => {
  const PROD = { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) }
  const OTHERS = {
    SMS_GATEWAY_URL: 'https://sms.example',
    WEIXIN_APPID: 'a',
    WEIXIN_SECRET: 'b',
    TOUTIAO_APPID: 'c',
    TOUTIAO_SECRET: 'd',
    REALNAME_GATEWAY_URL: 'https://id.example',
    PX_GATEWAY_URL: 'https://px.example',
  }

  test('production refuses the sandbox: the service does not start without GAME_AUTH_GATEWAY_URL', () => {
    expect(() => new LocalGameAuthProvider({ nodeEnv: 'production', secret: 's' })).toThrow(
      /cannot be used when NODE_ENV=production.*GAME_AUTH_GATEWAY_URL/,
    )
    expect(() => createProviders(loadConfig({ ...PROD, ...OTHERS }))).toThrow(/game-account authorization provider/)
    const configured = createProviders(loadConfig({ ...PROD, ...OTHERS, GAME_AUTH_GATEWAY_URL: 'https://auth.example' }))
    expect(configured.gameAuth).toBeInstanceOf(HttpGameAuthProvider)
    expect(createProviders(loadConfig({ NODE_ENV: 'development' })).gameAuth).toBeInstanceOf(LocalGameAuthProvider)
  })
})

describe('gateway adapter', () => {
  const originalFetch = global.fetch
  afterEach(() => {
    global.fetch = originalFetch
  })

  test('passes credentials in flight, keeps only the gateway state, maps refusals and malformed replies', async () => {
    const sent: any[] = []
    let reply: unknown = { resultCode: 2001, codeTarget: '138****0000', state: { handle: 'gw-1' } }
    global.fetch = (async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)))
      return Response.json(reply)
    }) as typeof fetch
    const provider = new HttpGameAuthProvider({ url: 'https://auth.example/game', token: 'tok' })
    const t = await createTestApp({ providers: { gameAuth: provider } })
    try {
      const c = (await t.login('13800002401')).token
      const started = await t.post(
        `${API}/val/auth/start`,
        { gameId: GAME, authKind: 2, loginType: 1, account: 'acc', password: 'gateway-secret' },
        c,
      )
      expect(started.data).toMatchObject({ resultCode: 2001, codeTarget: '138****0000' })
      expect(sent[0]).toMatchObject({ action: 'start', authId: started.data.authId, input: { account: 'acc', password: 'gateway-secret' } })
      const row = await t.db.selectFrom('game_auth_session').selectAll().executeTakeFirstOrThrow()
      expect(row).toMatchObject({ provider: 'http-game-auth', step: 2001, state: '{"handle":"gw-1"}' })

      reply = { resultCode: 200, state: { handle: 'gw-1' }, attributes: { server: '安卓QQ', heroCount: 80, skins: { epic: 10 } } }
      const done = await t.post(`${API}/val/auth/verify`, { authId: started.data.authId, code: '246810' }, c)
      expect(done.data.resultCode).toBe(200)
      expect(sent[1]).toEqual({ action: 'verify', authId: started.data.authId, state: { handle: 'gw-1' }, answer: { code: '246810' } })
      expect(JSON.stringify(await t.db.selectFrom('game_auth_session').selectAll().execute())).not.toContain('246810')

      reply = { refused: '营地ID不存在' }
      expect(await t.post(`${API}/val/auth/start`, { gameId: GAME, authKind: 3, campId: '123456' }, c)).toMatchObject({
        code: 40000,
        msg: '营地ID不存在',
      })
      reply = { resultCode: 999, state: {} }
      expect((await t.post(`${API}/val/auth/start`, { gameId: GAME, authKind: 3, campId: '123456' }, c)).code).toBe(50002)
      // Attributes that do not fit the game schema are not accepted from a provider either.
      reply = { resultCode: 200, state: {}, attributes: { heroCount: 999 } }
      expect(await t.post(`${API}/val/auth/start`, { gameId: GAME, authKind: 3, campId: '123456' }, c)).toMatchObject({
        code: 50002,
        msg: '读取账号信息失败，请稍后重试',
      })
    } finally {
      await t.close()
    }
  })
})
