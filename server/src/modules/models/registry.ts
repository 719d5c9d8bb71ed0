import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { listGames } from '../../valuation/catalogue'
import { loadModel } from '../../valuation/model/serialize'
import { MODEL_VERSION } from '../../valuation/model/types'
import type { LoadedModel } from './loaded-model'
import { retrainGame, type RetrainAudit, type RetrainOutcome } from './retrain'

export type { LoadedModel }

/**
 * The served models (`valuation_model`: each game's champion, see versions.ts), loaded by every replica at start
 * and reloaded when their stamp changes.
 */
export class ModelRepository {
  constructor(private readonly db: Db) {}

  /**
   * game → stamp: a cheap query to notice a promotion, a rollback or a retrain by an import or another replica. The
   * stamp is the served version's id, which every promotion and rollback changes (a rollback to an older model
   * too); a row from before versions existed stamps by its training time.
   */
  async stamps(): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom('valuation_model').select(['game_id', 'trained_at', 'version_id']).execute()
    return new Map(rows.map((r) => [toNumber(r.game_id), stampOf(r)]))
  }

  async loadOne(gameId: number): Promise<LoadedModel | undefined> {
    const row = await this.db
      .selectFrom('valuation_model')
      .select(['json', 'demo', 'trained_at', 'version_id'])
      .where('game_id', '=', gameId)
      .executeTakeFirst()
    return row ? loaded(row) : undefined
  }

  async versions(): Promise<Map<number, string>> {
    const rows = await this.db.selectFrom('valuation_model').select(['game_id', 'version']).execute()
    return new Map(rows.map((r) => [toNumber(r.game_id), r.version]))
  }

  async loadAll(): Promise<LoadedModel[]> {
    const rows = await this.db.selectFrom('valuation_model').select(['json', 'demo', 'trained_at', 'version_id']).execute()
    return rows.map(loaded)
  }
}

type ServedRow = { json: string; demo: number | string; trained_at: number | string; version_id: number | string | null }
const stampOf = (r: Omit<ServedRow, 'json' | 'demo'>) => (r.version_id === null ? -toNumber(r.trained_at) : toNumber(r.version_id))
const loaded = (r: ServedRow): LoadedModel => ({ model: loadModel(r.json), demo: toNumber(r.demo) === 1, stamp: stampOf(r) })

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

/**
 * Retrains the given games from the market rows in the database, each as a challenger promoted when not worse than
 * its champion (retrain.ts); `force` promotes regardless (start-up: no model, new demo market or new model code).
 */
export async function trainAndStore(
  db: Db,
  gameIds: number[],
  opts: { now: number; registry?: ModelRegistry; force?: string; audit?: RetrainAudit },
): Promise<RetrainOutcome[]> {
  const out: RetrainOutcome[] = []
  for (const gameId of gameIds) {
    const outcome = await retrainGame(db, gameId, opts)
    if (outcome.served) opts.registry?.set(outcome.served)
    out.push(outcome)
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
