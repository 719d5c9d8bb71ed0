import { Type, type TSchema } from '@sinclair/typebox'

/** Query strings arrive as text (the service never coerces types): numbers are digit strings. */
export const digits = (description: string) => Type.String({ pattern: '^[0-9]{1,15}$', description })

/** The page fields of a console list's query string: page from 1, 1-100 rows a page (default 20). */
export const pageQueryFields = () => ({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$', default: '1' })),
  pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$', default: '20', description: '1-100，默认 20' })),
})

/** One page of a console list: its rows, how many there are in all, and the page it is. */
export const ConsolePage = <T extends TSchema>(row: T) =>
  Type.Object({ list: Type.Array(row), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() })

/** A time span's ends, UTC ms: from inclusive, to exclusive. */
export const querySpan = {
  from: Type.Optional(digits('起始时间（含），UTC 毫秒')),
  to: Type.Optional(digits('结束时间（不含），UTC 毫秒')),
}
