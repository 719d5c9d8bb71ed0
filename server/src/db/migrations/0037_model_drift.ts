import type { Kysely, Migration } from 'kysely'
import { autoId, bigint, createIndexes, createTable, dropTables, int, text, varchar } from './helpers'

/**
 * Drift checks (issue 41 point 3): each check of a game's served model against its recent deals, kept as a row (the
 * console and `models:drift` show the latest per game, Prometheus reads it), with the retrain run it queued when it
 * flagged. The recent deals of a game are read by sale date.
 */
export const modelDrift: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, 'model_drift', {
      columns: {
        id: autoId,
        game_id: int,
        checked_at: bigint,
        // ok, drift, insufficient (too few recent deals), no_model (no trained champion to check).
        status: varchar(16),
        // The champion version checked (null: none).
        version_id: int.nullable(),
        // Deals in the window.
        deals: int,
        // JSON: bias, MdAPE, index step and trend, the model's held-out MdAPE and the limits (null below the minimum).
        figures: text.nullable(),
        // JSON: Chinese reasons of a flag (empty array otherwise).
        reasons: text,
        // The retrain run the flag queued, or the run already under way that it left alone.
        retrain_run_id: varchar(40).nullable(),
        // Chinese: what became of the retrain (queued, one already running, waiting for the cooldown).
        retrain_note: text.nullable(),
      },
      indexes: { model_drift_game_idx: ['game_id', 'id'] },
    })
    await createIndexes(db, 'market_listing', { market_listing_game_sold_idx: ['game_id', 'sold_at'] })
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('market_listing_game_sold_idx').execute()
    await dropTables(db, ['model_drift'])
  },
}
