import type { MiniProgramLoginProvider } from '../src/providers/mini-program'
import { createTestApp, type TestApp } from './helpers'
import { insertReport, taskOf } from './rewards/fixture'

/**
 * Issue 33 point 3: an invitation reward, and a step of the invite task, once per real person. A person is every
 * stable identity they have (canonical phone, WeChat openid and unionid, Douyin openid), kept past account deletion.
 */

const API = '/app/v1'
const WEIXIN = { terminal: '5' }

/** WeChat code2session as the test says: `<openid>[+<unionid>].<n>` (the part after the dot makes codes single-use). */
function weixinLogin(): MiniProgramLoginProvider {
  return {
    platform: 'weixin',
    codeToOpenId: async (code: string) => {
      const [openid, unionid] = code.split('.')[0].split('+')
      return { openid: `o-${openid}`, ...(unionid ? { unionid: `u-${unionid}` } : {}) }
    },
  }
}

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

async function inviter(phone = '13800000601') {
  const login = await t.login(phone)
  const inviteCode = (await t.post(`${API}/invitation/getInvitationCode`, {}, login.token)).data.inviteCode as string
  return { token: login.token, inviteCode }
}

const userIdOf = async (token: string) => (await t.post(`${API}/user/userInfo`, {}, token)).data.user_base_info.id as number
const coupons = async (token: string) => (await t.post(`${API}/invitation/getUnlockCoupon`, {}, token)).data.count as number
const inviteProgress = async (token: string) => (await taskOf(t, token, 'invite-friend')).progress as number

/** A finished valuation by the user, and the reward check valuation runs when one finishes. */
async function value(userId: number): Promise<boolean> {
  await insertReport(t, userId)
  return t.app.services.invitation.rewardFirstValuation(userId)
}

describe('a deleted-and-returned invitee counts once', () => {
  test('WeChat: three rounds of register, value, delete with one openid bring one coupon and one invite', async () => {
    const me = await inviter()
    for (let round = 1; round <= 3; round++) {
      const login = await t.post(`${API}/wxLogin`, { wx_code: `friend-openid.${round}`, inviteCode: me.inviteCode }, undefined, WEIXIN)
      expect(login).toMatchObject({ code: 200, data: { isNewUser: true } })
      expect(login.data.invite_uid).not.toBeNull()
      expect(await value(await userIdOf(login.data.token))).toBe(round === 1)
      expect((await t.post(`${API}/user/logOff`, {}, login.data.token)).code).toBe(200)
    }
    expect(await coupons(me.token)).toBe(1)
    expect(await inviteProgress(me.token)).toBe(1)
  })

  test('phone: coming back under another written form of the number (0086) brings nothing again', async () => {
    const me = await inviter()
    for (const telCode of ['86', '0086', '+86']) {
      const friend = await t.login('13900000602', telCode)
      expect(friend.isNewUser).toBe(true)
      expect((await t.post(`${API}/invitation/register`, { inviteCode: me.inviteCode }, friend.token)).code).toBe(200)
      await value(await userIdOf(friend.token))
      expect((await t.post(`${API}/user/logOff`, {}, friend.token)).code).toBe(200)
    }
    expect(await coupons(me.token)).toBe(1)
    expect(await inviteProgress(me.token)).toBe(1)
  })

  test('an invitee returning to another inviter does not count for them either', async () => {
    const first = await inviter('13800000611')
    const second = await inviter('13800000612')
    const a = await t.post(`${API}/wxLogin`, { wx_code: 'wanderer.1', inviteCode: first.inviteCode }, undefined, WEIXIN)
    await value(await userIdOf(a.data.token))
    await t.post(`${API}/user/logOff`, {}, a.data.token)
    const b = await t.post(`${API}/wxLogin`, { wx_code: 'wanderer.2', inviteCode: second.inviteCode }, undefined, WEIXIN)
    expect(b.code).toBe(200)
    expect(await value(await userIdOf(b.data.token))).toBe(false)
    expect([await coupons(first.token), await coupons(second.token)]).toEqual([1, 0])
    expect([await inviteProgress(first.token), await inviteProgress(second.token)]).toEqual([1, 0])
    // The second inviter sees the friend, valued but bringing nothing (2), as for a phone number that counted before.
    const list = (await t.post(`${API}/invitation/getInvitationDetail`, {}, second.token)).data.list
    expect(list.map((r: { rewardState: number }) => r.rewardState)).toEqual([2])
  })

  test('an invitee deleted before any valuation comes back: no second invite, but the one reward is still theirs to bring', async () => {
    const me = await inviter()
    const a = await t.post(`${API}/wxLogin`, { wx_code: 'slow.1', inviteCode: me.inviteCode }, undefined, WEIXIN)
    await t.post(`${API}/user/logOff`, {}, a.data.token)
    const b = await t.post(`${API}/wxLogin`, { wx_code: 'slow.2', inviteCode: me.inviteCode }, undefined, WEIXIN)
    expect(await value(await userIdOf(b.data.token))).toBe(true)
    expect(await coupons(me.token)).toBe(1)
    expect(await inviteProgress(me.token)).toBe(1)
  })

  test('100 reward attempts at once for a returning invitee grant nothing; for a new WeChat invitee, one coupon', async () => {
    const me = await inviter()
    const a = await t.post(`${API}/wxLogin`, { wx_code: 'racer.1', inviteCode: me.inviteCode }, undefined, WEIXIN)
    const aId = await userIdOf(a.data.token)
    await insertReport(t, aId)
    const first = await Promise.all(Array.from({ length: 100 }, () => t.app.services.invitation.rewardFirstValuation(aId)))
    expect(first.filter(Boolean)).toHaveLength(1)
    await t.post(`${API}/user/logOff`, {}, a.data.token)
    const b = await t.post(`${API}/wxLogin`, { wx_code: 'racer.2', inviteCode: me.inviteCode }, undefined, WEIXIN)
    const bId = await userIdOf(b.data.token)
    await insertReport(t, bId)
    const again = await Promise.all(Array.from({ length: 100 }, () => t.app.services.invitation.rewardFirstValuation(bId)))
    expect(again.filter(Boolean)).toHaveLength(0)
    expect(await coupons(me.token)).toBe(1)
  })

  test('100 parallel returns of one deleted invitee through WeChat: one account, still one invite', async () => {
    const me = await inviter()
    const a = await t.post(`${API}/wxLogin`, { wx_code: 'crowd.0', inviteCode: me.inviteCode }, undefined, WEIXIN)
    await t.post(`${API}/user/logOff`, {}, a.data.token)
    const logins = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.post(`${API}/wxLogin`, { wx_code: `crowd.${i + 1}`, inviteCode: me.inviteCode }, undefined, WEIXIN),
      ),
    )
    expect(logins.every((l) => l.code === 200)).toBe(true)
    expect(logins.filter((l) => l.data.isNewUser)).toHaveLength(1)
    expect(await inviteProgress(me.token)).toBe(1)
  })
})

describe('identities a person gains after the invitation count too', () => {
  beforeEach(async () => {
    await t.close()
    t = await createTestApp({ providers: { miniProgram: { weixin: weixinLogin(), toutiao: weixinLogin() } } })
  })

  test('a unionid first seen after the reward is kept at deletion: the same person under another openid brings nothing', async () => {
    const me = await inviter()
    const a = await t.post(`${API}/wxLogin`, { wx_code: 'first-app.1', inviteCode: me.inviteCode }, undefined, WEIXIN)
    expect(await value(await userIdOf(a.data.token))).toBe(true)
    // A later login tells the unionid (the app was bound to the WeChat open platform meanwhile).
    const later = await t.post(`${API}/wxLogin`, { wx_code: 'first-app+person.2' }, undefined, WEIXIN)
    expect(later.data.isNewUser).toBe(false)
    expect((await t.post(`${API}/user/logOff`, {}, later.data.token)).code).toBe(200)

    const b = await t.post(`${API}/wxLogin`, { wx_code: 'other-app+person.3', inviteCode: me.inviteCode }, undefined, WEIXIN)
    expect(b.data.isNewUser).toBe(true)
    expect(await value(await userIdOf(b.data.token))).toBe(false)
    expect(await coupons(me.token)).toBe(1)
    expect(await inviteProgress(me.token)).toBe(1)
    // Deletion erased the account's identities; what outlives it is only keyed hashes.
    expect(await t.db.selectFrom('user_identity').select('openid').where('openid', 'like', 'o-first-app%').execute()).toEqual([])
    const kept = await t.db.selectFrom('invitee_identity').select(['stage', 'kind', 'identity_hash']).execute()
    expect(kept.map((k) => `${k.stage}:${k.kind}`).sort()).toEqual([
      'invite:weixin',
      'invite:weixin-union',
      'reward:weixin',
      'reward:weixin-union',
    ])
    for (const k of kept) expect(k.identity_hash).toMatch(/^[0-9a-f]{64}$/)
  })
})
