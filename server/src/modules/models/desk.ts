import { randomBytes } from 'node:crypto'
import { linkMarketDeals } from '../outcomes/queries'
import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { badParameter, notFound } from '../../errors'
import { JobName, type JobQueue } from '../../jobs/job-queue'
import { formatFromPath, type MarketFormat } from '../../market/format'
import { reportMarketText, type MarketFileReport } from '../../market/import'
import { MarketStore } from '../../market/store'
import { getGame, listGames } from '../../valuation/catalogue'
import { MODEL_VERSION } from '../../valuation/model/types'
import type { AuditActor, AuditTrail } from '../audit-port'
import type { ModuleLog } from '../module'
import { DriftMonitor } from './drift'
import type { ModelRegistry } from './registry'
import { MODEL_VERSION_OBJECT, ModelAction, retrainGame, retrainLine, versionFacts } from './retrain'
import { ModelVersionRepository, VersionStatus, type VersionSummary } from './versions'

/** The largest market file the console takes (larger files: `npm run market:import` on a server). */
export const MARKET_UPLOAD_MAX_CHARS = 5_000_000
export const REASON_MIN = 2
export const REASON_MAX = 200

export const RetrainState = { QUEUED: 'queued', TRAINING: 'training', BACKTESTING: 'backtesting', DONE: 'done', FAILED: 'failed' } as const
export type RetrainState = (typeof RetrainState)[keyof typeof RetrainState]

/** One game of a retrain run, as the console's progress shows it. */
export interface RetrainStep {
  runId: string
  gameId: number
  state: RetrainState
  versionId: number | null
  /** What came of it (promoted or kept as a challenger, and why), or why it failed. */
  note: string | null
  requestedBy: string
  createdAt: number
  updatedAt: number
}

/** A game as the 模型 page shows it: its champion, its challengers and its latest retrain. */
export interface GameModels {
  gameId: number
  champion: VersionSummary | null
  challengers: VersionSummary[]
  /** Whether a rollback has a previous champion to restore. */
  canRollback: boolean
  lastRetrain: RetrainStep | null
}

const CHALLENGERS_SHOWN = 5

function reasonOf(raw: string | undefined, required: boolean): string | undefined {
  const reason = raw?.trim() ?? ''
  if (!reason) {
    if (required) throw badParameter('请填写原因')
    return undefined
  }
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) throw badParameter(`原因应为 ${REASON_MIN}–${REASON_MAX} 个字`)
  return reason
}

function stepOf(r: {
  run_id: string
  game_id: number | string
  state: string
  version_id: number | string | null
  note: string | null
  requested_by: string
  created_at: number | string
  updated_at: number | string
}): RetrainStep {
  return {
    runId: r.run_id,
    gameId: toNumber(r.game_id),
    state: r.state as RetrainState,
    versionId: r.version_id === null ? null : toNumber(r.version_id),
    note: r.note,
    requestedBy: r.requested_by,
    createdAt: toNumber(r.created_at),
    updatedAt: toNumber(r.updated_at),
  }
}

export interface ModelDeskDeps {
  db: Db
  clock: Clock
  jobs: JobQueue
  audit: AuditTrail
  /** This replica's served models: a promotion or rollback here is served at once (the others within their refresh). */
  registry: ModelRegistry
  /** After an import: what other modules do with new market rows (intention searches waiting for a listing). */
  onImported?: (gameIds: number[], now: number) => Promise<number>
  /** Where a drift flag is logged (a warning with the figures). */
  warn?: ModuleLog
}

/**
 * The operators' model and market-data commands (console and `npm run ops -- models:*`): market files checked and
 * imported, retrain runs with per-game progress, promotion of a challenger (an override with a reason when it is
 * worse than the champion) and rollback to the previous champion, each audited.
 */
export class ModelDesk {
  private readonly versions: ModelVersionRepository
  /** Drift checks of the served models (the job, `models:drift`, the console's 模型 page). */
  readonly drift: DriftMonitor

  constructor(private readonly deps: ModelDeskDeps) {
    this.versions = new ModelVersionRepository(deps.db)
    this.drift = new DriftMonitor({ ...deps, createRun: (actor, gameIds, trx) => this.createRun(actor, gameIds, trx) })
  }

  /** A file's format from its name (.jsonl / .csv) unless stated. */
  private formatOf(fileName: string, format: MarketFormat | undefined): MarketFormat {
    const fmt = format ?? formatFromPath(fileName)
    if (!fmt) throw badParameter('无法识别文件格式，请上传 .jsonl 或 .csv 文件')
    return fmt
  }

  private parse(fileName: string, text: string, format?: MarketFormat) {
    if (text.length > MARKET_UPLOAD_MAX_CHARS) throw badParameter('文件过大（上限 5 MB），请在服务器上用 npm run market:import 导入')
    return reportMarketText(text, this.formatOf(fileName, format))
  }

  /** The dry run: what an import of the file would write and what it would reject; writes nothing. */
  checkMarketFile(fileName: string, text: string, format?: MarketFormat): MarketFileReport {
    return this.parse(fileName, text, format).report
  }

  /**
   * Writes the file's accepted rows (upserting on source and listing number) in one transaction and audits who
   * imported which file with its counts; rejected lines are left out, as the dry run showed. Models are not retrained
   * here: the operator retrains the games it touched.
   */
  async importMarketFile(
    actor: AuditActor,
    fileName: string,
    text: string,
    format?: MarketFormat,
  ): Promise<MarketFileReport & { games: number[]; rematched: number }> {
    const { report, rows } = this.parse(fileName, text, format)
    if (!rows.length) throw badParameter('文件中没有可导入的行')
    const now = this.deps.clock.now()
    let linked = 0
    const games = await new MarketStore(this.deps.db).upsertRows(rows, now, async (trx, touched) => {
      // Deals that realise a valuation are linked to its report with the import.
      linked = await linkMarketDeals(trx, rows, now)
      await this.deps.audit.record(
        actor,
        {
          action: ModelAction.MARKET_IMPORT,
          objectType: 'market',
          objectId: fileName.slice(0, 120),
          after: { file: fileName, rows: report.rows, accepted: report.accepted, rejected: report.rejected, games: touched, linked },
        },
        trx,
      )
    })
    const rematched = (await this.deps.onImported?.(games, now)) ?? 0
    return { ...report, games, rematched }
  }

  private gameIdsOf(gameIds: readonly number[]): number[] {
    for (const id of gameIds) if (!getGame(id)) throw badParameter(`没有编号为 ${id} 的游戏`)
    const ids = gameIds.length ? [...new Set(gameIds)] : listGames({ includeDisabled: true }).map((g) => g.id)
    return ids.sort((a, b) => a - b)
  }

  /** Queues a retrain of the games (every game when none): one job, each game's progress in `model_retrain`. */
  async startRetrain(actor: AuditActor, gameIds: readonly number[]): Promise<RetrainStep[]> {
    const ids = this.gameIdsOf(gameIds)
    const runId = await this.createRun(actor, ids)
    await this.deps.jobs.send(JobName.RETRAIN, { gameIds: ids, runId })
    return this.run(runId)
  }

  /**
   * Records a run (every game queued) and audits who asked for it; returns its id. Inside `trx` when given (a drift
   * check queues its retrain under the game's lock), in a transaction of its own otherwise.
   */
  async createRun(actor: AuditActor, gameIds: readonly number[], inTrx?: Db): Promise<string> {
    const ids = this.gameIdsOf(gameIds)
    const runId = `rt_${randomBytes(8).toString('hex')}`
    const now = this.deps.clock.now()
    const write = async (trx: Db) => {
      await trx
        .insertInto('model_retrain')
        .values(
          ids.map((gameId) => ({
            run_id: runId,
            game_id: gameId,
            state: RetrainState.QUEUED,
            version_id: null,
            note: null,
            requested_by: actor.name,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
      await this.deps.audit.record(
        actor,
        { action: ModelAction.RETRAIN, objectType: 'model_retrain', objectId: runId, after: { runId, games: ids } },
        trx,
      )
    }
    if (inTrx) await write(inTrx)
    else await this.deps.db.transaction().execute(write)
    return runId
  }

  async run(runId: string): Promise<RetrainStep[]> {
    const rows = await this.deps.db.selectFrom('model_retrain').selectAll().where('run_id', '=', runId).orderBy('game_id').execute()
    return rows.map(stepOf)
  }

  private async step(runId: string, gameId: number, state: RetrainState, extra: { versionId?: number; note?: string } = {}): Promise<void> {
    await this.deps.db
      .updateTable('model_retrain')
      .set({
        state,
        updated_at: this.deps.clock.now(),
        ...(extra.versionId ? { version_id: extra.versionId } : {}),
        ...(extra.note ? { note: extra.note } : {}),
      })
      .where('run_id', '=', runId)
      .where('game_id', '=', gameId)
      .execute()
  }

  /** The RETRAIN job: each game trained, backtested against its champion and promoted when not worse. */
  async executeRun(runId: string): Promise<void> {
    for (const { gameId, state } of await this.run(runId)) {
      // A job retried after its replica died skips the games it finished.
      if (state === RetrainState.DONE || state === RetrainState.FAILED) continue
      try {
        const outcome = await retrainGame(this.deps.db, gameId, {
          now: this.deps.clock.now(),
          audit: { trail: this.deps.audit },
          onStage: (stage) => this.step(runId, gameId, stage),
        })
        if (outcome.served) this.deps.registry.set(outcome.served)
        await this.step(runId, gameId, RetrainState.DONE, { versionId: outcome.versionId, note: retrainLine(outcome) })
      } catch (err) {
        await this.step(runId, gameId, RetrainState.FAILED, { note: `训练失败：${(err as Error).message}`.slice(0, 500) })
      }
    }
  }

  /** Every game with its champion, challengers and latest retrain. */
  async overview(): Promise<GameModels[]> {
    const all = await this.versions.list(undefined, 2000)
    const latest = await this.deps.db
      .selectFrom('model_retrain')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('model_retrain')
          .select((e) => e.fn.max('id').as('id'))
          .groupBy('game_id'),
      )
      .execute()
    const steps = new Map(latest.map((r) => [toNumber(r.game_id), stepOf(r)]))
    return listGames({ includeDisabled: true }).map((g) => {
      const own = all.filter((v) => v.gameId === g.id)
      return {
        gameId: g.id,
        champion: own.find((v) => v.status === VersionStatus.CHAMPION) ?? null,
        challengers: own.filter((v) => v.status === VersionStatus.CHALLENGER).slice(0, CHALLENGERS_SHOWN),
        canRollback: own.some((v) => v.status === VersionStatus.RETIRED),
        lastRetrain: steps.get(g.id) ?? null,
      }
    })
  }

  /** A game's versions, newest first: the accuracy over time. */
  async history(gameId: number): Promise<VersionSummary[]> {
    if (!getGame(gameId)) throw badParameter(`没有编号为 ${gameId} 的游戏`)
    return this.versions.list(gameId)
  }

  /**
   * Makes a challenger (or an earlier champion) the champion. When its retrain judged it worse than the champion of
   * the time, or it was never judged, this is an override and needs a reason.
   */
  async promote(actor: AuditActor, versionId: number, rawReason?: string): Promise<VersionSummary> {
    const now = this.deps.clock.now()
    const version = await this.versions.get(versionId)
    if (!version) throw notFound('没有这个模型版本')
    const notWorse = version.backtest?.verdict.notWorse === true
    const reason = reasonOf(rawReason, !notWorse)
    const promoted = await this.deps.db.transaction().execute(async (trx) => {
      await this.versions.lockGame(trx, version.gameId)
      const fresh = await this.versions.get(versionId, trx)
      if (fresh?.status === VersionStatus.CHAMPION) throw badParameter('该版本已是现用版本')
      if (fresh?.status === VersionStatus.REJECTED) throw badParameter('该版本已被回滚，不能再启用')
      if (fresh?.modelVersion !== MODEL_VERSION) throw badParameter('该版本由旧的模型代码训练，不能再启用')
      const before = await this.versions.champion(version.gameId, trx)
      const why = reason ?? '不差于现用版本'
      await this.versions.makeChampion(trx, versionId, { by: actor.name, at: now, reason: why })
      const after = await this.versions.get(versionId, trx)
      await this.deps.audit.record(
        actor,
        {
          action: ModelAction.PROMOTE,
          objectType: MODEL_VERSION_OBJECT,
          objectId: versionId,
          before: { gameId: version.gameId, champion: versionFacts(before) },
          after: { gameId: version.gameId, champion: versionFacts(after), override: !notWorse },
          reason: why,
        },
        trx,
      )
      return after as VersionSummary
    })
    await this.serve(version.gameId)
    return promoted
  }

  /** Restores the previous champion; the current one is marked rejected, so a second rollback goes further back. */
  async rollback(actor: AuditActor, gameId: number, rawReason: string | undefined): Promise<VersionSummary> {
    if (!getGame(gameId)) throw badParameter(`没有编号为 ${gameId} 的游戏`)
    const reason = reasonOf(rawReason, true) as string
    const now = this.deps.clock.now()
    const restored = await this.deps.db.transaction().execute(async (trx) => {
      await this.versions.lockGame(trx, gameId)
      const current = await this.versions.champion(gameId, trx)
      const previous = await this.versions.previous(gameId, trx)
      if (!previous) throw badParameter('没有可回滚的上一个版本')
      if (previous.modelVersion !== MODEL_VERSION) throw badParameter('上一个版本由旧的模型代码训练，不能回滚到它')
      await this.versions.makeChampion(trx, previous.id, { by: actor.name, at: now, reason }, VersionStatus.REJECTED)
      const after = await this.versions.get(previous.id, trx)
      await this.deps.audit.record(
        actor,
        {
          action: ModelAction.ROLLBACK,
          objectType: MODEL_VERSION_OBJECT,
          objectId: previous.id,
          before: { gameId, champion: versionFacts(current) },
          after: { gameId, champion: versionFacts(after) },
          reason,
        },
        trx,
      )
      return after as VersionSummary
    })
    await this.serve(gameId)
    return restored
  }

  /** This replica serves the game's new champion at once; the others notice its stamp within their refresh. */
  private async serve(gameId: number): Promise<void> {
    const champion = await this.versions.champion(gameId)
    const model = champion && (await this.versions.model(champion.id))
    if (champion && model) this.deps.registry.set({ model, demo: champion.demo, stamp: champion.id })
  }
}
