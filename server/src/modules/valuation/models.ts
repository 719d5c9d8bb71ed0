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

  async save(model: GameModel, demo: boolean, now: number): Promise<void> {
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
  }

  async versions(): Promise<Map<number, string>> {
    const rows = await this.db.selectFrom('valuation_model').select(['game_id', 'version']).execute()
    return new Map(rows.map((r) => [toNumber(r.game_id), r.version]))
  }

  async loadAll(): Promise<{ model: GameModel; demo: boolean }[]> {
    const rows = await this.db.selectFrom('valuation_model').select(['json', 'demo']).execute()
    return rows.map((r) => ({ model: loadModel(r.json), demo: toNumber(r.demo) === 1 }))
  }
}

export interface LoadedModel {
  model: GameModel
  /** Trained on demo data: reports must say their figures are illustrative. */
  demo: boolean
}

/**
 * The in-memory models requests use. Filled at start (and after a retrain in this process); a request never
 * trains, because a fit takes seconds.
 */
export class ModelRegistry {
  private readonly models = new Map<number, LoadedModel>()

  get(gameId: number): LoadedModel | undefined {
    return this.models.get(gameId)
  }

  set(entry: LoadedModel): void {
    this.models.set(entry.model.gameId, entry)
  }

  size(): number {
    return this.models.size
  }

  async loadFrom(repo: ModelRepository): Promise<void> {
    for (const entry of await repo.loadAll()) this.set(entry)
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
    await repo.save(model, demo, opts.now)
    opts.registry?.set({ model, demo })
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
