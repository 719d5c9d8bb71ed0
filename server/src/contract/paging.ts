import { Type, type TProperties, type TSchema } from '@sinclair/typebox'

/**
 * What every list call takes: the page (from 1) and its size. Most lists show 20 a page and allow up to 50; a
 * list that differs says so, so a page's limits are read in one place.
 */
export const pageFields = ({ maxPageSize = 50, pageSize = 20 }: { maxPageSize?: number; pageSize?: number } = {}) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize, default: pageSize })),
})

/** A list call that also filters: the page fields, then the filters. */
export const ListQuery = <F extends TProperties>(filters: F) => Type.Object({ ...pageFields(), ...filters })

/** One page of a list: its items and how many there are in all, the shape the app's paged lists read. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Type.Integer() })
