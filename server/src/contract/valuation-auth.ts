import { Type, type Static } from '@sinclair/typebox'

/**
 * Valuation by authorization (evaluate type 3). The user authorizes the game account (QQ scan, account login
 * by password or by code, or camp id); the service reads the account's attributes through an authorization
 * provider and then values them like a props valuation. One authorization is a short-lived session
 * (`authId`) that walks the provider's challenges; each step answers with a result code (spec section 4):
 * 200 success, 2000 email code needed, 2001 phone code needed, 2002 captcha needed, 2003 login again,
 * 3209 code expired. Credentials are used in flight and never stored or logged.
 */
export const AuthResultCode = Type.Union([200, 2000, 2001, 2002, 2003, 3209].map((c) => Type.Literal(c)), {
  description: '200 成功，2000 需要邮箱验证码，2001 需要手机验证码，2002 需要图形验证码，2003 需要重新登录，3209 验证码已过期',
})
export type AuthResultCode = Static<typeof AuthResultCode>

export const AuthId = Type.String({ minLength: 1, maxLength: 64, description: '授权会话 id（a_ 开头）' })

export const AuthStartBody = Type.Object({
  gameId: Type.Integer({ minimum: 1, maximum: 99999999 }),
  authKind: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 QQ扫码，2 账号登录，3 营地ID' }),
  scanType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { description: '扫码方式：1 QQ，2 微信（authKind 1）' })),
  loginType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { description: '登录方式：1 密码，2 验证码（authKind 2）' })),
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '游戏账号（QQ号、手机号或邮箱；authKind 2）' })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '密码（loginType 1；只用于本次授权，不保存）' })),
  campId: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: '营地ID（authKind 3）' })),
})
export type AuthStartBody = Static<typeof AuthStartBody>

export const AuthVerifyBody = Type.Object({
  authId: AuthId,
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 12, description: '邮箱或手机验证码（2000/2001 之后）' })),
  captcha: Type.Optional(Type.String({ minLength: 1, maxLength: 12, description: '图形验证码（2002 之后）' })),
})
export type AuthVerifyBody = Static<typeof AuthVerifyBody>

/** `val/auth/resend` (a new code after 3209) and `val/auth/status` (poll a QR scan) take only the id. */
export const AuthIdBody = Type.Object({ authId: AuthId })
export type AuthIdBody = Static<typeof AuthIdBody>

export const AuthStepData = Type.Object({
  authId: Type.String(),
  authKind: Type.Integer(),
  /** Absent while a QR code waits to be scanned (`pending`). */
  resultCode: Type.Optional(AuthResultCode),
  pending: Type.Boolean({ description: '扫码授权：二维码尚未确认，继续轮询 val/auth/status' }),
  qrContent: Type.Optional(Type.String({ description: '扫码授权：二维码内容' })),
  captchaImage: Type.Optional(Type.String({ description: '2002：图形验证码图片（data URL）' })),
  codeTarget: Type.Optional(Type.String({ description: '2000/2001：验证码发往的邮箱或手机（已脱敏）' })),
  message: Type.String({ description: '给用户看的中文说明' }),
  expiresAt: Type.Integer({ description: '授权会话过期时间（UTC 毫秒）' }),
})
export type AuthStepData = Static<typeof AuthStepData>
