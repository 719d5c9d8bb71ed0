import { announceSessionChange, familyKey, userKey } from '../../src/bus/session-events'
import { SessionCache, SESSION_CACHE_MS } from '../../src/modules/auth/session-cache'
import { createTestApp, createTestClock, type TestApp } from '../helpers'

/**
 * A replica keeps the live sessions it read (so a request need not read its session), and drops them the moment a
 * revocation or rotation is announced anywhere; until then a lost announcement costs at most SESSION_CACHE_MS.
 */
describe('the session cache', () => {
  const clock = createTestClock()
  const row = { id: 1 }

  test('keeps a session until its own expiry or the cache limit, whichever is sooner', () => {
    const cache = new SessionCache<typeof row>(() => clock.now())
    cache.set('h1', row, 'fam1', 7, clock.now() + 5_000)
    cache.set('h2', row, 'fam2', 7, clock.now() + 10 * SESSION_CACHE_MS)
    expect([cache.get('h1'), cache.get('h2')]).toEqual([row, row])
    clock.advance(5_000)
    expect([cache.get('h1'), cache.get('h2')]).toEqual([undefined, row])
    clock.advance(SESSION_CACHE_MS)
    expect(cache.get('h2')).toBeUndefined()
  })

  test("an announcement drops the family's or the user's sessions, and keeps them out for a moment", async () => {
    const cache = new SessionCache<typeof row>(() => clock.now())
    cache.set('a', row, 'famA', 1, clock.now() + 60_000)
    cache.set('b', row, 'famB', 1, clock.now() + 60_000)
    cache.set('c', row, 'famC', 2, clock.now() + 60_000)
    const t = await createTestApp()
    try {
      await announceSessionChange(t.db, familyKey('famA'))
      expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, row, row])
      await announceSessionChange(t.db, userKey(1))
      expect([cache.get('b'), cache.get('c')]).toEqual([undefined, row])
      // A read that began before the writer committed must not put the old row back.
      cache.set('b', row, 'famB', 1, clock.now() + 60_000)
      expect(cache.get('b')).toBeUndefined()
      clock.advance(2_000)
      cache.set('b', row, 'famB', 1, clock.now() + 60_000)
      expect(cache.get('b')).toEqual(row)
    } finally {
      await t.close()
    }
  })
})

describe('a cached session ends with its revocation', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  const info = (token: string) => t.post('/app/v1/user/userInfo', {}, token)

  test('logout, a refresh and account deletion each end a token this replica has cached', async () => {
    const out = await t.login('13800009301')
    expect((await info(out.token)).code).toBe(200)
    expect((await t.get('/app/v1/logout', out.token)).code).toBe(200)
    expect((await info(out.token)).code).toBe(40005)

    const rotated = await t.login('13800009302')
    expect((await info(rotated.token)).code).toBe(200)
    const refreshed = await t.get('/app/v1/refresh', rotated.refresh_token)
    expect(refreshed.code).toBe(200)
    // The old token now asks for a refresh, at once.
    expect((await info(rotated.token)).code).toBe(40002)
    expect((await info(refreshed.data.token)).code).toBe(200)

    // Account deletion ends every session of the user, the one that asked and another one.
    const gone = await t.login('13800009303')
    const again = await t.login('13800009303')
    expect([(await info(gone.token)).code, (await info(again.token)).code]).toEqual([200, 200])
    expect((await t.post('/app/v1/user/logOff', {}, gone.token)).code).toBe(200)
    expect([(await info(gone.token)).code, (await info(again.token)).code]).toEqual([40005, 40005])
  })
})
