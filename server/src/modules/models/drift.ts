import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { badParameter } from '../../errors'
import { chinaMinute } from '../../lib/command-args'
import { JobName, type JobQueue } from '../../jobs/job-queue'
import { MarketStore } from '../../market/store'
import { businessMetrics } from '../../observability/business-metrics'
import { getGame, listGames } from '../../valuation/catalogue'
import { DRIFT_LOOKBACK_MS, DriftStatus, measureDrift, type DriftDeal, type DriftFigures } from '../../valuation/drift'
import type { TrainedModel } from '../../valuation/model/types'
import type { AuditActor } from '../audit-port'
import type { ModuleLog } from '../module'
import { checkedDealsSince } from '../outcomes/queries'
import type { ModelRegistry } from './registry'
import { ModelVersionRepository } from './versions'

/**
 * Drift monitoring (issue 41 point 3): every game's served model checked against its recent deals (valuation/drift.ts);
 * each check stored (`model_drift`), and a flagged game logged, counted and retrained through the ordinary retrain path
 * (a challenger promoted only when not worse). One retrain at a time per game: a flag while one is queued or running,
 * or within a day of the game's last retrain, queues nothing, so a market the retrain cannot fit is not retrained every
 * hour.
 */

/** Who queues the retrains of drift (audit rows, `requested_by`). */
export const DRIFT_ACTOR: AuditActor = { operatorId: null, name: 'system:drift', ip: null }
/** How often the job checks every game. */
export const DRIFT_CHECK_EVERY_MS = 60 * 60_000
/** After a retrain of a game (drift's or an operator's), drift queues no other for this long. */
export const DRIFT_RETRAIN_COOLDOWN_MS = 24 * 60 * 60_000
/** A retrain step not updated for this long is taken for dead (its job lost with an in-process queue's process). */
export const RETRAIN_STALE_MS = 6 * 60 * 60_000
/** Checks older than this are deleted by the job. */
export const DRIFT_KEEP_MS = 90 * 24 * 60 * 60_000

const ACTIVE_STATES = ['queued', 'training', 'backtesting']

export type DriftCheckStatus = (typeof DriftStatus)[keyof typeof DriftStatus]

/** What became of a flag's retrain. */
export const DriftRetrain = { QUEUED: 'queued', RUNNING: 'running', COOLDOWN: 'cooldown' } as const
export type DriftRetrain = (typeof DriftRetrain)[keyof typeof DriftRetrain]

/** A game's latest drift check as the console and `models:drift` show it. */
export interface DriftState {
  gameId: number
  checkedAt: number
  status: DriftCheckStatus
  /** The champion version checked. */
  versionId: number | null
  /** Deals in the window. */
  deals: number
  figures: DriftFigures | null
  reasons: string[]
  /** The retrain a flag queued (or found under way), with that run's state for the game now. */
  retrain: { runId: string; note: string; state: string | null } | null
}

export interface DriftMonitorDeps {
  db: Db
  clock: Clock
  jobs: JobQueue
  registry: ModelRegistry
  /** Records a retrain run inside the caller's transaction (the model desk's). */
  createRun: (actor: AuditActor, gameIds: number[], trx: Db) => Promise<string>
  warn?: ModuleLog
}

type DriftRow = {
  id: number | string
  game_id: number | string
  checked_at: number | string
  status: string
  version_id: number | string | null
  deals: number | string
  figures: string | null
  reasons: string
  retrain_run_id: string | null
  retrain_note: string | null
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

export class DriftMonitor {
  private readonly versions: ModelVersionRepository

  constructor(private readonly deps: DriftMonitorDeps) {
    this.versions = new ModelVersionRepository(deps.db)
  }

  /** The games a check covers: the given ones (checked to exist), or every game with a trained champion. */
  private async gamesOf(gameIds: readonly number[]): Promise<number[]> {
    for (const id of gameIds) if (!getGame(id)) throw badParameter(`没有编号为 ${id} 的游戏`)
    if (gameIds.length) return [...new Set(gameIds)].sort((a, b) => a - b)
    return listGames({ includeDisabled: true }).map((g) => g.id)
  }

  /** The job: every game checked, flags retrained; old checks deleted. */
  async checkAll(): Promise<DriftState[]> {
    const states = await this.check([], DRIFT_ACTOR)
    await this.deps.db
      .deleteFrom('model_drift')
      .where('checked_at', '<', this.deps.clock.now() - DRIFT_KEEP_MS)
      .execute()
    return states
  }

  /**
   * Checks the games (every game with a trained champion when none given); games without one are left out. A retrain
   * a flag queues is requested by `actor` (the operator who asked for the check, or the job).
   */
  async check(gameIds: readonly number[], actor: AuditActor = DRIFT_ACTOR): Promise<DriftState[]> {
    const out: DriftState[] = []
    for (const gameId of await this.gamesOf(gameIds)) {
      const state = await this.checkGame(gameId, actor)
      if (state) out.push(state)
    }
    return out
  }

  /** The served model: this replica's copy when it is the champion's, else the champion read from its version. */
  private async championModel(gameId: number): Promise<{ versionId: number; model: TrainedModel } | undefined> {
    const champion = await this.versions.champion(gameId)
    if (!champion || champion.refusedReason) return undefined
    const served = this.deps.registry.get(gameId)
    const model = served?.stamp === champion.id ? served.model : await this.versions.model(champion.id)
    return model?.status === 'trained' ? { versionId: champion.id, model } : undefined
  }

  /** The window's deals: the market's, and the prices players entered in 我亏了吗 (valued again like any deal). */
  private async recentDeals(gameId: number, since: number): Promise<DriftDeal[]> {
    const market = await new MarketStore(this.deps.db).dealsSince(gameId, since)
    const checked = await checkedDealsSince(this.deps.db, gameId, since)
    return [
      ...market.map((r) => ({ attrs: r.attrs, priceFen: r.priceFen, soldAt: r.soldAt as number, source: r.source })),
      ...checked.map((c) => ({ attrs: c.attrs, priceFen: c.priceFen, soldAt: c.dealtAt, source: null })),
    ]
  }

  /** One game's check, stored; a flag logged, counted and retrained. Undefined when the game has no trained champion. */
  async checkGame(gameId: number, actor: AuditActor = DRIFT_ACTOR): Promise<DriftState | undefined> {
    const served = await this.championModel(gameId)
    if (!served) return undefined
    const now = this.deps.clock.now()
    const result = measureDrift(served.model, await this.recentDeals(gameId, now - DRIFT_LOOKBACK_MS), now)
    const retrain = result.status === DriftStatus.DRIFT ? await this.queueRetrain(gameId, now, actor) : null
    const { id } = await this.deps.db
      .insertInto('model_drift')
      .values({
        game_id: gameId,
        checked_at: now,
        status: result.status,
        version_id: served.versionId,
        deals: result.deals,
        figures: result.figures ? JSON.stringify(result.figures) : null,
        reasons: JSON.stringify(result.reasons),
        retrain_run_id: retrain?.runId ?? null,
        retrain_note: retrain?.note ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (retrain && result.figures) {
      const f = result.figures
      businessMetrics.driftFlags.inc({ game: String(gameId), retrain: retrain.outcome })
      this.deps.warn?.(
        {
          gameId,
          versionId: served.versionId,
          deals: f.deals,
          bias: f.bias,
          mdape: f.mdape,
          baselineMdape: f.baselineMdape,
          indexStep: f.indexStep,
          indexTrend: f.indexTrend,
          limits: f.limits,
          retrain: retrain.outcome,
          runId: retrain.runId,
        },
        `valuation model drift: ${result.reasons.join('; ')}`,
      )
    }
    const [state] = await this.states([toNumber(id)])
    return state
  }

  /**
   * Queues a retrain of the game unless one is queued or running, or one was asked for within the cooldown. Under the
   * game's lock (the served model's row, which promotions take too), so parallel checks queue one retrain: the second
   * waits for the first to commit and then sees its run.
   */
  private async queueRetrain(
    gameId: number,
    now: number,
    actor: AuditActor,
  ): Promise<{ runId: string | null; note: string; outcome: DriftRetrain }> {
    let wake: (() => void) | undefined
    const decided = await this.deps.db.transaction().execute(async (trx) => {
      await this.versions.lockGame(trx, gameId)
      const last = await trx
        .selectFrom('model_retrain')
        .select(['run_id', 'state', 'created_at', 'updated_at'])
        .where('game_id', '=', gameId)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (last && ACTIVE_STATES.includes(last.state) && now - toNumber(last.updated_at) < RETRAIN_STALE_MS)
        return { runId: last.run_id, note: '已有训练在排队或进行中，未重复排队', outcome: DriftRetrain.RUNNING }
      if (last && now - toNumber(last.created_at) < DRIFT_RETRAIN_COOLDOWN_MS)
        return { runId: last.run_id, note: '24 小时内已重新训练过，暂不再次排队', outcome: DriftRetrain.COOLDOWN }
      const runId = await this.deps.createRun(actor, [gameId], trx)
      wake = await this.deps.jobs.stage(trx, JobName.RETRAIN, { gameIds: [gameId], runId })
      return { runId, note: '已排队重新训练', outcome: DriftRetrain.QUEUED }
    })
    wake?.()
    return decided
  }

  /** The checks with these ids, with their retrain runs' states now. */
  private async states(ids: number[]): Promise<DriftState[]> {
    if (!ids.length) return []
    const rows = (await this.deps.db
      .selectFrom('model_drift')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('game_id')
      .execute()) as DriftRow[]
    const runIds = [...new Set(rows.flatMap((r) => (r.retrain_run_id ? [r.retrain_run_id] : [])))]
    const steps = runIds.length
      ? await this.deps.db.selectFrom('model_retrain').select(['run_id', 'game_id', 'state']).where('run_id', 'in', runIds).execute()
      : []
    const stateOf = (runId: string, gameId: number) =>
      steps.find((s) => s.run_id === runId && toNumber(s.game_id) === gameId)?.state ?? null
    return rows.map((r) => {
      const gameId = toNumber(r.game_id)
      return {
        gameId,
        checkedAt: toNumber(r.checked_at),
        status: r.status as DriftCheckStatus,
        versionId: r.version_id === null ? null : toNumber(r.version_id),
        deals: toNumber(r.deals),
        figures: r.figures ? (JSON.parse(r.figures) as DriftFigures) : null,
        reasons: JSON.parse(r.reasons) as string[],
        retrain: r.retrain_run_id
          ? { runId: r.retrain_run_id, note: r.retrain_note ?? '', state: stateOf(r.retrain_run_id, gameId) }
          : null,
      }
    })
  }

  /** Each game's latest check (of one game when given), by game. */
  async latest(gameId?: number): Promise<DriftState[]> {
    if (gameId !== undefined && !getGame(gameId)) throw badParameter(`没有编号为 ${gameId} 的游戏`)
    const ids = await this.deps.db
      .selectFrom('model_drift')
      .select((e) => e.fn.max('id').as('id'))
      .$if(gameId !== undefined, (qb) => qb.where('game_id', '=', gameId as number))
      .groupBy('game_id')
      .execute()
    return this.states(ids.map((r) => toNumber(r.id)))
  }
}

/** One line per game, as `models:drift` prints it. */
export function driftLine(s: DriftState): string {
  const name = `${getGame(s.gameId)?.name ?? s.gameId} (${s.gameId})`
  const when = chinaMinute(s.checkedAt)
  const f = s.figures
  const figures = f
    ? `deals ${f.deals} bias ${pct(Math.expm1(f.bias))} (limit ±${pct(Math.expm1(f.limits.bias))}) MdAPE ${pct(f.mdape)} (limit ${pct(f.limits.mdape)}, backtest ${pct(f.baselineMdape)}) index step ${f.indexStep === null ? '-' : pct(Math.expm1(f.indexStep))} trend ${f.indexTrend === null ? '-' : pct(Math.expm1(f.indexTrend))}${f.limits.indexStep === null ? '' : ` (limit ±${pct(f.limits.indexStep)})`}`
    : `deals ${s.deals}: not enough data`
  const flag = s.status === DriftStatus.DRIFT ? `\n  DRIFT: ${s.reasons.join('；')}` : ''
  const retrain = s.retrain ? `\n  retrain ${s.retrain.runId} (${s.retrain.state ?? '-'}): ${s.retrain.note}` : ''
  return `${name} ${s.status.toUpperCase()} checked ${when} (China time), model #${s.versionId ?? '-'}; ${figures}${flag}${retrain}`
}
