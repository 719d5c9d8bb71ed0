import { Type, type Static } from '@sinclair/typebox'
import { digits, PageOf, queryPaging, querySpan } from './query-text'

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

/** Query strings arrive as text (the service never coerces types): numbers are digit strings. */
export const AuditQuery = Type.Object({
  operatorId: Type.Optional(digits('操作员 id')),
  objectType: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  objectId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  ...querySpan,
  ...queryPaging,
})
export type AuditQuery = Static<typeof AuditQuery>

export const AuditPage = PageOf(AuditRow)
export type AuditPage = Static<typeof AuditPage>
