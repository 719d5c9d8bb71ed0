import type { Migration } from 'kysely'
import { autoId, bigint, createTables, int, text, unique, varchar } from './helpers'

/**
 * Records of the market features: "did I lose" checks (profit records), intention searches (purpose records)
 * and favourites (product collect). Every row belongs to one user and is only ever read scoped to that user.
 */
export const marketApis: Migration = createTables({
  profit_record: {
    columns: {
      id: autoId,
      user_id: int.references('users.id'),
      game_id: int,
      // JSON: {attrs, valId?}
      input: text,
      paid_fen: bigint,
      paid_at: bigint,
      value_now_fen: bigint,
      value_at_paid_fen: bigint,
      profit_fen: bigint,
      // Basis points of the price paid (-10000 … ), so no floats are stored.
      profit_bp: int,
      verdict: varchar(8),
      // JSON of the full answer (range, index change, demo flag).
      result: text,
      created_at: bigint,
    },
    indexes: { profit_record_user_idx: ['user_id', 'created_at'] },
  },
  purpose_record: {
    columns: {
      id: autoId,
      user_id: int.references('users.id'),
      game_id: int,
      // 1 link, 2 props, 3 report (spec purpose search types).
      search_type: int,
      // JSON: {attrs, link?, valId?}
      input: text,
      min_fen: bigint,
      max_fen: bigint,
      // 0 matching, 1 matched (spec purpose record match status).
      status: int,
      match_count: int,
      created_at: bigint,
      updated_at: bigint,
      matched_at: bigint.nullable(),
    },
    indexes: { purpose_record_user_idx: ['user_id', 'created_at'], purpose_record_match_idx: ['game_id', 'status'] },
  },
  product_collect: {
    columns: {
      id: autoId,
      user_id: int.references('users.id'),
      listing_id: int,
      // 1 purpose, 2 evaluate (spec product collect origin).
      origin: int,
      created_at: bigint,
    },
    indexes: { product_collect_user_listing_unique: unique(['user_id', 'listing_id']) },
  },
})
