import { createTestApp, type TestApp } from './helpers'
import { createValuationApp, makeReport } from './valuation-service/fixture'

const API = '/app/v1'
let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

async function codeOf(token: string): Promise<string> {
  const res = await t.post(`${API}/invitation/getInvitationCode`, {}, token)
  expect(res.code).toBe(200)
  return res.data.inviteCode
}

async function uidOf(token: string): Promise<string> {
  return (await t.post(`${API}/user/userInfo`, {}, token)).data.user_base_info.uid
}

describe('invitation', () => {
  test('each user has one stable, unique 8-character code', async () => {
    const a = await t.login('13800000301')
    const b = await t.login('13800000302')
    const codeA = await codeOf(a.token)
    expect(codeA).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(await codeOf(a.token)).toBe(codeA)
    expect(await codeOf(b.token)).not.toBe(codeA)
  })

  test('register binds once and shows up in the inviter’s detail', async () => {
    const inviter = await t.login('13800000303')
    const invitee = await t.login('13800000304')
    const res = await t.post(`${API}/invitation/register`, { inviteCode: await codeOf(inviter.token) }, invitee.token)
    expect(res).toMatchObject({ code: 200, msg: '绑定成功', data: { invite_uid: await uidOf(inviter.token) } })
    expect((await t.post(`${API}/user/userInfo`, {}, invitee.token)).data.user_base_info.invite_uid).toBe(await uidOf(inviter.token))
    const detail = await t.post(`${API}/invitation/getInvitationDetail`, {}, inviter.token)
    expect(detail.data).toEqual({
      list: [
        {
          uid: await uidOf(invitee.token),
          nickname: '玩***',
          registeredAt: t.clock.now(),
          invitedAt: t.clock.now(),
          rewardState: 0,
          rewardedAt: null,
        },
      ],
      total: 1,
      rewards: { couponCount: 0 },
    })
    const other = await t.login('13800000305')
    expect(await t.post(`${API}/invitation/register`, { inviteCode: await codeOf(other.token) }, invitee.token)).toMatchObject({
      code: 40901,
      msg: '你已绑定过邀请人',
    })
  })

  test('accepting the same inviter again succeeds without a second bind', async () => {
    const inviter = await t.login('13800000314')
    const invitee = await t.login('13800000315')
    const code = await codeOf(inviter.token)
    const first = await t.post(`${API}/invitation/register`, { inviteCode: code }, invitee.token)
    t.clock.advance(5000)
    const again = await t.post(`${API}/invitation/register`, { inviteCode: code.toLowerCase() }, invitee.token)
    expect(again).toMatchObject({ code: 200, data: first.data })
    const detail = await t.post(`${API}/invitation/getInvitationDetail`, {}, inviter.token)
    expect(detail.data.total).toBe(1)
    // The first bind's time stands.
    expect(detail.data.list[0].invitedAt).toBe(t.clock.now() - 5000)
  })

  test('codes are read case-insensitively', async () => {
    const inviter = await t.login('13800000306')
    const invitee = await t.login('13800000307')
    const code = (await codeOf(inviter.token)).toLowerCase()
    expect((await t.post(`${API}/invitation/register`, { inviteCode: code }, invitee.token)).code).toBe(200)
  })

  test('refuses self-invites, loops and unknown codes', async () => {
    const a = await t.login('13800000308')
    const b = await t.login('13800000309')
    const c = await t.login('13800000310')
    expect(await t.post(`${API}/invitation/register`, { inviteCode: await codeOf(a.token) }, a.token)).toMatchObject({
      code: 40011,
      msg: '不能填写自己的邀请码',
    })
    expect((await t.post(`${API}/invitation/register`, { inviteCode: await codeOf(a.token) }, b.token)).code).toBe(200)
    expect(await t.post(`${API}/invitation/register`, { inviteCode: await codeOf(b.token) }, a.token)).toMatchObject({
      code: 40012,
      msg: '不能与邀请你的用户互相邀请',
    })
    // Longer loop: a -> b -> c, then a may not bind to c.
    expect((await t.post(`${API}/invitation/register`, { inviteCode: await codeOf(b.token) }, c.token)).code).toBe(200)
    expect((await t.post(`${API}/invitation/register`, { inviteCode: await codeOf(c.token) }, a.token)).code).toBe(40012)
    expect(await t.post(`${API}/invitation/register`, { inviteCode: 'ABCDEFGH' }, a.token)).toMatchObject({
      code: 40004,
      msg: '邀请码不存在',
    })
  })

  test('bad input and login', async () => {
    const a = await t.login('13800000311')
    expect(await t.post(`${API}/invitation/register`, {}, a.token)).toMatchObject({ code: 40000, msg: '缺少参数 inviteCode' })
    expect(await t.post(`${API}/invitation/register`, { inviteCode: 'x'.repeat(17) }, a.token)).toMatchObject({ code: 40000 })
    expect(await t.post(`${API}/invitation/register`, { inviteCode: 12345678 }, a.token)).toMatchObject({ code: 40000 })
    expect((await t.post(`${API}/invitation/register`, { inviteCode: 'ABCDEFGH' })).code).toBe(40005)
    expect((await t.post(`${API}/invitation/getInvitationCode`)).code).toBe(40005)
    expect((await t.post(`${API}/invitation/getInvitationDetail`)).code).toBe(40005)
    expect((await t.post(`${API}/invitation/getUnlockCoupon`)).code).toBe(40005)
    expect(await t.post(`${API}/invitation/getInvitationDetail`, { pageSize: 101 }, a.token)).toMatchObject({ code: 40000 })
  })

  test('detail pages through invitees and only the inviter’s own', async () => {
    const inviter = await t.login('13800000312')
    const stranger = await t.login('13800000313')
    const code = await codeOf(inviter.token)
    for (let i = 0; i < 3; i++) {
      const u = await t.login(`1390000031${i}`)
      t.clock.advance(1000)
      await t.post(`${API}/invitation/register`, { inviteCode: code }, u.token)
    }
    const page1 = await t.post(`${API}/invitation/getInvitationDetail`, { page: 1, pageSize: 2 }, inviter.token)
    const page2 = await t.post(`${API}/invitation/getInvitationDetail`, { page: 2, pageSize: 2 }, inviter.token)
    expect(page1.data.total).toBe(3)
    expect(page1.data.list).toHaveLength(2)
    expect(page2.data.list).toHaveLength(1)
    expect((await t.post(`${API}/invitation/getInvitationDetail`, {}, stranger.token)).data).toMatchObject({ list: [], total: 0 })
  })

  test('getUnlockCoupon counts the user’s usable coupons', async () => {
    const a = await t.login('13800000320')
    const b = await t.login('13800000321')
    const idOf = async (token: string) => (await t.post(`${API}/user/userInfo`, {}, token)).data.user_base_info.id
    const aId = await idOf(a.token)
    const now = t.clock.now()
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, a.token)).data).toEqual({ count: 0 })
    await t.db
      .insertInto('coupon')
      .values([
        { user_id: aId, source: 'invitation', amount_fen: 500, created_at: now, expires_at: null, used_at: null },
        { user_id: aId, source: 'invitation', amount_fen: 500, created_at: now, expires_at: now + 1000, used_at: null },
        { user_id: aId, source: 'campaign', amount_fen: 500, created_at: now, expires_at: now - 1, used_at: null },
        { user_id: aId, source: 'campaign', amount_fen: 500, created_at: now, expires_at: null, used_at: now },
        { user_id: await idOf(b.token), source: 'campaign', amount_fen: 500, created_at: now, expires_at: null, used_at: null },
      ])
      .execute()
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, a.token)).data).toEqual({ count: 2 })
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, b.token)).data).toEqual({ count: 1 })
    expect((await t.post(`${API}/invitation/getInvitationDetail`, {}, a.token)).data.rewards).toEqual({ couponCount: 2 })
  })
})

describe('invitation under concurrency', () => {
  test('50 pairs of users registering each other’s codes at once: exactly one of each pair is bound', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const a = await t.login(`1370000${String(2 * i).padStart(4, '0')}`)
        const b = await t.login(`1370000${String(2 * i + 1).padStart(4, '0')}`)
        return { a, b, codeA: await codeOf(a.token), codeB: await codeOf(b.token) }
      }),
    )
    const replies = await Promise.all(
      pairs.flatMap(({ a, b, codeA, codeB }) => [
        t.post(`${API}/invitation/register`, { inviteCode: codeB }, a.token),
        t.post(`${API}/invitation/register`, { inviteCode: codeA }, b.token),
      ]),
    )
    for (let i = 0; i < 50; i++) {
      const pair = [replies[2 * i].code, replies[2 * i + 1].code].sort()
      expect(pair).toEqual([200, 40012])
    }
  })

  test('one user accepting the same invitation 100 times at once: every accept succeeds, one bind', async () => {
    const inviter = await t.login('13500000001')
    const invitee = await t.login('13500000002')
    const code = await codeOf(inviter.token)
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => t.post(`${API}/invitation/register`, { inviteCode: code }, invitee.token)),
    )
    expect(replies.map((r) => r.code)).toEqual(Array(100).fill(200))
    expect((await t.post(`${API}/invitation/getInvitationDetail`, {}, inviter.token)).data.total).toBe(1)
  })

  test('a three-user loop bound at once: at most two of the three binds succeed', async () => {
    for (let round = 0; round < 10; round++) {
      const users = await Promise.all([0, 1, 2].map((k) => t.login(`1360000${round}${k}00`.slice(0, 11))))
      const codes = await Promise.all(users.map((u) => codeOf(u.token)))
      const replies = await Promise.all(
        users.map((u, k) => t.post(`${API}/invitation/register`, { inviteCode: codes[(k + 1) % 3] }, u.token)),
      )
      expect(replies.filter((r) => r.code === 200).length).toBe(2)
    }
  })
})

describe('invitation rewards', () => {
  let v: TestApp
  beforeEach(async () => {
    v = await createValuationApp()
  })
  afterEach(async () => {
    await v.close()
  })
  const code = async (token: string) => (await v.post(`${API}/invitation/getInvitationCode`, {}, token)).data.inviteCode as string
  const coupons = async (token: string) => (await v.post(`${API}/invitation/getUnlockCoupon`, {}, token)).data.count as number

  test('the inviter earns one unlock coupon when the invitee finishes a first valuation, once', async () => {
    const inviter = await v.login('13800000401')
    const invitee = await v.login('13800000402')
    expect((await v.post(`${API}/invitation/register`, { inviteCode: await code(inviter.token) }, invitee.token)).code).toBe(200)
    expect(await coupons(inviter.token)).toBe(0)
    await makeReport(v, invitee.token, 0, false)
    expect(await coupons(inviter.token)).toBe(1)
    await makeReport(v, invitee.token, 1, false)
    expect(await coupons(inviter.token)).toBe(1)
    const detail = (await v.post(`${API}/invitation/getInvitationDetail`, {}, inviter.token)).data
    expect(detail.list[0]).toMatchObject({ rewardState: 1, rewardedAt: v.clock.now() })
    expect(detail.rewards).toEqual({ couponCount: 1 })
    const coupon = await v.db.selectFrom('coupon').selectAll().where('source', '=', 'invitation').executeTakeFirstOrThrow()
    expect(coupon.expires_at).toBe(v.clock.now() + 30 * 24 * 3600 * 1000)
  })

  test('an invitee who had already valued an account earns the reward when binding; no invitee, no reward', async () => {
    const inviter = await v.login('13800000411')
    const invitee = await v.login('13800000412')
    await makeReport(v, invitee.token, 0, false)
    expect(await coupons(inviter.token)).toBe(0)
    await v.post(`${API}/invitation/register`, { inviteCode: await code(inviter.token) }, invitee.token)
    expect(await coupons(inviter.token)).toBe(1)
  })

  test('100 reward attempts for one invitee at once grant one coupon', async () => {
    const inviter = await v.login('13800000431')
    const invitee = await v.login('13800000432')
    await v.post(`${API}/invitation/register`, { inviteCode: await code(inviter.token) }, invitee.token)
    const id = (await v.db.selectFrom('users').select('id').where('phone', '=', '13800000432').executeTakeFirstOrThrow()).id
    const granted = await Promise.all(Array.from({ length: 100 }, () => v.app.services.invitation.rewardFirstValuation(id)))
    expect(granted.filter(Boolean)).toHaveLength(1)
    expect(await coupons(inviter.token)).toBe(1)
  })

  test('a phone number earns a reward once, ever: deleting the account and registering again does not repeat it', async () => {
    const inviter = await v.login('13800000421')
    const first = await v.login('13800000422')
    await v.post(`${API}/invitation/register`, { inviteCode: await code(inviter.token) }, first.token)
    await makeReport(v, first.token, 0, false)
    expect(await coupons(inviter.token)).toBe(1)
    expect((await v.post(`${API}/user/logOff`, {}, first.token)).code).toBe(200)
    const again = await v.login('13800000422')
    expect((await v.post(`${API}/invitation/register`, { inviteCode: await code(inviter.token) }, again.token)).code).toBe(200)
    await makeReport(v, again.token, 1, false)
    expect(await coupons(inviter.token)).toBe(1)
    // The inviter sees why this friend brought no coupon: valued, but the number had counted before.
    const list = (await v.post(`${API}/invitation/getInvitationDetail`, {}, inviter.token)).data.list
    expect(list.map((r: { rewardState: number }) => r.rewardState)).toEqual([2])
  })
})
