import { sql, type Kysely, type Migration } from 'kysely'

/**
 * PK reports (report kind 4) are kept: one per user and comparison. Their `input` is the canonical JSON of
 * (valIdA, valIdB, mode), so comparing the same two reports the same way again finds the same report, also
 * when two requests race.
 */
export const pkReport: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('report_pk_unique')
      .on('report')
      .columns(['user_id', 'input'])
      .unique()
      .where(sql.ref('kind'), '=', 4)
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('report_pk_unique').execute()
  },
}
