import { Type, type Static } from '@sinclair/typebox'
import { ConsolePage, digits, pageQueryFields } from './query'

/** JSON objects of an audit row: the values before and after, as the write saw them. */
const JsonObject = Type.Record(Type.String(), Type.Unknown())

export const AuditRow = Type.Object({
  id: Type.Integer(),
  at: Type.Integer({ description: 'UTC 毫秒' }),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  actor: Type.String({ description: '操作员登录名，命令行为 cli:NAME' }),
  ip: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  objectType: Type.String(),
  objectId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Union([JsonObject, Type.Null()]),
  after: Type.Union([JsonObject, Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
})
export type AuditRow = Static<typeof AuditRow>

export const AuditQuery = Type.Object({
  operatorId: Type.Optional(digits('操作员 id')),
  objectType: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  objectId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  from: Type.Optional(digits('起始时间（含），UTC 毫秒')),
  to: Type.Optional(digits('结束时间（不含），UTC 毫秒')),
  ...pageQueryFields(),
})
export type AuditQuery = Static<typeof AuditQuery>

export const AuditPage = ConsolePage(AuditRow)
export type AuditPage = Static<typeof AuditPage>
