import { Type, type Static } from '@sinclair/typebox'
import { CONSOLE_ROLES, ConsoleRule } from './values'

export const ConsoleRoleSchema = Type.Union(
  CONSOLE_ROLES.map((r) => Type.Literal(r)),
  { description: '角色：admin 管理员，finance 财务，support 客服，operations 运营，analyst 分析' },
)

export const OperatorName = Type.String({ pattern: ConsoleRule.NAME_PATTERN, description: '登录名：2-32 位字母、数字、点、横线或下划线' })
export const Password = Type.String({ minLength: 1, maxLength: ConsoleRule.PASSWORD_MAX })
export const NewPassword = Type.String({
  minLength: ConsoleRule.PASSWORD_MIN,
  maxLength: ConsoleRule.PASSWORD_MAX,
  description: `新密码，至少 ${ConsoleRule.PASSWORD_MIN} 位`,
})
export const TotpCode = Type.String({ pattern: ConsoleRule.TOTP_PATTERN, description: '动态验证码（6 位数字）' })

/** The logged-in operator as the console app needs it. */
export const SessionOperator = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: ConsoleRoleSchema,
  totpEnabled: Type.Boolean(),
  /** TOTP is required (production) and not set up yet: only the auth endpoints answer until it is. */
  mustSetTotp: Type.Boolean(),
  /** Logged in with a one-time password: only the auth endpoints answer until it is changed. */
  mustChangePassword: Type.Boolean(),
})
export type SessionOperator = Static<typeof SessionOperator>

export const ConsoleLoginBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 32, description: '登录名' }),
  password: Password,
  totp: Type.Optional(TotpCode),
})
export type ConsoleLoginBody = Static<typeof ConsoleLoginBody>

export const ConsoleSessionData = Type.Object({
  operator: SessionOperator,
  csrfToken: Type.String({ description: '非 GET 请求放在 x-csrf-token 头里' }),
})
export type ConsoleSessionData = Static<typeof ConsoleSessionData>

export const ChangePasswordBody = Type.Object({ oldPassword: Password, newPassword: NewPassword })
export type ChangePasswordBody = Static<typeof ChangePasswordBody>

export const TotpSetupData = Type.Object({
  secret: Type.String({ description: 'Base32 密钥，可手动输入验证器' }),
  otpauthUrl: Type.String({ description: 'otpauth:// 地址，生成二维码给验证器扫描' }),
})
export type TotpSetupData = Static<typeof TotpSetupData>

export const TotpEnableBody = Type.Object({ code: TotpCode })
export type TotpEnableBody = Static<typeof TotpEnableBody>
