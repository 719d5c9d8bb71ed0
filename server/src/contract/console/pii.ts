import { Type, type Static } from '@sinclair/typebox'
import { ConsoleRule } from './values'

export const PiiUnmaskBody = Type.Object({
  objectType: Type.Literal('user'),
  objectId: Type.String({ minLength: 1, maxLength: 64, description: '用户 uid' }),
  field: Type.Literal('phone'),
  reason: Type.String({ minLength: ConsoleRule.REASON_MIN, maxLength: ConsoleRule.REASON_MAX, description: '查看原因，记入审计日志' }),
})
export type PiiUnmaskBody = Static<typeof PiiUnmaskBody>

export const PiiValueData = Type.Object({ value: Type.String() })
export type PiiValueData = Static<typeof PiiValueData>
