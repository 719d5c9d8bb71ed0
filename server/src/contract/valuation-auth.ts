import { Type, type Static } from '@sinclair/typebox'
import { AuthResultCode } from './values'

/**
 * Valuation by authorization (evaluate type 3). The user authorizes the game account (QQ scan, account login
 * by password or by code, or camp id); the service reads the account's attributes through an authorization
 * provider and then values them like a props valuation. One authorization is a short-lived session
 * (`authId`) that walks the provider's challenges; each step answers with a result code (spec section 4):
 * 200 success, 2000 email code needed, 2001 phone code needed, 2002 captcha needed, 2003 login again,
 * 3209 code expired. Credentials are used in flight and never stored or logged.
 *
 * Session: `authId` (`a_…`) belongs to the user who started it (another user's id answers 40004 授权不存在, like a
 * missing one), expires 10 minutes after start (then 40000 授权已过期，请重新授权), is over after 2003 (40000
 * 本次授权已结束，请重新授权), allows 5 wrong answers (the fifth answers 2003 错误次数过多…) and 5 resends (then
 * 42900), and is consumed once by `val/valuation {evaluateType: 3, gameId, authId}` (only at 200, same game).
 *
 * Local sandbox rules (outside production; docs/api.md "Valuation by authorization"):
 * - authKind 3: `campId` of 6-12 digits → 200 at once; otherwise 40000 营地ID格式不正确 (no session).
 * - authKind 1 (scanType 1 QQ, default; 2 WeChat): start → `pending: true` with `qrContent`; `val/auth/status` stays
 *   pending until 3 s (service clock) after the QR code was issued; the first poll from then on answers 200 (the
 *   sandbox "phone" confirms). If no poll comes before the QR code is 2 minutes old → 3209; `val/auth/resend` issues
 *   a new one (pending again).
 * - authKind 2 loginType 1 (password; the default): `password` under 6 characters → 40000 账号或密码错误 (no session).
 *   `account` ending in 2000 → 2000 (`codeTarget` masked e-mail), 2001 → 2001 (masked phone), 2002 → 2002
 *   (`captchaImage`: PNG data URL, 240×84, showing 4 characters), 2003 → 2003 (over: start again); anything else → 200.
 *   Several trailing groups chain in the order written: `u20022001` → 2002, then 2001, then 200.
 * - authKind 2 loginType 2 (code): start "sends" a code → 2001 with `codeTarget`.
 * - verify `code` after 2000/2001: `123456` → next challenge or 200; wrong → same step, message 验证码错误，请重新输入
 *   （还可尝试 N 次）; a code issued more than 5 minutes ago → 3209 (resend issues a new one → 2000/2001 again).
 * - verify `captcha` after 2002: the text shown, any case → next challenge or 200; wrong → 2002 with a new image.
 * - On 200 the account's attributes are derived deterministically from the account / camp id / QR session and
 *   follow the game's attribute schema (valued like a props answer).
 */
export const AuthResultCodeSchema = Type.Union(
  Object.values(AuthResultCode).map((c) => Type.Literal(c)),
  {
    description: '200 成功，2000 需要邮箱验证码，2001 需要手机验证码，2002 需要图形验证码，2003 需要重新登录，3209 验证码已过期',
  },
)

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
  resultCode: Type.Optional(AuthResultCodeSchema),
  pending: Type.Boolean({ description: '扫码授权：二维码尚未确认，继续轮询 val/auth/status' }),
  qrContent: Type.Optional(Type.String({ description: '扫码授权：二维码内容' })),
  captchaImage: Type.Optional(Type.String({ description: '2002：图形验证码图片（PNG 等位图的 data URL；小程序不显示 SVG）' })),
  codeTarget: Type.Optional(Type.String({ description: '2000/2001：验证码发往的邮箱或手机（已脱敏）' })),
  message: Type.String({ description: '给用户看的中文说明' }),
  expiresAt: Type.Integer({ description: '授权会话过期时间（UTC 毫秒）' }),
})
export type AuthStepData = Static<typeof AuthStepData>
