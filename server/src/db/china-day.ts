import { sql, type SelectQueryBuilder } from 'kysely'
import { CHINA_OFFSET_MS } from '../contract/values/china-time'
import { toNumber } from './numbers'

const DAY_MS = 86_400_000

/** A half-open span of UTC ms, [from, to). */
export interface TimeSpan {
  from: number
  to: number
}

/**
 * The Beijing day of a UTC-ms column as a day number since the epoch, for GROUP BY. Literals, not parameters:
 * SQLite binds JS numbers as reals, which would make this a fractional division; with integer operands both
 * dialects divide as integers.
 */
export const chinaDayOf = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`

/** A day number of `chinaDayOf` as its Beijing date, YYYY-MM-DD. */
export const dayKeyOfNumber = (day: unknown): string => new Date(Math.floor(toNumber(day)) * DAY_MS).toISOString().slice(0, 10)

/**
 * Grouped rows (`day` from `chinaDayOf`, the other fields counts or sums, as the driver returns them: numbers,
 * bigints or numeric strings) keyed by Beijing date, every field a number.
 */
export function byChinaDay<K extends string>(rows: ReadonlyArray<{ day: unknown } & Record<K, unknown>>, fields: readonly K[]) {
  const out = new Map<string, Record<K, number>>()
  for (const row of rows) {
    const values = {} as Record<K, number>
    for (const f of fields) values[f] = toNumber(row[f])
    out.set(dayKeyOfNumber(row.day), values)
  }
  return out
}

/**
 * The rows of `query` (a table, narrowed as its owner needs) whose `column` falls in the span, counted per Beijing
 * day of that column.
 */
export async function countPerChinaDay<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
  column: string,
  span: TimeSpan,
): Promise<Map<string, number>> {
  const day = chinaDayOf(column)
  const rows = await query
    .where(sql.ref(column), '>=', span.from)
    .where(sql.ref(column), '<', span.to)
    .select([day.as('day'), sql<number>`count(*)`.as('n')])
    .groupBy(day)
    // Kysely cannot spell out a generic table's selection; these are the two fields selected above.
    .$castTo<{ day: number; n: number }>()
    .execute()
  return new Map(rows.map((r) => [dayKeyOfNumber(r.day), toNumber(r.n)]))
}
