import { createConsoleApp, type ConsoleTestApp } from './console-fixture'

const MINUTE = 60_000

describe('console login lock', () => {
  let t: ConsoleTestApp
  beforeAll(async () => {
    t = await createConsoleApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('five wrong passwords within 15 minutes lock the name for 15 minutes, even against the right password', async () => {
    await t.addOperator('ann', 'finance')
    for (let i = 0; i < 4; i++) expect((await t.login('ann', 'wrong-password')).code).toBe(40006)
    const fifth = await t.login('ann', 'wrong-password')
    expect([fifth.code, fifth.msg]).toEqual([40008, '登录失败次数过多，请 15 分钟后再试'])
    t.clock.advance(5 * MINUTE)
    const right = await t.login('ann', 'ann-password!')
    expect([right.code, right.msg]).toEqual([40008, '登录失败次数过多，请 10 分钟后再试'])
    t.clock.advance(10 * MINUTE)
    expect((await t.login('ann', 'ann-password!')).code).toBe(200)
  })

  test('failures spread over more than 15 minutes do not lock; a good login starts the count again', async () => {
    await t.addOperator('ben', 'support')
    for (let i = 0; i < 4; i++) expect((await t.login('ben', 'wrong-password')).code).toBe(40006)
    t.clock.advance(16 * MINUTE)
    for (let i = 0; i < 4; i++) expect((await t.login('ben', 'wrong-password')).code).toBe(40006)
    expect((await t.login('ben', 'ben-password!')).code).toBe(200)
    for (let i = 0; i < 4; i++) expect((await t.login('ben', 'wrong-password')).code).toBe(40006)
    expect((await t.login('ben', 'ben-password!')).code).toBe(200)
  })

  test('unknown names lock the same way, so answers do not tell which names exist', async () => {
    for (let i = 0; i < 4; i++) expect((await t.login('ghost', 'whatever-it-is')).code).toBe(40006)
    expect((await t.login('ghost', 'whatever-it-is')).code).toBe(40008)
  })

  test('an admin’s password reset lifts the lock', async () => {
    await t.addOperator('cat', 'analyst')
    await t.addOperator('root', 'admin')
    for (let i = 0; i < 5; i++) await t.login('cat', 'wrong-password')
    expect((await t.login('cat', 'cat-password!')).code).toBe(40008)
    const root = await t.sessionOf('root')
    const id = (await t.app.services.operators.byName('cat'))!.id
    const reset = await t.call('POST', '/operators/reset-password', { session: root, body: { id } })
    expect(reset.data.password).toMatch(/^[0-9A-Z]{16}$/)
    const login = await t.login('cat', reset.data.password)
    expect(login.code).toBe(200)
    expect(login.data.operator.mustChangePassword).toBe(true)
  })

  // A lost update (two failures read the same count) would let more than four answer "wrong password".
  test('100 wrong logins at once: each counts once, exactly four are told "wrong", and the name stays locked', async () => {
    await t.addOperator('dan', 'admin')
    const replies = await Promise.all(Array.from({ length: 100 }, () => t.login('dan', 'wrong-password')))
    const codes = replies.map((r) => r.code)
    expect(codes.filter((c) => c === 40006)).toHaveLength(4)
    expect(codes.filter((c) => c === 40008)).toHaveLength(96)
    const row = await t.db
      .selectFrom('operator_login_guard')
      .select(['failures', 'locked_until'])
      .where('name', '=', 'dan')
      .executeTakeFirstOrThrow()
    // Requests that found the name locked already were refused before their password was checked, uncounted.
    expect(Number(row.failures)).toBeGreaterThanOrEqual(5)
    expect(Number(row.failures)).toBeLessThanOrEqual(100)
    expect(Number(row.locked_until)).toBe(t.clock.now() + 15 * MINUTE)
    expect((await t.login('dan', 'dan-password!')).code).toBe(40008)
  })
})

describe('console login attempts per address', () => {
  let t: ConsoleTestApp
  beforeAll(async () => {
    t = await createConsoleApp({ env: { CONSOLE_LOGIN_IP_MAX: '3' } })
    await t.addOperator('eve', 'admin')
  })
  afterAll(async () => {
    await t.close()
  })

  test('one address gets CONSOLE_LOGIN_IP_MAX attempts per 15 minutes, whatever the names; another address is not held up', async () => {
    const names = ['x1', 'x2', 'x3']
    for (const name of names) expect((await t.login(name, 'wrong-password', undefined, '198.51.100.1')).code).toBe(40006)
    expect((await t.login('eve', 'eve-password!', undefined, '198.51.100.1')).code).toBe(42900)
    expect((await t.login('eve', 'eve-password!', undefined, '198.51.100.2')).code).toBe(200)
    t.clock.advance(15 * MINUTE)
    expect((await t.login('eve', 'eve-password!', undefined, '198.51.100.1')).code).toBe(200)
  })
})
