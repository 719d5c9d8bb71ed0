import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { MarketStore } from '../../market/store'
import { listGames } from '../../valuation/catalogue'
import { loadModel, serializeModel } from '../../valuation/model/serialize'
import { trainGame } from '../../valuation/model/train'
import { MODEL_VERSION, type GameModel } from '../../valuation/model/types'

/** Stored models (`valuation_model`): trained once, loaded by every replica at start. */
export class ModelRepository {
  constructor(private readonly db: Db) {}

  /** Returns the stored stamp (trained_at). */
  async save(model: GameModel, demo: boolean, now: number): Promise<number> {
    const row = {
      version: model.version,
      trained_at: model.status === 'trained' ? model.trainedAt : now,
      json: serializeModel(model),
      deals: model.deals,
      refused_reason: model.status === 'refused' ? model.reason : null,
      demo: demo ? 1 : 0,
    }
    await this.db
      .insertInto('valuation_model')
      .values({ game_id: model.gameId, ...row })
      .onConflict((oc) => oc.column('game_id').doUpdateSet(row))
      .execute()
    return row.trained_at
  }

  /** game → trained_at: a cheap query to notice models retrained by an import or another replica. */
  async stamps(): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom('valuation_model').select(['game_id', 'trained_at']).execute()
    return new Map(rows.map((r) => [toNumber(r.game_id), toNumber(r.trained_at)]))
  }

  async loadOne(gameId: number): Promise<LoadedModel | undefined> {
    const row = await this.db
      .selectFrom('valuation_model')
      .select(['json', 'demo', 'trained_at'])
      .where('game_id', '=', gameId)
      .executeTakeFirst()
    return row ? { model: loadModel(row.json), demo: toNumber(row.demo) === 1, stamp: toNumber(row.trained_at) } : undefined
  }

  async versions(): Promise<Map<number, string>> {
    const rows = await this.db.selectFrom('valuation_model').select(['game_id', 'version']).execute()
    return new Map(rows.map((r) => [toNumber(r.game_id), r.version]))
  }

  async loadAll(): Promise<LoadedModel[]> {
    const rows = await this.db.selectFrom('valuation_model').select(['json', 'demo', 'trained_at']).execute()
    return rows.map((r) => ({ model: loadModel(r.json), demo: toNumber(r.demo) === 1, stamp: toNumber(r.trained_at) }))
  }
}

export interface LoadedModel {
  model: GameModel
  /** Trained on demo data: reports must say their figures are illustrative. */
  demo: boolean
  /** `valuation_model.trained_at` of the stored copy, to notice a newer one. */
  stamp: number
}

/**
 * The in-memory models requests use. Filled at start (and after a retrain in this process); a request never
 * trains, because a fit takes seconds.
 */
export class ModelRegistry {
  private readonly models = new Map<number, LoadedModel>()
  private lastCheck = Number.NEGATIVE_INFINITY

  get(gameId: number): LoadedModel | undefined {
    return this.models.get(gameId)
  }

  set(entry: LoadedModel): void {
    this.models.set(entry.model.gameId, entry)
  }

  size(): number {
    return this.models.size
  }

  /** Every loaded model (the replica's metrics report their versions and ages). */
  loaded(): LoadedModel[] {
    return [...this.models.values()]
  }

  async loadFrom(repo: ModelRepository, now?: number): Promise<void> {
    for (const entry of await repo.loadAll()) this.set(entry)
    if (now !== undefined) this.lastCheck = now
  }

  /**
   * Reloads models retrained since they were loaded (market:import, another replica), checking at most once
   * per `everyMs`. Called from background work (a valuation job, the replica's refresh timer), never from a
   * request, so a reload never delays a response.
   */
  async refreshIfStale(repo: ModelRepository, now: number, everyMs = 60_000): Promise<number[]> {
    if (now - this.lastCheck < everyMs) return []
    this.lastCheck = now
    const reloaded: number[] = []
    for (const [gameId, stamp] of await repo.stamps()) {
      if (this.models.get(gameId)?.stamp === stamp) continue
      const entry = await repo.loadOne(gameId)
      if (entry) {
        this.set(entry)
        reloaded.push(gameId)
      }
    }
    return reloaded
  }
}

/** Trains the given games from the market rows in the database and stores the models (refusals included). */
export async function trainAndStore(db: Db, gameIds: number[], opts: { now: number; registry?: ModelRegistry }): Promise<GameModel[]> {
  const market = new MarketStore(db)
  const repo = new ModelRepository(db)
  const out: GameModel[] = []
  for (const gameId of gameIds) {
    const rows = await market.rowsForGame(gameId)
    const model = trainGame(rows, { gameId, now: opts.now })
    const demo = rows.some((r) => r.demo)
    const stamp = await repo.save(model, demo, opts.now)
    opts.registry?.set({ model, demo, stamp })
    out.push(model)
  }
  return out
}

/** Catalogue games whose stored model is missing or from another model version. */
export async function gamesNeedingTraining(db: Db): Promise<number[]> {
  const versions = await new ModelRepository(db).versions()
  return listGames({ includeDisabled: true })
    .map((g) => g.id)
    .filter((id) => versions.get(id) !== MODEL_VERSION)
}

/** Reloads retrained models every `everyMs` in this replica; returns the function that stops it. */
export function startModelRefresh(registry: ModelRegistry, db: Db, everyMs: number, onError: (err: unknown) => void): () => void {
  const repo = new ModelRepository(db)
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    registry
      .refreshIfStale(repo, Date.now(), 0)
      .catch(onError)
      .finally(() => {
        busy = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
