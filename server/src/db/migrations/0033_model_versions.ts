import type { Kysely, Migration } from 'kysely'
import { addColumns, autoId, bigint, createTable, dropColumns, dropTables, int, text, varchar } from './helpers'

/**
 * Model versions (issue 38 point 4, reused by issue 41's champion and challenger): every retrain keeps its model
 * with its backtest figures, and `valuation_model` stays the served copy of each game's champion, naming the version
 * it holds (`version_id`, which replicas compare to notice a promotion or a rollback). Retrain runs record each game's
 * progress for the console. A database from before gets its stored models as version 1, champion.
 */
export const modelVersions: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, 'model_version', {
      columns: {
        id: autoId,
        game_id: int,
        // The model code's version (MODEL_VERSION) that trained it.
        model_version: varchar(64),
        trained_at: bigint,
        deals: int,
        json: text,
        refused_reason: text.nullable(),
        demo: int.default(0),
        // challenger, champion, retired (an earlier champion), rejected (rolled back).
        status: varchar(16),
        // JSON: the challenger and the champion of its time scored on the same recent window, and the verdict.
        backtest: text.nullable(),
        promoted_at: bigint.nullable(),
        promoted_by: varchar(64).nullable(),
        promote_reason: text.nullable(),
        created_at: bigint,
      },
      indexes: { model_version_game_idx: ['game_id', 'status'] },
    })
    await createTable(db, 'model_retrain', {
      columns: {
        id: autoId,
        run_id: varchar(40),
        game_id: int,
        // queued, training, backtesting, done, failed.
        state: varchar(16),
        version_id: int.nullable(),
        // Chinese: why a game failed, or what the verdict was (promoted or kept as a challenger).
        note: text.nullable(),
        requested_by: varchar(64),
        created_at: bigint,
        updated_at: bigint,
      },
      indexes: { model_retrain_run_idx: ['run_id'], model_retrain_game_idx: ['game_id', 'id'] },
    })
    await addColumns(db, 'valuation_model', { version_id: int.nullable() })
    // Rows are read one game at a time: a stored model is about a megabyte.
    const games = await db.selectFrom('valuation_model').select('game_id').execute()
    for (const { game_id: gameId } of games) {
      const m = await db.selectFrom('valuation_model').selectAll().where('game_id', '=', gameId).executeTakeFirstOrThrow()
      const { id } = await db
        .insertInto('model_version')
        .values({
          game_id: gameId,
          model_version: m.version,
          trained_at: m.trained_at,
          deals: m.deals,
          json: m.json,
          refused_reason: m.refused_reason,
          demo: m.demo,
          status: 'champion',
          backtest: null,
          promoted_at: m.trained_at,
          promoted_by: 'migration',
          promote_reason: '升级前的现用模型',
          created_at: m.trained_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db.updateTable('valuation_model').set({ version_id: id }).where('game_id', '=', gameId).execute()
    }
  },

  async down(db: Kysely<any>) {
    await dropColumns(db, 'valuation_model', ['version_id'])
    await dropTables(db, ['model_retrain', 'model_version'])
  },
}
