import type { Kysely, Migration } from 'kysely'
import { withAutoId } from './helpers'

/**
 * The growth loop: friend-help codes (numeric, so they fit a mini-program scene) and the helps they collect,
 * invitation rewards (one per invitee and one per phone number, ever), and the row that serialises invitation
 * binds so two users can never bind each other at once.
 */
export const growth: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('help_code')
      // 8 digits, no leading zero: `1_<code>_<inviteCode>` stays far below a scene's 32 characters.
      .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
      .addColumn('report_id', 'varchar(40)', (c) => c.notNull().unique().references('report.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()

    await withAutoId(db, db.schema.createTable('report_help'))
      .addColumn('report_id', 'varchar(40)', (c) => c.notNull().references('report.id'))
      .addColumn('helper_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('report_help_once', ['report_id', 'helper_id'])
      .execute()

    await withAutoId(db, db.schema.createTable('invite_reward'))
      .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('invitee_id', 'integer', (c) => c.notNull().unique().references('users.id'))
      // HMAC of the invitee's phone (or mini-program identity): a number earns its inviter a reward once, ever,
      // also after the account is deleted and registered again.
      .addColumn('identity_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('coupon_id', 'integer', (c) => c.references('coupon.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('invite_bind_lock')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('binds', 'integer', (c) => c.notNull())
      .execute()
    await db.insertInto('invite_bind_lock').values({ id: 1, binds: 0 }).execute()
  },

  async down(db: Kysely<any>) {
    for (const table of ['invite_bind_lock', 'invite_reward', 'report_help', 'help_code']) await db.schema.dropTable(table).execute()
  },
}
