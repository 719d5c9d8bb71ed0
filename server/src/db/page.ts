import type { SelectQueryBuilder } from 'kysely'
import { toNumber } from './numbers'

/** One page of a list and how many rows the whole list has. */
export interface Page<R> {
  rows: R[]
  total: number
}

/** How many rows `query` selects (its own selections are replaced by the count). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row: { n?: unknown } | undefined = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()
  return toNumber(row?.n)
}

/**
 * A page of the rows `base` filters, shaped (selected and ordered) by `shape`, and the count of them all, read
 * side by side. The count takes `base` as it is, so it counts exactly what the pages walk through.
 */
export async function pageOf<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  shape: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  window: { offset: number; limit: number },
): Promise<Page<R>> {
  const [rows, total] = await Promise.all([shape(base).offset(window.offset).limit(window.limit).execute(), countRows(base)])
  return { rows: rows as R[], total }
}
