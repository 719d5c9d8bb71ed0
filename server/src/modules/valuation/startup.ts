import type { Db } from '../../db/connect'
import { generateDemoMarket } from '../../market/demo'
import { MarketStore } from '../../market/store'
import { listGames } from '../../valuation/catalogue'
import { gamesNeedingTraining, ModelRepository, trainAndStore, type ModelRegistry } from '../models/registry'

export interface PrepareValuationOptions {
  /** Insert the deterministic demo market when market_listing is empty (default true; off in production data). */
  seedDemo?: boolean
  /**
   * Demo rows per game. 2,000 per enabled game (18,000 rows) trains in about 10 s on the shared 2-core box,
   * once: later starts load the stored models. Tests pass a few hundred for one or two games.
   */
  demoRowsPerGame?: number
  /** Games to seed (default: every enabled demo game). */
  demoGames?: number[]
  now: number
  log?: (msg: string) => void
}

export interface PrepareValuationResult {
  seededRows: number
  trained: number[]
  loaded: number
}

export const DEFAULT_DEMO_ROWS_PER_GAME = 2000

/**
 * Run once at service start, before listening: seed the demo market into an empty database, train every game
 * without a current stored model, and load all stored models into the registry. Requests only predict.
 */
export async function prepareValuation(db: Db, registry: ModelRegistry, opts: PrepareValuationOptions): Promise<PrepareValuationResult> {
  const market = new MarketStore(db)
  let seededRows = 0
  if ((opts.seedDemo ?? true) && (await market.count()) === 0) {
    const rows = generateDemoMarket({ rowsPerGame: opts.demoRowsPerGame ?? DEFAULT_DEMO_ROWS_PER_GAME, games: opts.demoGames })
    await market.upsertRows(rows, opts.now)
    seededRows = rows.length
    opts.log?.(`market empty: seeded ${rows.length} demo rows`)
  }
  // Freshly seeded rows make any stored model stale; otherwise train only games without a current model.
  const trained = seededRows ? listGames({ includeDisabled: true }).map((g) => g.id) : await gamesNeedingTraining(db)
  if (trained.length) {
    const started = Date.now()
    // Nothing to compare with that could stand: no model yet, a new demo market, or a new model code.
    const force = seededRows ? '启动时训练：写入了演示市场' : '启动时训练：没有现用模型或模型代码已更新'
    await trainAndStore(db, trained, { now: opts.now, force })
    opts.log?.(`trained ${trained.length} game models in ${Date.now() - started} ms`)
  }
  await registry.loadFrom(new ModelRepository(db), opts.now)
  return { seededRows, trained, loaded: registry.size() }
}
