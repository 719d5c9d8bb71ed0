import type { Migration } from 'kysely'
import { bigint, createTables, int, text, unique, varchar } from './helpers'

/**
 * Account information a user completes for one of their valuation reports (one row per report), the listing
 * they publish from it, and shared PK comparisons (public links by token). Every row belongs to one user and
 * is only ever read scoped to that user, except a share, which is read by its unguessable token.
 */
export const accountListing: Migration = createTables({
  report_account: {
    columns: {
      report_id: varchar(40).primaryKey(),
      user_id: int.references('users.id'),
      // Completed information; null until the user saves it.
      server_region: varchar(32).nullable(),
      // 1 WeChat, 2 QQ, 3 phone.
      contact_type: int.nullable(),
      contact: varchar(32).nullable(),
      description: text.nullable(),
      // JSON array of the attribute keys the user confirmed.
      confirmed_attrs: text.nullable(),
      completed_at: bigint.nullable(),
      // 0 unpublished, 1 published (spec goods publish status; -1 is computed, never stored).
      publish_status: int.default(0),
      // The market_listing row of the published account (kept when unpublished, reused on republish).
      listing_id: int.nullable(),
      price_fen: bigint.nullable(),
      published_at: bigint.nullable(),
      created_at: bigint,
      updated_at: bigint,
    },
    indexes: { report_account_user_idx: ['user_id'] },
  },
  compare_share: {
    columns: {
      // Opaque random token (`c_…`), the only key of a public link.
      token: varchar(40).primaryKey(),
      user_id: int.references('users.id'),
      val_id_a: varchar(40),
      val_id_b: varchar(40),
      mode: int,
      created_at: bigint,
    },
    // Sharing the same comparison again returns the same link.
    indexes: { compare_share_unique: unique(['user_id', 'val_id_a', 'val_id_b', 'mode']) },
  },
})
