import type { Db } from '../../db/connect'
import { MarketStore } from '../../market/store'
import { challenge, type ChallengeResult } from '../../valuation/challenger'
import { trainGame } from '../../valuation/model/train'
import { MODEL_VERSION, type GameModel } from '../../valuation/model/types'
import type { AuditActor, AuditTrail } from '../audit-port'
import type { LoadedModel } from './loaded-model'
import { ModelVersionRepository, type VersionSummary } from './versions'

/** What audit rows of models name: a version by its id. */
export const MODEL_VERSION_OBJECT = 'model_version'
export const ModelAction = {
  PROMOTE: 'model.promote',
  ROLLBACK: 'model.rollback',
  RETRAIN: 'model.retrain',
  MARKET_IMPORT: 'market.import',
} as const

/** The actor of promotions the retrain makes by itself (not worse than the champion, or start-up). */
export const RETRAIN_ACTOR: AuditActor = { operatorId: null, name: 'system:retrain', ip: null }

export interface RetrainAudit {
  trail: AuditTrail
}

export type RetrainStage = 'training' | 'backtesting'

export interface RetrainOutcome {
  gameId: number
  versionId: number
  model: GameModel
  backtest: ChallengeResult
  promoted: boolean
  /** The new served model when promoted. */
  served?: LoadedModel
}

/** Audit snapshot of a version: enough to tell versions apart without the model itself. */
export const versionFacts = (v: VersionSummary | undefined) =>
  v ? { id: v.id, status: v.status, trainedAt: v.trainedAt, deals: v.deals, modelVersion: v.modelVersion } : null

/**
 * Trains one game from its stored market rows as a challenger, scores it and the champion on the same recent window
 * (valuation/challenger.ts) and promotes it when it is not worse, or when `force` (the reason) says so.
 */
export async function retrainGame(
  db: Db,
  gameId: number,
  opts: { now: number; force?: string; audit?: RetrainAudit; onStage?: (stage: RetrainStage) => Promise<void> },
): Promise<RetrainOutcome> {
  const versions = new ModelVersionRepository(db)
  const rows = await new MarketStore(db).rowsForGame(gameId)
  await opts.onStage?.('training')
  const model = trainGame(rows, { gameId, now: opts.now })
  const demo = rows.some((r) => r.demo)
  await opts.onStage?.('backtesting')
  const current = await versions.champion(gameId)
  // A champion from older model code cannot be loaded to compare (start-up retrains those with `force`).
  const comparable = current && !opts.force && current.modelVersion === MODEL_VERSION
  const champion = comparable ? await versions.model(current.id) : undefined
  const backtest = challenge(rows, gameId, champion)
  const versionId = await versions.insert(model, demo, opts.now, backtest)
  // A refused champion (too few deals) loses to anything; the challenge judges trained champions only.
  const promoted = Boolean(opts.force) || backtest.verdict.notWorse
  if (promoted) {
    const reason = opts.force ?? (current ? '自动启用：不差于现用版本' : '自动启用：首个版本')
    await db.transaction().execute(async (trx) => {
      await versions.lockGame(trx, gameId)
      await versions.makeChampion(trx, versionId, { by: RETRAIN_ACTOR.name, at: opts.now, reason })
      await opts.audit?.trail.record(
        RETRAIN_ACTOR,
        {
          action: ModelAction.PROMOTE,
          objectType: MODEL_VERSION_OBJECT,
          objectId: versionId,
          before: { gameId, champion: versionFacts(current) },
          after: { gameId, champion: versionFacts(await versions.get(versionId, trx)), backtest },
          reason,
        },
        trx,
      )
    })
  }
  return { gameId, versionId, model, backtest, promoted, served: promoted ? { model, demo, stamp: versionId } : undefined }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** One line on a retrain's outcome, as the commands print it and the console's progress shows it. */
export function retrainLine(o: Pick<RetrainOutcome, 'model' | 'backtest' | 'promoted' | 'versionId'>): string {
  const { model, backtest: b } = o
  if (model.status === 'refused') return `版本 ${o.versionId} 未训练：${model.reason}${o.promoted ? '' : '（保留现用版本）'}`
  const figures = b.challenger
    ? `，近期 ${b.challenger.n} 笔成交 MdAPE ${pct(b.challenger.mdape)}、区间覆盖 ${pct(b.challenger.coverage)}`
    : ''
  if (o.promoted) return `版本 ${o.versionId} 已训练（成交 ${model.deals} 条${figures}），已启用`
  return `版本 ${o.versionId} 已训练（成交 ${model.deals} 条${figures}），比现用版本差，留作候选：${b.verdict.reasons.join('；')}`
}
