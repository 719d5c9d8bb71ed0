import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { ModelVersionTable } from '../../db/schema'
import type { Selectable } from 'kysely'
import type { ChallengeResult } from '../../valuation/challenger'
import { loadModel, serializeModel } from '../../valuation/model/serialize'
import type { GameModel } from '../../valuation/model/types'

export const VersionStatus = {
  CHALLENGER: 'challenger',
  CHAMPION: 'champion',
  RETIRED: 'retired',
  REJECTED: 'rejected',
} as const
export type VersionStatus = (typeof VersionStatus)[keyof typeof VersionStatus]

/** A stored model version without its model (the list and the console need only its figures). */
export interface VersionSummary {
  id: number
  gameId: number
  modelVersion: string
  trainedAt: number
  deals: number
  refusedReason: string | null
  demo: boolean
  status: VersionStatus
  /** The challenge of its retrain: it and the champion of that time on the same recent window. */
  backtest: ChallengeResult | null
  promotedAt: number | null
  promotedBy: string | null
  promoteReason: string | null
  createdAt: number
}

const SUMMARY_COLUMNS = [
  'id',
  'game_id',
  'model_version',
  'trained_at',
  'deals',
  'refused_reason',
  'demo',
  'status',
  'backtest',
  'promoted_at',
  'promoted_by',
  'promote_reason',
  'created_at',
] as const

type SummaryRow = Pick<Selectable<ModelVersionTable>, (typeof SUMMARY_COLUMNS)[number]>

const numOrNull = (v: number | string | null) => (v === null ? null : toNumber(v))

function summary(r: SummaryRow): VersionSummary {
  return {
    id: toNumber(r.id),
    gameId: toNumber(r.game_id),
    modelVersion: r.model_version,
    trainedAt: toNumber(r.trained_at),
    deals: toNumber(r.deals),
    refusedReason: r.refused_reason,
    demo: toNumber(r.demo) === 1,
    status: r.status as VersionStatus,
    backtest: r.backtest ? (JSON.parse(r.backtest) as ChallengeResult) : null,
    promotedAt: numOrNull(r.promoted_at),
    promotedBy: r.promoted_by,
    promoteReason: r.promote_reason,
    createdAt: toNumber(r.created_at),
  }
}

/** Who made a version the champion, when and why. */
export interface Promotion {
  by: string
  at: number
  reason: string
}

/**
 * Model versions (`model_version`) and the served copy of each game's champion (`valuation_model`). Promotion and
 * rollback take the game's `valuation_model` row first: it serialises them per game on PostgreSQL, so two operators
 * promoting at once cannot leave two champions.
 */
export class ModelVersionRepository {
  constructor(private readonly db: Db) {}

  async insert(model: GameModel, demo: boolean, now: number, backtest: ChallengeResult | null): Promise<number> {
    const { id } = await this.db
      .insertInto('model_version')
      .values({
        game_id: model.gameId,
        model_version: model.version,
        trained_at: model.status === 'trained' ? model.trainedAt : now,
        deals: model.deals,
        json: serializeModel(model),
        refused_reason: model.status === 'refused' ? model.reason : null,
        demo: demo ? 1 : 0,
        status: VersionStatus.CHALLENGER,
        backtest: backtest ? JSON.stringify(backtest) : null,
        promoted_at: null,
        promoted_by: null,
        promote_reason: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return toNumber(id)
  }

  async get(id: number, db: Db = this.db): Promise<VersionSummary | undefined> {
    const row = await db.selectFrom('model_version').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst()
    return row ? summary(row) : undefined
  }

  async model(id: number): Promise<GameModel | undefined> {
    const row = await this.db.selectFrom('model_version').select('json').where('id', '=', id).executeTakeFirst()
    return row ? loadModel(row.json) : undefined
  }

  /** Versions of a game (every game when none given), newest first. */
  async list(gameId?: number, limit = 200): Promise<VersionSummary[]> {
    const rows = await this.db
      .selectFrom('model_version')
      .select(SUMMARY_COLUMNS)
      .$if(gameId !== undefined, (qb) => qb.where('game_id', '=', gameId as number))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    return rows.map(summary)
  }

  /** Each version's own figures on its retrain's recent window (versions never tested that way left out), newest 500. */
  async testedFigures(): Promise<Array<{ gameId: number; trainedAt: number; mdape: number; coverage: number }>> {
    return (await this.list(undefined, 500)).flatMap((v) => {
      const own = v.backtest?.challenger
      return own ? [{ gameId: v.gameId, trainedAt: v.trainedAt, mdape: own.mdape, coverage: own.coverage }] : []
    })
  }

  async champion(gameId: number, db: Db = this.db): Promise<VersionSummary | undefined> {
    const row = await db
      .selectFrom('model_version')
      .select(SUMMARY_COLUMNS)
      .where('game_id', '=', gameId)
      .where('status', '=', VersionStatus.CHAMPION)
      .executeTakeFirst()
    return row ? summary(row) : undefined
  }

  /** The champion before the current one: the latest retired champion. */
  async previous(gameId: number, db: Db = this.db): Promise<VersionSummary | undefined> {
    const row = await db
      .selectFrom('model_version')
      .select(SUMMARY_COLUMNS)
      .where('game_id', '=', gameId)
      .where('status', '=', VersionStatus.RETIRED)
      .orderBy('promoted_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst()
    return row ? summary(row) : undefined
  }

  /**
   * Makes a version its game's champion inside `trx`: the served copy first (the per-game lock), then the old
   * champion retired (or, on a rollback, `oldStatus` rejected) and the version marked.
   */
  async makeChampion(trx: Db, versionId: number, promotion: Promotion, oldStatus: VersionStatus = VersionStatus.RETIRED): Promise<void> {
    const v = await trx.selectFrom('model_version').selectAll().where('id', '=', versionId).executeTakeFirstOrThrow()
    const served = {
      version: v.model_version,
      trained_at: v.trained_at,
      json: v.json,
      deals: v.deals,
      refused_reason: v.refused_reason,
      demo: v.demo,
      version_id: toNumber(v.id),
    }
    await trx
      .insertInto('valuation_model')
      .values({ game_id: v.game_id, ...served })
      .onConflict((oc) => oc.column('game_id').doUpdateSet(served))
      .execute()
    await trx
      .updateTable('model_version')
      .set({ status: oldStatus })
      .where('game_id', '=', v.game_id)
      .where('status', '=', VersionStatus.CHAMPION)
      .where('id', '!=', versionId)
      .execute()
    await trx
      .updateTable('model_version')
      .set({ status: VersionStatus.CHAMPION, promoted_at: promotion.at, promoted_by: promotion.by, promote_reason: promotion.reason })
      .where('id', '=', versionId)
      .execute()
  }

  /** Takes the game's served row for the rest of `trx` (PostgreSQL row lock; SQLite writes one at a time anyway). */
  async lockGame(trx: Db, gameId: number): Promise<void> {
    await trx
      .updateTable('valuation_model')
      .set((eb) => ({ version_id: eb.ref('version_id') }))
      .where('game_id', '=', gameId)
      .execute()
  }
}
