import type { Clock } from '../../clock'
import type { LoginData, PxLoginData, SendCodeData, TokenPair } from '../../contract'
import { BizCode, BizError, badParameter } from '../../errors'
import type { ClientMeta } from '../../http/client-meta'
import type { AuthContext } from '../../http/types'
import { requirePhone } from '../../lib/phone'
import { keyedHash, randomBase32 } from '../../lib/secrets'
import type { Providers } from '../../providers'
import type { MiniProgramLoginProvider } from '../../providers/mini-program'
import type { UserRow } from '../../db/schema'
import type { Registration, UserRepository } from '../user/repository'
import type { PartnerRepository } from './repository'
import type { SessionService } from './sessions'
import { SMS_LIMITS, type SmsCodeService } from './sms-codes'

export const PX_LOGIN_KEY_TTL_MS = 5 * 60 * 1000
const PX_LOGIN_KEY_LENGTH = 20

const TERMINAL_WEIXIN = 5
const TERMINAL_TOUTIAO = 6

interface LoginExtras {
  inviteCode?: string
  valId?: string
}

/** Logging in by SMS code, mini-program code or partner key, and everything a session needs afterwards. */
/** Binds a newly registered user to an inviter's code (the invitation module answers it). */
export interface InviteBinder {
  bind(userId: number, inviteCode: string): Promise<unknown>
}

export class AuthService {
  constructor(
    private readonly deps: {
      users: UserRepository
      codes: SmsCodeService
      sessions: SessionService
      partner: PartnerRepository
      invitations: InviteBinder
      providers: Providers
      clock: Clock
      secret: string
      log: (msg: string, err?: unknown) => void
    },
  ) {}

  async sendCode(phone: string, telCode: string, meta: ClientMeta): Promise<SendCodeData> {
    await this.deps.codes.send(requirePhone(telCode, phone), meta.ip)
    return {
      resendAfterSeconds: SMS_LIMITS.resendIntervalMs / 1000,
      expiresInSeconds: SMS_LIMITS.codeTtlMs / 1000,
    }
  }

  async loginWithCode(body: { phone: string; code: string; telCode?: string } & LoginExtras, meta: ClientMeta): Promise<LoginData> {
    const telCode = body.telCode ?? '86'
    await this.deps.codes.consume(requirePhone(telCode, body.phone), body.code)
    return this.loginByPhone(telCode, body.phone, meta, body, 0)
  }

  /**
   * Finds or registers the user behind a verified phone (any written form of it) and opens a session. Exposed for
   * tests and for flows that verified the phone another way (partner quick login).
   */
  async loginByPhone(telCode: string, phone: string, meta: ClientMeta, extras: LoginExtras, isNewPxb: 0 | 1) {
    const { user, isNew } = await this.deps.users.findOrCreateByPhone(
      requirePhone(telCode, phone),
      registration(meta, extras, isNewPxb),
      this.deps.clock.now(),
    )
    return this.openSession(user, isNew, extras, meta)
  }

  async loginWithMiniProgram(wxCode: string, meta: ClientMeta, extras: LoginExtras): Promise<LoginData> {
    const provider = this.miniProgramFor(meta)
    const { openid, unionid } = await provider.codeToOpenId(wxCode)
    const now = this.deps.clock.now()
    const { user, isNew } = await this.deps.users.findOrCreateByIdentity(provider.platform, openid, registration(meta, extras, 0), now)
    // The unionid stays one person's across the platform's apps: kept as an identity of theirs (an invitation
    // counts once per person), before a new user's invite code is bound.
    if (unionid) await this.deps.users.addIdentity(user.id, `${provider.platform}-union`, unionid, now)
    return this.openSession(user, isNew, extras, meta)
  }

  /**
   * wx/getOpenId: the openid behind a WeChat code. A mini-program's code (terminal 5 or 6) is exchanged with that
   * mini-program. On any other terminal the page runs in WeChat's browser and the code comes from the official
   * account's authorisation: a logged-in caller's openid is remembered as the payer there (payment/payTrans).
   */
  async openId(wxCode: string, meta: ClientMeta, userId: number | null): Promise<string> {
    if (meta.terminal === TERMINAL_WEIXIN || meta.terminal === TERMINAL_TOUTIAO)
      return (await this.miniProgramFor(meta).codeToOpenId(wxCode)).openid
    const officialAccount = this.deps.providers.officialAccount
    if (!officialAccount) throw badParameter('当前环境暂不支持微信授权，请在浏览器中打开')
    const openid = await officialAccount.codeToOpenId(wxCode)
    if (userId !== null) await this.deps.users.rememberPayerOpenId(userId, openid, this.deps.clock.now())
    return openid
  }

  /**
   * Mints a one-time partner quick-login key for a phone (the partner app's side of the hand-over). The key rides in
   * a mini-program scene `2_<key>_<to>_<gameId>` (at most 32 characters, `_` separates the fields), so it is 20
   * Crockford base32 characters: 100 random bits, no `_` or `-`; it lives 5 minutes and works once.
   */
  async createPxLoginKey(telCode: string, phone: string): Promise<string> {
    const { countryCode, national } = requirePhone(telCode, phone)
    const key = randomBase32(PX_LOGIN_KEY_LENGTH)
    const now = this.deps.clock.now()
    await this.deps.partner.insertLoginKey({
      keyHash: this.hashKey(key),
      telCode: countryCode,
      phone: national,
      now,
      expiresAt: now + PX_LOGIN_KEY_TTL_MS,
    })
    return key
  }

  async loginWithPxKey(pxLoginKey: string, meta: ClientMeta): Promise<PxLoginData> {
    const owner = await this.deps.partner.useLoginKey(this.hashKey(pxLoginKey), this.deps.clock.now())
    if (!owner) throw new BizError(BizCode.PX_LOGIN_KEY_INVALID)
    const login = await this.loginByPhone(owner.telCode, owner.phone, meta, {}, 1)
    return { token: login.token, refresh: login.refresh_token }
  }

  /** The partner app's token for this user, issued once and then kept. */
  async partnerToken(userId: number): Promise<string> {
    const existing = await this.deps.partner.findToken(userId)
    if (existing) return existing
    const user = await this.deps.users.findById(userId)
    if (!user) throw new BizError(BizCode.NOT_LOGGED_IN)
    const token = await this.deps.providers.partner.issueToken({ uid: user.uid, phone: user.phone })
    return this.deps.partner.saveToken(userId, token, this.deps.clock.now())
  }

  authenticate(token: string | null, options?: { allowExpired?: boolean }): Promise<AuthContext> {
    return this.deps.sessions.authenticate(token, options)
  }

  refresh(refreshToken: string | null): Promise<TokenPair> {
    return this.deps.sessions.refresh(refreshToken)
  }

  logout(auth: AuthContext): Promise<void> {
    return this.deps.sessions.revoke(auth)
  }

  private async openSession(user: UserRow, isNew: boolean, extras: LoginExtras, meta: ClientMeta): Promise<LoginData> {
    let inviterId = user.inviter_id
    // An invite code binds only a newly registered user; existing users bind through invitation/register.
    // A bad code must not cost the user their login, so its refusal is only logged.
    if (isNew && extras.inviteCode) {
      try {
        await this.deps.invitations.bind(user.id, extras.inviteCode)
        inviterId = await this.deps.users.inviterIdOf(user.id)
      } catch (err) {
        if (!(err instanceof BizError)) throw err
        this.deps.log(`invite code ignored at registration: ${err.message}`)
      }
    }
    const tokens = await this.deps.sessions.issue(user.id, meta.terminal)
    return {
      ...tokens,
      source: user.source,
      invite_uid: await this.deps.users.uidOf(inviterId),
      isNewPxb: user.is_new_pxb,
      isNewUser: isNew,
    }
  }

  private miniProgramFor(meta: ClientMeta): MiniProgramLoginProvider {
    // The spec's default terminal is weixin; the web H5 default (2) therefore also means weixin here.
    if (meta.terminal === TERMINAL_TOUTIAO) return this.deps.providers.miniProgram.toutiao
    if (meta.terminal === TERMINAL_WEIXIN || meta.terminal === 2) return this.deps.providers.miniProgram.weixin
    throw badParameter('请在微信或抖音小程序内登录')
  }

  private hashKey(key: string): string {
    return keyedHash(this.deps.secret, `pxkey:${key}`)
  }
}

function registration(meta: ClientMeta, extras: LoginExtras, isNewPxb: 0 | 1): Registration {
  return { source: meta.channel, terminal: meta.terminal, registerValId: extras.valId ?? null, isNewPxb }
}
