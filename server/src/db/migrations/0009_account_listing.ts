import type { Kysely, Migration } from 'kysely'

/**
 * Account information a user completes for one of their valuation reports (one row per report), the listing
 * they publish from it, and shared PK comparisons (public links by token). Every row belongs to one user and
 * is only ever read scoped to that user, except a share, which is read by its unguessable token.
 */
export const accountListing: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('report_account')
      .addColumn('report_id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      // Completed information; null until the user saves it.
      .addColumn('server_region', 'varchar(32)')
      // 1 WeChat, 2 QQ, 3 phone.
      .addColumn('contact_type', 'integer')
      .addColumn('contact', 'varchar(32)')
      .addColumn('description', 'text')
      // JSON array of the attribute keys the user confirmed.
      .addColumn('confirmed_attrs', 'text')
      .addColumn('completed_at', 'bigint')
      // 0 unpublished, 1 published (spec goods publish status; -1 is computed, never stored).
      .addColumn('publish_status', 'integer', (c) => c.notNull().defaultTo(0))
      // The market_listing row of the published account (kept when unpublished, reused on republish).
      .addColumn('listing_id', 'integer')
      .addColumn('price_fen', 'bigint')
      .addColumn('published_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('report_account_user_idx').on('report_account').columns(['user_id']).execute()

    await db.schema
      .createTable('compare_share')
      // Opaque random token (`c_…`), the only key of a public link.
      .addColumn('token', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('val_id_a', 'varchar(40)', (c) => c.notNull())
      .addColumn('val_id_b', 'varchar(40)', (c) => c.notNull())
      .addColumn('mode', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    // Sharing the same comparison again returns the same link.
    await db.schema
      .createIndex('compare_share_unique')
      .on('compare_share')
      .columns(['user_id', 'val_id_a', 'val_id_b', 'mode'])
      .unique()
      .execute()
  },

  async down(db: Kysely<any>) {
    for (const table of ['compare_share', 'report_account']) await db.schema.dropTable(table).execute()
  },
}
