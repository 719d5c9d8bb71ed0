import type { Kysely, Migration } from 'kysely'
import { withAutoId } from './helpers'

/** Users, their mini-program identities, SMS codes, sessions, partner login keys and tokens, coupons. */
export const accounts: Migration = {
  async up(db: Kysely<any>) {
    await withAutoId(db, db.schema.createTable('users'))
      .addColumn('uid', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(20)')
      .addColumn('tel_code', 'varchar(8)')
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('source', 'varchar(64)', (c) => c.notNull())
      .addColumn('terminal', 'integer', (c) => c.notNull())
      .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('inviter_id', 'integer', (c) => c.references('users.id'))
      .addColumn('invited_at', 'bigint')
      .addColumn('register_val_id', 'varchar(64)')
      .addColumn('is_new_pxb', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('real_name_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('real_name_masked', 'varchar(64)')
      .addColumn('id_no_masked', 'varchar(32)')
      .addColumn('id_no_hash', 'varchar(64)', (c) => c.unique())
      .addColumn('real_name_verified_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute()
    // Deleted accounts have phone NULL, and NULLs never collide, so the same phone can register again.
    await db.schema.createIndex('users_phone_unique').on('users').columns(['tel_code', 'phone']).unique().execute()
    await db.schema.createIndex('users_inviter_idx').on('users').column('inviter_id').execute()

    await withAutoId(db, db.schema.createTable('user_identity'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('openid', 'varchar(128)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('user_identity_openid_unique').on('user_identity').columns(['provider', 'openid']).unique().execute()
    await db.schema.createIndex('user_identity_user_idx').on('user_identity').column('user_id').execute()

    await withAutoId(db, db.schema.createTable('sms_code'))
      .addColumn('phone_key', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('consumed_at', 'bigint')
      .addColumn('voided_at', 'bigint')
      .execute()
    await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone_key', 'created_at']).execute()
    await db.schema.createIndex('sms_code_ip_idx').on('sms_code').columns(['ip', 'created_at']).execute()

    await withAutoId(db, db.schema.createTable('session'))
      .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('access_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('access_expires_at', 'bigint', (c) => c.notNull())
      .addColumn('refresh_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('refresh_expires_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('rotated_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute()
    await db.schema.createIndex('session_family_idx').on('session').column('family_id').execute()
    await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute()

    await withAutoId(db, db.schema.createTable('px_login_key'))
      .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('tel_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute()

    await db.schema
      .createTable('px_token')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('token', 'varchar(256)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()

    await withAutoId(db, db.schema.createTable('coupon'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('source', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('used_at', 'bigint')
      .execute()
    await db.schema.createIndex('coupon_user_idx').on('coupon').column('user_id').execute()
  },

  async down(db: Kysely<any>) {
    for (const table of ['coupon', 'px_token', 'px_login_key', 'session', 'sms_code', 'user_identity', 'users']) {
      await db.schema.dropTable(table).execute()
    }
  },
}
