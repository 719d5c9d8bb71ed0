import { loadConfig } from '../../src/config'
import { createConsoleApp, type ConsoleTestApp } from './console-fixture'

const MINUTE = 60_000

describe('console sessions', () => {
  let t: ConsoleTestApp
  beforeAll(async () => {
    t = await createConsoleApp()
    await t.addOperator('root', 'admin')
    await t.addOperator('sam', 'support')
  })
  afterAll(async () => {
    await t.close()
  })

  test('a write needs the session’s CSRF token: none or another session’s is refused, its own is accepted', async () => {
    const root = await t.sessionOf('root')
    const other = await t.sessionOf('sam')
    const body = { name: 'newbie', role: 'analyst' }
    for (const csrf of [undefined, 'made-up-token', other.csrf]) {
      const reply = await t.call('POST', '/operators/create', { session: { cookie: root.cookie, csrf }, body })
      expect([reply.code, reply.msg]).toEqual([40003, '页面已过期，请刷新后重试'])
    }
    expect(await t.app.services.operators.byName('newbie')).toBeUndefined()
    // auth/me hands out fresh tokens of the same session; any of them works.
    const me = await t.call('GET', '/auth/me', { session: { cookie: root.cookie } })
    const created = await t.call('POST', '/operators/create', { session: { cookie: root.cookie, csrf: me.data.csrfToken }, body })
    expect(created.code).toBe(200)
    expect(created.data.operator).toMatchObject({ name: 'newbie', role: 'analyst', disabled: false })
  })

  test('without a session cookie (or with an unknown one) every logged-in endpoint answers 40005', async () => {
    for (const cookie of [undefined, 'not-a-session']) {
      expect(await t.call('GET', '/auth/me', { session: { cookie } })).toMatchObject({ code: 40005, status: 200 })
      expect((await t.call('POST', '/auth/logout', { session: { cookie } })).code).toBe(40005)
    }
  })

  test('a session idle for 30 minutes ends; one in use lasts until 12 hours after login', async () => {
    const idle = await t.sessionOf('sam')
    const busy = await t.sessionOf('sam')
    t.clock.advance(29 * MINUTE)
    expect((await t.call('GET', '/auth/me', { session: busy })).code).toBe(200)
    t.clock.advance(2 * MINUTE)
    expect((await t.call('GET', '/auth/me', { session: idle })).code).toBe(40005)
    // Kept busy: every 20 minutes up to 12 hours after login.
    for (let elapsed = 31; elapsed + 20 < 12 * 60; elapsed += 20) {
      t.clock.advance(20 * MINUTE)
      expect((await t.call('GET', '/auth/me', { session: busy })).code).toBe(200)
    }
    t.clock.advance(20 * MINUTE)
    expect((await t.call('GET', '/auth/me', { session: busy })).code).toBe(40005)
  })

  test('disabling an operator ends every session of theirs at once; enabling does not bring them back', async () => {
    const root = await t.sessionOf('root')
    const sams = [await t.sessionOf('sam'), await t.sessionOf('sam')]
    const sam = await t.app.services.operators.byName('sam')
    const disabled = await t.call('POST', '/operators/update', { session: root, body: { id: sam!.id, disabled: true } })
    expect(disabled.data.operator.disabled).toBe(true)
    for (const s of sams) expect((await t.call('GET', '/auth/me', { session: s })).code).toBe(40005)
    expect((await t.login('sam', 'sam-password!')).code).toBe(40006)
    await t.call('POST', '/operators/update', { session: root, body: { id: sam!.id, disabled: false } })
    for (const s of sams) expect((await t.call('GET', '/auth/me', { session: s })).code).toBe(40005)
    expect((await t.login('sam', 'sam-password!')).code).toBe(200)
  })

  test('a role change applies to the next request of a session already open', async () => {
    const root = await t.sessionOf('root')
    const sam = await t.sessionOf('sam')
    const id = (await t.app.services.operators.byName('sam'))!.id
    expect(
      (await t.call('POST', '/pii/unmask', { session: sam, body: { objectType: 'user', objectId: 'x', field: 'phone', reason: '核对' } }))
        .code,
    ).toBe(40004)
    await t.call('POST', '/operators/update', { session: root, body: { id, role: 'analyst' } })
    const refused = await t.call('POST', '/pii/unmask', {
      session: sam,
      body: { objectType: 'user', objectId: 'x', field: 'phone', reason: '核对' },
    })
    expect([refused.code, refused.msg]).toEqual([40003, '无权操作'])
  })

  test('the last enabled admin cannot be disabled or demoted', async () => {
    const root = await t.sessionOf('root')
    const id = (await t.app.services.operators.byName('root'))!.id
    for (const body of [
      { id, disabled: true },
      { id, role: 'finance' },
    ]) {
      const reply = await t.call('POST', '/operators/update', { session: root, body })
      expect([reply.code, reply.msg]).toEqual([40003, '至少保留一名启用的管理员'])
    }
  })

  test('the player API neither reads nor sets the console cookie', async () => {
    const root = await t.sessionOf('root')
    const reply = await t.app.inject({
      method: 'POST',
      url: '/app/v1/user/userInfo',
      headers: { cookie: `console_sid=${root.cookie}` },
      payload: {},
    })
    expect(reply.json().code).toBe(40005)
    expect(reply.headers['set-cookie']).toBeUndefined()
  })
})

describe('CONSOLE_ALLOWED_IPS', () => {
  let t: ConsoleTestApp
  beforeAll(async () => {
    t = await createConsoleApp({ env: { CONSOLE_ALLOWED_IPS: '10.1.0.0/16, 203.0.113.7' } })
    await t.addOperator('root', 'admin')
  })
  afterAll(async () => {
    await t.close()
  })

  test('addresses in the list reach the console; others get 40003 before anything else, even a good login', async () => {
    for (const ip of ['10.1.2.3', '203.0.113.7', '::ffff:10.1.200.1'])
      expect((await t.login('root', 'root-password!', undefined, ip)).code).toBe(200)
    for (const ip of ['10.2.0.1', '203.0.113.8', '127.0.0.1', '::1']) {
      const login = await t.login('root', 'root-password!', undefined, ip)
      expect([login.code, login.msg]).toEqual([40003, '当前网络不允许访问管理后台'])
      expect(login.cookies).toEqual([])
      expect((await t.call('GET', '/no-such-endpoint', { ip })).code).toBe(40003)
    }
    // The player API does not care.
    const player = await t.app.inject({ method: 'POST', url: '/app/v1/valMainCount', payload: {}, remoteAddress: '10.2.0.1' })
    expect(player.json().code).toBe(200)
  })

  test('a bad entry stops the start', () => {
    expect(() => loadConfig({ CONSOLE_ALLOWED_IPS: '10.0.0.0/8,not-an-ip' })).toThrow(/CONSOLE_ALLOWED_IPS: "not-an-ip"/)
    expect(loadConfig({ CONSOLE_ALLOWED_IPS: ' 10.0.0.0/8 , ::1 ' }).console.allowedIps).toEqual(['10.0.0.0/8', '::1'])
    expect(loadConfig({}).console.allowedIps).toBeNull()
  })
})
