import type { Kysely, Migration } from 'kysely'

/**
 * Valuation by authorization: one row per authorization session (`a_…`). It keeps only what the provider
 * returned (the account's attributes) and the challenge state; passwords, codes and captcha answers are used in
 * flight and never written here.
 */
export const gameAuth: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('game_auth_session')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('game_id', 'integer', (c) => c.notNull())
      // 1 scan, 2 account login, 3 camp id.
      .addColumn('auth_kind', 'integer', (c) => c.notNull())
      .addColumn('provider', 'varchar(32)', (c) => c.notNull())
      // Result code of the current step (200, 2000, 2001, 2002, 2003, 3209); null while a QR code is pending.
      .addColumn('step', 'integer')
      // JSON: the provider's opaque challenge state (never a credential).
      .addColumn('state', 'text', (c) => c.notNull())
      // JSON: the account's attributes, once the step is 200.
      .addColumn('attributes', 'text')
      .addColumn('wrong_attempts', 'integer', (c) => c.notNull())
      .addColumn('resends', 'integer', (c) => c.notNull())
      // Optimistic concurrency: every step update is conditional on the version read.
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      // Set once when `val/valuation` uses the session; the report it produced.
      .addColumn('consumed_at', 'bigint')
      .addColumn('report_id', 'varchar(64)')
      .execute()
    await db.schema.createIndex('game_auth_session_user_idx').on('game_auth_session').columns(['user_id', 'created_at']).execute()
    await db.schema.createIndex('game_auth_session_expiry_idx').on('game_auth_session').column('expires_at').execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('game_auth_session').execute()
  },
}
