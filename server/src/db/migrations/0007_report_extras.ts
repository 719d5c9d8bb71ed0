import type { Kysely, Migration } from 'kysely'

/**
 * What the owner says about a valuation report: property confirmation (0 unconfirmed, 1 confirmed,
 * 2 feedback) with the feedback text. One row per report; absent = unconfirmed.
 */
export const reportExtras: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('report_property_confirm')
      .addColumn('report_id', 'varchar(40)', (c) => c.primaryKey().references('report.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('feedback', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('report_property_confirm').execute()
  },
}
