import type { Kysely, Migration } from 'kysely'
import { withAutoId } from './helpers'

/**
 * Market data (listings and deals the models learn from), trained models per game, and valuation reports.
 * Portable across SQLite and PostgreSQL: bigint times, 0/1 integers, JSON as text.
 */
export const market: Migration = {
  async up(db: Kysely<any>) {
    await withAutoId(db, db.schema.createTable('market_listing'))
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('external_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('source', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('price_fen', 'bigint', (c) => c.notNull())
      .addColumn('listed_at', 'bigint', (c) => c.notNull())
      .addColumn('sold_at', 'bigint')
      .addColumn('attrs', 'text', (c) => c.notNull())
      .addColumn('url', 'varchar(1024)')
      .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('imported_at', 'bigint', (c) => c.notNull())
      .execute()
    // One row per platform listing: a re-import (or a listing that later sold) updates it in place.
    await db.schema
      .createIndex('market_listing_source_ext_unique')
      .on('market_listing')
      .columns(['source', 'external_id'])
      .unique()
      .execute()
    await db.schema.createIndex('market_listing_game_idx').on('market_listing').columns(['game_id', 'kind']).execute()

    await db.schema
      .createTable('valuation_model')
      .addColumn('game_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'varchar(64)', (c) => c.notNull())
      .addColumn('trained_at', 'bigint', (c) => c.notNull())
      // The serialized model (serializeModel); about 1 MB per game on 4,000 rows.
      .addColumn('json', 'text', (c) => c.notNull())
      .addColumn('deals', 'integer', (c) => c.notNull())
      // Set when the game is refused (too few deals, disabled): predict then returns this reason.
      .addColumn('refused_reason', 'text')
      // 1 when any training row was demo data, so reports can say their figures are illustrative.
      .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()

    await db.schema
      .createTable('report')
      // Opaque `r_…` id: it appears in share links, so it must not be guessable or sequential.
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      // 1 valuation, 2 purpose, 3 check, 4 pk (spec jump page types).
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('game_id', 'integer', (c) => c.notNull())
      // 1 link, 2 props, 3 auth.
      .addColumn('evaluate_type', 'integer', (c) => c.notNull())
      .addColumn('input', 'text', (c) => c.notNull())
      // 0 generating, 1 not unlocked, 2 unlocked, 3 failed (spec).
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('teaser', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('unlocked_at', 'bigint')
      // What unlocked it (payment, coupon, help, dev), for support questions.
      .addColumn('unlocked_by', 'varchar(32)')
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.createIndex('report_user_idx').on('report').columns(['user_id', 'created_at']).execute()
    await db.schema.createIndex('report_status_idx').on('report').columns(['status', 'game_id']).execute()
  },

  async down(db: Kysely<any>) {
    for (const table of ['report', 'valuation_model', 'market_listing']) await db.schema.dropTable(table).execute()
  },
}
