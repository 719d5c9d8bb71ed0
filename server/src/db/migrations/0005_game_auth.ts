import type { Migration } from 'kysely'
import { bigint, createTables, int, text, varchar } from './helpers'

/**
 * Valuation by authorization: one row per authorization session (`a_…`). It keeps only what the provider
 * returned (the account's attributes) and the challenge state; passwords, codes and captcha answers are used in
 * flight and never written here.
 */
export const gameAuth: Migration = createTables({
  game_auth_session: {
    columns: {
      id: varchar(64).primaryKey(),
      user_id: int.references('users.id'),
      game_id: int,
      // 1 scan, 2 account login, 3 camp id.
      auth_kind: int,
      provider: varchar(32),
      // Result code of the current step (200, 2000, 2001, 2002, 2003, 3209); null while a QR code is pending.
      step: int.nullable(),
      // JSON: the provider's opaque challenge state (never a credential).
      state: text,
      // JSON: the account's attributes, once the step is 200.
      attributes: text.nullable(),
      wrong_attempts: int,
      resends: int,
      // Optimistic concurrency: every step update is conditional on the version read.
      version: int,
      created_at: bigint,
      updated_at: bigint,
      expires_at: bigint,
      // Set once when `val/valuation` uses the session; the report it produced.
      consumed_at: bigint.nullable(),
      report_id: varchar(64).nullable(),
    },
    indexes: { game_auth_session_user_idx: ['user_id', 'created_at'], game_auth_session_expiry_idx: ['expires_at'] },
  },
})
