import type { Migration } from 'kysely'
import { autoId, bigint, createTables, int, text, unique, varchar } from './helpers'

/**
 * Market data (listings and deals the models learn from), trained models per game, and valuation reports.
 * Portable across SQLite and PostgreSQL: bigint times, 0/1 integers, JSON as text.
 */
export const market: Migration = createTables({
  market_listing: {
    columns: {
      id: autoId,
      game_id: int,
      external_id: varchar(128),
      source: varchar(64),
      kind: varchar(16),
      status: varchar(16),
      price_fen: bigint,
      listed_at: bigint,
      sold_at: bigint.nullable(),
      attrs: text,
      url: varchar(1024).nullable(),
      demo: int.default(0),
      imported_at: bigint,
    },
    indexes: {
      // One row per platform listing: a re-import (or a listing that later sold) updates it in place.
      market_listing_source_ext_unique: unique(['source', 'external_id']),
      market_listing_game_idx: ['game_id', 'kind'],
    },
  },
  valuation_model: {
    columns: {
      game_id: int.primaryKey(),
      version: varchar(64),
      trained_at: bigint,
      // The serialized model (serializeModel); about 1 MB per game on 4,000 rows.
      json: text,
      deals: int,
      // Set when the game is refused (too few deals, disabled): predict then returns this reason.
      refused_reason: text.nullable(),
      // 1 when any training row was demo data, so reports can say their figures are illustrative.
      demo: int.default(0),
    },
  },
  report: {
    columns: {
      // Opaque `r_…` id: it appears in share links, so it must not be guessable or sequential.
      id: varchar(40).primaryKey(),
      user_id: int.references('users.id'),
      // 1 valuation, 2 purpose, 3 check, 4 pk (spec jump page types).
      kind: int,
      game_id: int,
      // 1 link, 2 props, 3 auth.
      evaluate_type: int,
      input: text,
      // 0 generating, 1 not unlocked, 2 unlocked, 3 failed (spec).
      status: int,
      result: text.nullable(),
      teaser: text.nullable(),
      error: text.nullable(),
      created_at: bigint,
      updated_at: bigint,
      unlocked_at: bigint.nullable(),
      // What unlocked it (payment, coupon, help, dev), for support questions.
      unlocked_by: varchar(32).nullable(),
      deleted: int.default(0),
    },
    indexes: { report_user_idx: ['user_id', 'created_at'], report_status_idx: ['status', 'game_id'] },
  },
})
