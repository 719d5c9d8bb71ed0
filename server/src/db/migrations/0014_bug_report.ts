import type { Kysely, Migration } from 'kysely'

/**
 * Bug reports (feedback category bug_report, from the bug-feedback banner page) say where the bug happened and
 * on what device. Nullable: regular feedback has neither. One column per statement, as SQLite wants it.
 */
export const bugReport: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('feedback').addColumn('page', 'varchar(40)').execute()
    await db.schema.alterTable('feedback').addColumn('device', 'varchar(120)').execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('feedback').dropColumn('device').execute()
    await db.schema.alterTable('feedback').dropColumn('page').execute()
  },
}
