import type { Migration } from 'kysely'
import { autoId, bigint, createTables, int, unique, varchar } from './helpers'

/** Users, their mini-program identities, SMS codes, sessions, partner login keys and tokens, coupons. */
export const accounts: Migration = createTables({
  users: {
    columns: {
      id: autoId,
      uid: varchar(32).unique(),
      phone: varchar(20).nullable(),
      tel_code: varchar(8).nullable(),
      nickname: varchar(64),
      avatar: varchar(512).default(''),
      source: varchar(64),
      terminal: int,
      invite_code: varchar(16).unique(),
      inviter_id: int.nullable().references('users.id'),
      invited_at: bigint.nullable(),
      register_val_id: varchar(64).nullable(),
      is_new_pxb: int.default(0),
      real_name_status: int.default(0),
      real_name_masked: varchar(64).nullable(),
      id_no_masked: varchar(32).nullable(),
      id_no_hash: varchar(64).nullable().unique(),
      real_name_verified_at: bigint.nullable(),
      created_at: bigint,
      deleted_at: bigint.nullable(),
    },
    indexes: {
      // Deleted accounts have phone NULL, and NULLs never collide, so the same phone can register again.
      users_phone_unique: unique(['tel_code', 'phone']),
      users_inviter_idx: ['inviter_id'],
    },
  },
  user_identity: {
    columns: { id: autoId, user_id: int.references('users.id'), provider: varchar(16), openid: varchar(128), created_at: bigint },
    indexes: { user_identity_openid_unique: unique(['provider', 'openid']), user_identity_user_idx: ['user_id'] },
  },
  sms_code: {
    columns: {
      id: autoId,
      phone_key: varchar(32),
      code_hash: varchar(64),
      ip: varchar(64),
      attempts: int.default(0),
      created_at: bigint,
      expires_at: bigint,
      consumed_at: bigint.nullable(),
      voided_at: bigint.nullable(),
    },
    indexes: { sms_code_phone_idx: ['phone_key', 'created_at'], sms_code_ip_idx: ['ip', 'created_at'] },
  },
  session: {
    columns: {
      id: autoId,
      family_id: varchar(64),
      user_id: int.references('users.id'),
      access_hash: varchar(64).unique(),
      access_expires_at: bigint,
      refresh_hash: varchar(64).unique(),
      refresh_expires_at: bigint,
      created_at: bigint,
      rotated_at: bigint.nullable(),
      revoked_at: bigint.nullable(),
    },
    indexes: { session_family_idx: ['family_id'], session_user_idx: ['user_id'] },
  },
  px_login_key: {
    columns: {
      id: autoId,
      key_hash: varchar(64).unique(),
      phone: varchar(20),
      tel_code: varchar(8),
      created_at: bigint,
      expires_at: bigint,
      used_at: bigint.nullable(),
    },
  },
  px_token: { columns: { user_id: int.primaryKey().references('users.id'), token: varchar(256), created_at: bigint } },
  coupon: {
    columns: {
      id: autoId,
      user_id: int.references('users.id'),
      source: varchar(32),
      amount_fen: int,
      created_at: bigint,
      expires_at: bigint.nullable(),
      used_at: bigint.nullable(),
    },
    indexes: { coupon_user_idx: ['user_id'] },
  },
})
