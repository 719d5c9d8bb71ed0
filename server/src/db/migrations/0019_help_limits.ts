import type { Kysely, Migration } from 'kysely'
import { isPostgres } from '../connect'

/**
 * Help codes grow from 8 to 15 digits (issue 33: an 8-digit space was found by probing), so the column that holds
 * them widens. SQLite ignores a varchar's length, so only PostgreSQL has anything to change. The help rules
 * themselves (once per owner per 30 days, per day, per IP and per device) are counted in `limit_counter`.
 */
export const helpLimits: Migration = {
  async up(db: Kysely<any>) {
    if (!isPostgres(db)) return
    await db.schema
      .alterTable('help_code')
      .alterColumn('code', (c) => c.setDataType('varchar(20)'))
      .execute()
  },

  async down(db: Kysely<any>) {
    if (!isPostgres(db)) return
    await db.schema
      .alterTable('help_code')
      .alterColumn('code', (c) => c.setDataType('varchar(12)'))
      .execute()
  },
}
