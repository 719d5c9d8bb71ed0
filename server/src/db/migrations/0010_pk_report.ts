import type { Kysely, Migration } from 'kysely'
import { createIndexes, unique } from './helpers'

/**
 * PK reports (report kind 4) are kept: one per user and comparison. Their `input` is the canonical JSON of
 * (valIdA, valIdB, mode), so comparing the same two reports the same way again finds the same report, also
 * when two requests race.
 */
export const pkReport: Migration = {
  async up(db: Kysely<any>) {
    await createIndexes(db, 'report', { report_pk_unique: unique(['user_id', 'input'], { kind: 4 }) })
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('report_pk_unique').execute()
  },
}
