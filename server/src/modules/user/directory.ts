import type { Clock } from '../../clock'
import { canonicalPhone } from '../../lib/phone'
import type { Providers } from '../../providers'
import { OFFICIAL_ACCOUNT_PROVIDER, WX_XCX_PROVIDER, type UserRepository } from './repository'

/**
 * What other modules ask about a user, answered from the user tables: payment's payer standing and WeChat
 * openids, messages' subscribers, help's helper profile, the home page's user count and the operators' phone lookup. Each answer has
 * the shape its asker declares, so services.ts hands them over as they are.
 */
export function userDirectory(deps: { users: UserRepository; clock: Clock; wechat: Pick<Providers, 'miniProgram' | 'officialAccount'> }) {
  const { users, clock, wechat } = deps
  return {
    countActive: () => users.countActive(),
    payers: {
      standing: async (userId: number) => {
        const user = await users.findById(userId)
        const until = user?.minor_until
        return { realNameVerified: user?.real_name_status === 1, minorUntil: until === null || until === undefined ? null : Number(until) }
      },
      weixinOpenId: (userId: number, app: 'miniProgram' | 'officialAccount') =>
        users.openIdOf(userId, app === 'miniProgram' ? WX_XCX_PROVIDER : OFFICIAL_ACCOUNT_PROVIDER),
      codeToOpenId: async (userId: number, app: 'miniProgram' | 'officialAccount', code: string) => {
        if (app === 'miniProgram') return (await wechat.miniProgram.weixin.codeToOpenId(code)).openid
        if (!wechat.officialAccount) return undefined
        const openid = await wechat.officialAccount.codeToOpenId(code)
        await users.rememberPayerOpenId(userId, openid, clock.now())
        return openid
      },
    },
    /** 消息's subscribe messages: the player's openid on a mini-program, known from their login or from a fresh code. */
    subscribers: {
      openIdOf: (userId: number, platform: 'weixin' | 'toutiao') => users.openIdOf(userId, platform),
      codeToOpenId: async (platform: 'weixin' | 'toutiao', code: string) => (await wechat.miniProgram[platform].codeToOpenId(code)).openid,
    },
    helpers: {
      profile: async (userId: number) => {
        const u = await users.findById(userId)
        return u ? { nickname: u.nickname, inviteCode: u.invite_code } : undefined
      },
    },
    /** The user id of a mainland phone number as an operator types it; undefined when nobody has it. */
    idByPhone: async (phone: string) => {
      const canonical = canonicalPhone('86', phone)
      return canonical ? (await users.findByPhone(canonical))?.id : undefined
    },
    /** A live user named by an operator: a mainland phone number or a uid; undefined when nobody is. */
    recipient: async (key: { phone: string } | { uid: string }) => {
      let user
      if ('phone' in key) {
        const canonical = canonicalPhone('86', key.phone)
        user = canonical ? await users.findByPhone(canonical) : undefined
      } else user = await users.findByUid(key.uid)
      return user ? { userId: Number(user.id), uid: user.uid } : undefined
    },
  }
}
