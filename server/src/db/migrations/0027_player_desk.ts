import type { Kysely, Migration } from 'kysely'
import { addColumns, createIndexes, dropColumns, int } from './helpers'

/**
 * The console's player page (issue 37 point 5): a session remembers the terminal it was opened on (sessions made
 * before this stay null, shown as unknown), and a player's helps given are found without reading every help.
 */
export const playerDesk: Migration = {
  async up(db: Kysely<any>) {
    await addColumns(db, 'session', { terminal: int.nullable() })
    await createIndexes(db, 'report_help', { report_help_helper_idx: ['helper_id', 'created_at'] })
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('report_help_helper_idx').execute()
    await dropColumns(db, 'session', ['terminal'])
  },
}
