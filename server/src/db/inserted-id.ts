import { toNumber } from './numbers'

/**
 * The id of the row an insert wrote, from its `.returning('id')`: RETURNING works on PostgreSQL and on SQLite
 * (3.35 on) alike, and the id comes back as a number from both (PostgreSQL's int8 would otherwise be a string).
 */
export async function insertedId(insert: { executeTakeFirstOrThrow(): Promise<{ id: unknown }> }): Promise<number> {
  return toNumber((await insert.executeTakeFirstOrThrow()).id)
}
