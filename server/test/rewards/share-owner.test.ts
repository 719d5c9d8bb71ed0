import { createTestApp, type TestApp } from '../helpers'
import { DAY, NOON, insertReport, shareCall, taskOf, user, type TestUser } from './fixture'

/**
 * The share task counts visits by someone other than the owner. The owner opening their own link logged out, from
 * the address or the device (the app's visitor id) they shared it from, is still the owner.
 */
describe('share visits: the owner logged out is still the owner', () => {
  let t: TestApp
  let me: TestUser
  let friend: TestUser
  const HOME = '198.51.100.1'
  const MOBILE = '198.51.100.77'
  const MY_PHONE = 'ownerphone000000000000000000001'
  const MY_LAPTOP = 'ownerlaptop00000000000000000002'
  beforeAll(async () => {
    t = await createTestApp({ now: NOON })
    me = await user(t, '13800005101')
    friend = await user(t, '13800005102')
  })
  afterAll(async () => {
    await t.close()
  })
  /** Moves the clock on; the owner logs in again (their access token has expired). */
  const later = async (ms: number) => {
    t.clock.advance(ms)
    me = await user(t, me.phone)
  }
  const progress = async () => (await taskOf(t, me.token, 'daily-share')).progress as number
  const visits = async () => (await t.db.selectFrom('share_visit').select('visitor_key').where('owner_id', '=', me.id).execute()).length

  test('a valuation report: not from the sharing address nor the sharing device; a friend counts', async () => {
    const valId = await insertReport(t, me.id)
    const link = await shareCall(t, 'shareLink', { valId }, { token: me.token, ip: HOME, visitorId: MY_PHONE })
    const open = (opts: Parameters<typeof shareCall>[3]) => shareCall(t, 'sharedReport', { shareToken: link.data.shareToken }, opts)

    // Logged out, same address, no visitor id (another browser on the home network).
    expect((await open({ ip: HOME })).code).toBe(200)
    // Logged out, same phone on mobile data.
    expect((await open({ ip: MOBILE, visitorId: MY_PHONE })).code).toBe(200)
    // Another account logged in on the owner's phone is the owner's device all the same.
    expect((await open({ ip: MOBILE, visitorId: MY_PHONE, token: friend.token })).code).toBe(200)
    expect(await visits()).toBe(0)
    expect(await progress()).toBe(0)

    // A friend on the same home network but logged in on their own phone counts; so does a stranger elsewhere.
    expect((await open({ ip: HOME, visitorId: 'friendphone0000000000000000003', token: friend.token })).code).toBe(200)
    expect((await open({ ip: '203.0.113.50', visitorId: 'strangerphone00000000000000004' })).code).toBe(200)
    expect(await visits()).toBe(2)
    expect(await progress()).toBe(1)
  })

  test('a device the owner opened their share on while logged in is theirs too; an address only for 30 days', async () => {
    await later(DAY)
    const valId = await insertReport(t, me.id)
    const link = await shareCall(t, 'shareLink', { valId }, { token: me.token, ip: HOME, visitorId: MY_PHONE })
    const open = (opts: Parameters<typeof shareCall>[3]) => shareCall(t, 'sharedReport', { shareToken: link.data.shareToken }, opts)
    const OFFICE = '192.0.2.40'
    await open({ ip: OFFICE, visitorId: MY_LAPTOP, token: me.token })
    expect((await open({ ip: '192.0.2.41', visitorId: MY_LAPTOP })).code).toBe(200)
    expect((await open({ ip: OFFICE })).code).toBe(200)
    expect(await progress()).toBe(0)

    // 31 days on, the office address has changed hands: a visit from it counts (a new link, made at home).
    await later(31 * DAY)
    const again = await shareCall(t, 'shareLink', { valId }, { token: me.token, ip: HOME, visitorId: MY_PHONE })
    expect((await shareCall(t, 'sharedReport', { shareToken: again.data.shareToken }, { ip: MOBILE, visitorId: MY_LAPTOP })).code).toBe(200)
    expect(await progress()).toBe(0)
    expect((await shareCall(t, 'sharedReport', { shareToken: again.data.shareToken }, { ip: OFFICE })).code).toBe(200)
    expect(await progress()).toBe(1)
  })

  test('marks are keyed hashes, never the raw address or visitor id', async () => {
    const marks = await t.db.selectFrom('share_owner_mark').select('mark').where('owner_id', '=', me.id).execute()
    expect(marks.length).toBeGreaterThanOrEqual(4)
    for (const { mark } of marks) expect(mark).toMatch(/^(ip|v):[0-9a-f]{64}$/)
  })

  test('account deletion forgets where the owner shared from', async () => {
    const gone = await user(t, '13800005103')
    await shareCall(t, 'shareLink', { valId: await insertReport(t, gone.id) }, { token: gone.token, visitorId: MY_PHONE })
    const marks = () => t.db.selectFrom('share_owner_mark').select('mark').where('owner_id', '=', gone.id).execute()
    expect(await marks()).toHaveLength(2)
    expect((await t.post('/app/v1/user/logOff', {}, gone.token)).code).toBe(200)
    expect(await marks()).toHaveLength(0)
  })

  test('a bad visitor id is a bad parameter', async () => {
    const valId = await insertReport(t, me.id)
    expect((await shareCall(t, 'shareLink', { valId }, { token: me.token, visitorId: 'bad id!' })).code).toBe(40000)
  })
})
