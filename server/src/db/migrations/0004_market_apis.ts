import type { Kysely, Migration } from 'kysely'
import { withAutoId } from './helpers'

/**
 * Records of the market features: "did I lose" checks (profit records), intention searches (purpose records)
 * and favourites (product collect). Every row belongs to one user and is only ever read scoped to that user.
 */
export const marketApis: Migration = {
  async up(db: Kysely<any>) {
    await withAutoId(db, db.schema.createTable('profit_record'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('game_id', 'integer', (c) => c.notNull())
      // JSON: {attrs, valId?}
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('paid_fen', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint', (c) => c.notNull())
      .addColumn('value_now_fen', 'bigint', (c) => c.notNull())
      .addColumn('value_at_paid_fen', 'bigint', (c) => c.notNull())
      .addColumn('profit_fen', 'bigint', (c) => c.notNull())
      // Basis points of the price paid (-10000 … ), so no floats are stored.
      .addColumn('profit_bp', 'integer', (c) => c.notNull())
      .addColumn('verdict', 'varchar(8)', (c) => c.notNull())
      // JSON of the full answer (range, index change, demo flag).
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('profit_record_user_idx').on('profit_record').columns(['user_id', 'created_at']).execute()

    await withAutoId(db, db.schema.createTable('purpose_record'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('game_id', 'integer', (c) => c.notNull())
      // 1 link, 2 props, 3 report (spec purpose search types).
      .addColumn('search_type', 'integer', (c) => c.notNull())
      // JSON: {attrs, link?, valId?}
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('min_fen', 'bigint', (c) => c.notNull())
      .addColumn('max_fen', 'bigint', (c) => c.notNull())
      // 0 matching, 1 matched (spec purpose record match status).
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('match_count', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('matched_at', 'bigint')
      .execute()
    await db.schema.createIndex('purpose_record_user_idx').on('purpose_record').columns(['user_id', 'created_at']).execute()
    await db.schema.createIndex('purpose_record_match_idx').on('purpose_record').columns(['game_id', 'status']).execute()

    await withAutoId(db, db.schema.createTable('product_collect'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('listing_id', 'integer', (c) => c.notNull())
      // 1 purpose, 2 evaluate (spec product collect origin).
      .addColumn('origin', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('product_collect_user_listing_unique')
      .on('product_collect')
      .columns(['user_id', 'listing_id'])
      .unique()
      .execute()
  },

  async down(db: Kysely<any>) {
    for (const table of ['product_collect', 'purpose_record', 'profit_record']) await db.schema.dropTable(table).execute()
  },
}
