import { Type, type Static } from '@sinclair/typebox'
import { ConsoleRoleSchema, OperatorName } from './auth'

export const Operator = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: ConsoleRoleSchema,
  disabled: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  lastLoginAt: Type.Union([Type.Integer(), Type.Null()], { description: 'UTC 毫秒' }),
  createdAt: Type.Integer({ description: 'UTC 毫秒' }),
})
export type Operator = Static<typeof Operator>

export const OperatorListData = Type.Object({ list: Type.Array(Operator) })
export type OperatorListData = Static<typeof OperatorListData>

export const OperatorCreateBody = Type.Object({ name: OperatorName, role: ConsoleRoleSchema })
export type OperatorCreateBody = Static<typeof OperatorCreateBody>

export const OperatorWithPassword = Type.Object({
  operator: Operator,
  password: Type.String({ description: '一次性密码，只显示这一次，首次登录须修改' }),
})
export type OperatorWithPassword = Static<typeof OperatorWithPassword>

export const OperatorId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
export const OperatorIdBody = Type.Object({ id: OperatorId })
export type OperatorIdBody = Static<typeof OperatorIdBody>

export const OperatorUpdateBody = Type.Object({
  id: OperatorId,
  role: Type.Optional(ConsoleRoleSchema),
  disabled: Type.Optional(Type.Boolean({ description: '停用后其所有会话立即失效' })),
})
export type OperatorUpdateBody = Static<typeof OperatorUpdateBody>

export const OperatorData = Type.Object({ operator: Operator })
export type OperatorData = Static<typeof OperatorData>

export const OneTimePasswordData = Type.Object({ password: Type.String({ description: '一次性密码，只显示这一次' }) })
export type OneTimePasswordData = Static<typeof OneTimePasswordData>
