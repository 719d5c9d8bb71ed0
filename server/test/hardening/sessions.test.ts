import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/sessions'
import { createTestApp, type Reply, type TestApp } from '../helpers'

/*
 * Refresh-token rotation under parallel use (issue 16, point 3). Runs on SQLite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the parallel refreshes really overlap on separate connections.
 */

const API = '/app/v1'
const HOUR = 60 * 60 * 1000
const PARALLEL = 20
/**
 * A logout landing inside a rotation's transaction is a narrow window on PostgreSQL. With one refresh either side of
 * the logout about half the rounds hit it (measured against a single-pass revocation), so 20 rounds all but surely do.
 */
const RACE_ROUNDS = 20

interface Pair {
  token: string
  refresh_token: string
}

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const refresh = (refreshToken: string) => t.get<Pair>(`${API}/refresh`, refreshToken)
const userInfo = (token: string) => t.post(`${API}/user/userInfo`, {}, token)

async function familyRows(accessToken: string) {
  const auth = await t.app.services.auth.authenticate(accessToken, { allowExpired: true })
  return t.db.selectFrom('session').select(['id', 'rotated_at', 'revoked_at']).where('family_id', '=', auth.familyId).execute()
}

/** Every answer of a burst is the winner's pair or the retryable 40002; returns the one pair they agree on. */
function agreedPair(answers: Reply<Pair>[]): Pair {
  for (const a of answers) {
    expect(a.status).toBe(200)
    expect([200, 40002]).toContain(a.code)
  }
  const pairs = answers.filter((a) => a.code === 200).map((a) => a.data)
  expect(pairs.length).toBeGreaterThan(0)
  expect(new Set(pairs.map((p) => `${p.token} ${p.refresh_token}`)).size).toBe(1)
  return pairs[0]
}

describe('parallel refreshes with one refresh token', () => {
  test(`${PARALLEL} at once: one rotation wins, every caller gets its pair (or 40002), the user stays logged in`, async () => {
    const login = await t.login('13800001601')
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refresh(login.refresh_token)))
    const pair = agreedPair(answers)
    expect(pair.token).not.toBe(login.token)
    expect(pair.refresh_token).not.toBe(login.refresh_token)

    expect(await userInfo(pair.token)).toMatchObject({ code: 200, data: { user_base_info: { phone: '138****1601' } } })
    // Exactly one successor: the login row (rotated) and the winner's row (live), nothing revoked.
    const rows = await familyRows(pair.token)
    expect(rows).toHaveLength(2)
    expect(rows.filter((r) => r.rotated_at === null)).toHaveLength(1)
    expect(rows.every((r) => r.revoked_at === null)).toBe(true)

    // The pair keeps working as a normal session: it refreshes again and the result works.
    const next = await refresh(pair.refresh_token)
    expect(next.code).toBe(200)
    expect((await userInfo(next.data.token)).code).toBe(200)
  })

  test('a second burst on the new refresh token behaves the same (rotation is not a one-off)', async () => {
    const login = await t.login('13800001602')
    const first = agreedPair(await Promise.all(Array.from({ length: PARALLEL }, () => refresh(login.refresh_token))))
    const second = agreedPair(await Promise.all(Array.from({ length: PARALLEL }, () => refresh(first.refresh_token))))
    expect(second.token).not.toBe(first.token)
    expect((await userInfo(second.token)).code).toBe(200)
    expect(await familyRows(second.token)).toHaveLength(3)
  })

  test('a refresh whose answer was lost, repeated within the grace window, gets the same pair again', async () => {
    const login = await t.login('13800001603')
    const lost = await refresh(login.refresh_token)
    t.clock.advance(REFRESH_REUSE_GRACE_MS)
    const again = await refresh(login.refresh_token)
    expect(again).toMatchObject({ code: 200, data: lost.data })
    expect((await userInfo(lost.data.token)).code).toBe(200)
  })

  test('within the grace window, once the successor has itself been refreshed, the old token gets 40002 and revokes nothing', async () => {
    const login = await t.login('13800001604')
    const second = (await refresh(login.refresh_token)).data
    const third = (await refresh(second.refresh_token)).data
    expect(await refresh(login.refresh_token)).toMatchObject({ code: 40002, data: null })
    expect((await userInfo(third.token)).code).toBe(200)
    expect((await refresh(third.refresh_token)).code).toBe(200)
  })
})

describe('reuse after the grace window', () => {
  test('revokes the family: 40005, and every token of that login is dead', async () => {
    const login = await t.login('13800001605')
    const pair = agreedPair(await Promise.all(Array.from({ length: PARALLEL }, () => refresh(login.refresh_token))))
    const otherDevice = await t.login('13800001605')
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1)

    expect(await refresh(login.refresh_token)).toMatchObject({ code: 40005, msg: '登录状态异常，请重新登录' })
    expect((await userInfo(pair.token)).code).toBe(40005)
    expect((await userInfo(login.token)).code).toBe(40005)
    expect((await refresh(pair.refresh_token)).code).toBe(40005)
    expect((await familyRows(otherDevice.token)).every((r) => r.revoked_at === null)).toBe(true)
    expect((await userInfo(otherDevice.token)).code).toBe(200)
  })
})

describe('an access token superseded by a refresh', () => {
  test('answers 40002 (refresh and retry), not 40005, while its own lifetime lasts; then 40005', async () => {
    const login = await t.login('13800001606')
    const pair = (await refresh(login.refresh_token)).data
    expect(await userInfo(login.token)).toMatchObject({ code: 40002, data: null })
    expect((await userInfo(pair.token)).code).toBe(200)
    t.clock.advance(2 * HOUR)
    expect((await userInfo(login.token)).code).toBe(40005)
    // The current token is merely expired by then: 40002, and the refresh still works.
    expect((await userInfo(pair.token)).code).toBe(40002)
    expect((await refresh(pair.refresh_token)).code).toBe(200)
  })

  test('requests in flight across a burst of refreshes: every old-token answer is 40002, the new token works', async () => {
    const login = await t.login('13800001607')
    const calls = await Promise.all([
      ...Array.from({ length: PARALLEL }, () => refresh(login.refresh_token)),
      ...Array.from({ length: PARALLEL }, () => userInfo(login.token)),
    ])
    const pair = agreedPair(calls.slice(0, PARALLEL) as Reply<Pair>[])
    for (const answer of calls.slice(PARALLEL)) expect([200, 40002]).toContain(answer.code)
    expect((await userInfo(login.token)).code).toBe(40002)
    expect((await userInfo(pair.token)).code).toBe(200)
  })
})

describe('logout', () => {
  test('answers 40005 afterwards for the current, the superseded and the refresh token', async () => {
    const login = await t.login('13800001608')
    const pair = (await refresh(login.refresh_token)).data
    expect((await t.get(`${API}/logout`, pair.token)).code).toBe(200)
    expect((await userInfo(pair.token)).code).toBe(40005)
    expect((await userInfo(login.token)).code).toBe(40005)
    expect((await refresh(pair.refresh_token)).code).toBe(40005)
    // Even within the grace window a logged-out family hands out nothing.
    expect((await refresh(login.refresh_token)).code).toBe(40005)
  })

  test('works with a token a refresh superseded moments ago (a logout that crossed a refresh)', async () => {
    const login = await t.login('13800001609')
    const pair = (await refresh(login.refresh_token)).data
    expect((await t.get(`${API}/logout`, login.token)).code).toBe(200)
    expect((await userInfo(pair.token)).code).toBe(40005)
    expect((await refresh(pair.refresh_token)).code).toBe(40005)
  })

  test(`a logout racing refreshes, ${RACE_ROUNDS} times: no token issued in a race survives it`, async () => {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const login = await t.login(`1380000${String(1700 + round)}`)
      const { userId } = await t.app.services.auth.authenticate(login.token)
      const calls = await Promise.all([refresh(login.refresh_token), t.get(`${API}/logout`, login.token), refresh(login.refresh_token)])
      for (const answer of calls) {
        expect(answer.status).toBe(200)
        expect([200, 40002, 40005]).toContain(answer.code)
      }
      const issued = new Set(calls.filter((c) => c.code === 200 && c.data).map((c) => (c.data as Pair).token))
      for (const token of issued) expect((await userInfo(token)).code).toBe(40005)
      // Whatever the interleaving, nothing of this login is left unrevoked.
      const live = await t.db.selectFrom('session').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
      expect(live).toEqual([])
    }
  })
})
