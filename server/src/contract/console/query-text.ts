import { Type, type TSchema } from '@sinclair/typebox'

/**
 * Pieces of GET query strings. They arrive as text (the service never coerces types), so numbers are digit strings
 * the route turns into numbers.
 */
export const digits = (description: string) => Type.String({ pattern: '^[0-9]{1,15}$', description })

/** A paged list's page (from 1) and size (1-100, default 20). */
export const queryPaging = {
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$', default: '1' })),
  pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$', default: '20', description: '1-100，默认 20' })),
}

/** A time span's ends, UTC ms: from inclusive, to exclusive. */
export const querySpan = {
  from: Type.Optional(digits('起始时间（含），UTC 毫秒')),
  to: Type.Optional(digits('结束时间（不含），UTC 毫秒')),
}

/** One page of a console list, with the page and size it was asked for. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() })
