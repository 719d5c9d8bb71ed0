import { CONSOLE_SESSION_COOKIE } from '../../src/contract/console'
import { cliActor } from '../../src/modules/audit/service'
import { createConsoleApp, totpAt, type ConsoleTestApp } from './console-fixture'

let t: ConsoleTestApp

beforeAll(async () => {
  t = await createConsoleApp()
})
afterAll(async () => {
  await t.close()
})

describe('console login', () => {
  test('a name and password open a session: an httpOnly, SameSite=Strict cookie on /console and a CSRF token', async () => {
    await t.addOperator('alice', 'finance')
    const reply = await t.login('alice', 'alice-password!')
    expect(reply.code).toBe(200)
    expect(reply.data.operator).toEqual({
      id: expect.any(Number),
      name: 'alice',
      role: 'finance',
      totpEnabled: false,
      mustSetTotp: false,
      mustChangePassword: false,
    })
    expect(reply.data.csrfToken).toEqual(expect.any(String))
    const cookie = reply.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/console' })
    expect(cookie?.secure).toBeFalsy()
    const me = await t.call('GET', '/auth/me', { session: { cookie: reply.session?.cookie } })
    expect(me.code).toBe(200)
    expect(me.data.operator.name).toBe('alice')
  })

  test('a wrong password or an unknown name answer the same 40006', async () => {
    await t.addOperator('bob', 'support')
    for (const [name, password] of [
      ['bob', 'not-his-password'],
      ['nobody', 'whatever-password'],
    ]) {
      const reply = await t.login(name, password)
      expect([reply.code, reply.msg]).toEqual([40006, '账号或密码错误'])
      expect(reply.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)).toBeUndefined()
    }
  })

  test('the password is stored as an argon2id hash, never as sent', async () => {
    // Through the service (the fixture's operators get a cheaper hash of their own).
    const { password } = await t.app.services.operators.create(cliActor('test'), 'hashed', 'support')
    const row = await t.db.selectFrom('operator').select('password_hash').where('name', '=', 'hashed').executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row.password_hash).not.toContain(password)
  })

  test('with TOTP on, the password alone asks for the code (40007); a code from the secret logs in, once', async () => {
    await t.addOperator('carol', 'admin')
    const first = await t.sessionOf('carol')
    const secret = await t.enableTotp(first)
    const row = await t.db.selectFrom('operator').select('totp_secret').where('name', '=', 'carol').executeTakeFirstOrThrow()
    expect(row.totp_secret).not.toContain(secret)

    const noCode = await t.login('carol', 'carol-password!')
    expect([noCode.code, noCode.msg]).toEqual([40007, '请输入动态验证码'])

    t.clock.advance(60_000)
    const wrongCode = await t.login(
      'carol',
      'carol-password!',
      (Number(await totpAt(secret, t.clock.now())) ^ 1).toString().padStart(6, '0'),
    )
    expect(wrongCode.code).toBe(40006)

    const code = await totpAt(secret, t.clock.now())
    const good = await t.login('carol', 'carol-password!', code)
    expect(good.code).toBe(200)
    expect(good.data.operator.totpEnabled).toBe(true)
    // The same code again is a replay.
    const replay = await t.login('carol', 'carol-password!', code)
    expect(replay.code).toBe(40006)
  })

  test('a one-time password must be changed before anything but the auth endpoints answers', async () => {
    await t.addOperator('dave', 'admin', { password: 'one-time-pass-1', mustChange: true })
    const login = await t.login('dave', 'one-time-pass-1')
    expect(login.data.operator.mustChangePassword).toBe(true)
    const session = login.session!
    const list = await t.call('GET', '/operators', { session })
    expect([list.code, list.msg]).toEqual([40003, '请先修改初始密码'])
    const short = await t.call('POST', '/auth/password', { session, body: { oldPassword: 'one-time-pass-1', newPassword: 'short' } })
    expect(short.code).toBe(40000)
    const wrongOld = await t.call('POST', '/auth/password', {
      session,
      body: { oldPassword: 'not-it-at-all', newPassword: 'a-new-long-password' },
    })
    expect([wrongOld.code, wrongOld.msg]).toEqual([40000, '原密码不正确'])
    const changed = await t.call('POST', '/auth/password', {
      session,
      body: { oldPassword: 'one-time-pass-1', newPassword: 'a-new-long-password' },
    })
    expect(changed.code).toBe(200)
    expect((await t.call('GET', '/operators', { session })).code).toBe(200)
    expect((await t.login('dave', 'one-time-pass-1')).code).toBe(40006)
    expect((await t.login('dave', 'a-new-long-password')).code).toBe(200)
  })

  test('logout ends the session', async () => {
    const session = await t.sessionOf('alice')
    expect((await t.call('POST', '/auth/logout', { session })).code).toBe(200)
    const me = await t.call('GET', '/auth/me', { session })
    expect([me.code, me.msg]).toEqual([40005, '请先登录'])
  })
})

describe('console login in production', () => {
  let prod: ConsoleTestApp
  beforeAll(async () => {
    prod = await createConsoleApp({
      env: { NODE_ENV: 'production', TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars', PAY_PROVIDERS: '' },
    })
  })
  afterAll(async () => {
    await prod.close()
  })

  test('TOTP is required: until it is set up only the auth endpoints answer; the cookie is Secure', async () => {
    await prod.addOperator('erin', 'admin')
    const login = await prod.login('erin', 'erin-password!')
    expect(login.code).toBe(200)
    expect(login.data.operator).toMatchObject({ mustSetTotp: true, totpEnabled: false })
    expect(login.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)?.secure).toBe(true)
    const session = login.session!
    expect(await prod.call('GET', '/operators', { session })).toMatchObject({ code: 40003, msg: '请先设置动态验证码' })
    const secret = await prod.enableTotp(session)
    expect((await prod.call('GET', '/operators', { session })).code).toBe(200)
    expect((await prod.login('erin', 'erin-password!')).code).toBe(40007)
    prod.clock.advance(60_000)
    expect((await prod.login('erin', 'erin-password!', await totpAt(secret, prod.clock.now()))).code).toBe(200)
  })
})
