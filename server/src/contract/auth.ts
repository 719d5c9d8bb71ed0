import { Type, type Static } from '@sinclair/typebox'
import { InviteCode, Phone, TelCode, ValId, WxCode } from './common'

export const SendCodeData = Type.Object({
  /** Seconds before another code may be requested. */
  resendAfterSeconds: Type.Integer(),
  /** Seconds the code stays valid. */
  expiresInSeconds: Type.Integer(),
})
export type SendCodeData = Static<typeof SendCodeData>

export const VerifyLoginBody = Type.Object({
  phone: Phone,
  code: Type.String({ pattern: '^[0-9]{6}$', description: '6 位短信验证码' }),
  telCode: Type.Optional(TelCode),
  inviteCode: Type.Optional(InviteCode),
  valId: Type.Optional(ValId),
})
export type VerifyLoginBody = Static<typeof VerifyLoginBody>

export const TokenPair = Type.Object({
  token: Type.String(),
  refresh_token: Type.String(),
})
export type TokenPair = Static<typeof TokenPair>

/** A login answers a token pair and who logged in. */
export const LoginData = Type.Object({
  ...TokenPair.properties,
  source: Type.String({ description: '注册渠道' }),
  invite_uid: Type.Union([Type.String(), Type.Null()], { description: '邀请人 uid' }),
  isNewPxb: Type.Integer({ description: '是否来自合作方 App：0/1' }),
  isNewUser: Type.Boolean({ description: '本次登录是否新注册' }),
})
export type LoginData = Static<typeof LoginData>

export const WxLoginBody = Type.Object({
  wx_code: WxCode,
  inviteCode: Type.Optional(InviteCode),
  valId: Type.Optional(ValId),
})
export type WxLoginBody = Static<typeof WxLoginBody>

export const OpenIdBody = Type.Object({ wx_code: WxCode })
export type OpenIdBody = Static<typeof OpenIdBody>

export const OpenIdData = Type.Object({ openid: Type.String() })
export type OpenIdData = Static<typeof OpenIdData>

export const PxLoginBody = Type.Object({
  pxLoginKey: Type.String({ minLength: 1, maxLength: 128, description: '合作方 App 生成的一次性快捷登录 key' }),
})
export type PxLoginBody = Static<typeof PxLoginBody>

/** Quick-login result: the spec names the refresh token `refresh` here. */
export const PxLoginData = Type.Object({
  token: Type.String(),
  refresh: Type.String(),
})
export type PxLoginData = Static<typeof PxLoginData>

export const PxTokenData = Type.Object({ token: Type.String({ description: '合作方 App 令牌' }) })
export type PxTokenData = Static<typeof PxTokenData>
