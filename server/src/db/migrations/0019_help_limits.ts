import type { Kysely, Migration } from 'kysely'
import { isPostgres } from '../connect'

/**
 * Help codes grow from 8 to 15 digits (issue 33: an 8-digit space was found by probing), so the column that holds
 * them widens. SQLite ignores a varchar's length, so only PostgreSQL has anything to change. The help rules
 * themselves (once per owner per 30 days, per day, per IP and per device) are counted in `limit_counter`.
 */
function setCodeType(type: 'varchar(20)' | 'varchar(12)') {
  return async (db: Kysely<any>): Promise<void> => {
    if (!isPostgres(db)) return
    await db.schema
      .alterTable('help_code')
      .alterColumn('code', (c) => c.setDataType(type))
      .execute()
  }
}

export const helpLimits: Migration = { up: setCodeType('varchar(20)'), down: setCodeType('varchar(12)') }
