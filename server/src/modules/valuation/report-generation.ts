import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { isConnectionLost } from '../../db/errors'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import type { ReportRow } from '../../db/schema'
import { inJobContext } from '../../jobs/job-context'
import type { JobData, JobName } from '../../jobs/job-queue'
import { businessMetrics } from '../../observability/business-metrics'
import { predict } from '../../valuation/model/predict'
import { priceTrend } from '../../valuation/model/trend'
import type { GameRepository } from '../games/repository'
import type { ModelRegistry, ModelRepository } from '../models/registry'
import { ReportKind, ReportRepository, ReportStatus } from '../reports/repository'
import type { StoredValuation } from '../reports/kinds'
import { decodeReport } from '../reports/report'
import { postReportDone } from '../messages/queries'
import { publicAccuracy } from './accuracy'
import { valuationTeaser } from './teaser'

/**
 * The most valuation jobs one batch takes: enough that a burst is read and written in a few transactions (on SQLite
 * one fsync each), few enough that the first report of a batch does not wait long for the others' predictions.
 */
export const VALUATION_BATCH = 32

type ValuationJob = JobData[typeof JobName.VALUATION]

/** A generating report of the batch, with its job and its game's name. */
interface Subject {
  job: ValuationJob
  row: ReportRow
  gameName: string
}

/** What a report's job came to: its result, or the message it fails with. */
type Outcome = Subject & ({ result: string; teaser: string } | { failed: string })

export interface ReportGenerationDeps {
  db: Db
  reports: ReportRepository
  games: GameRepository
  registry: ModelRegistry
  /** Stored models, to pick up ones retrained elsewhere (market:import, another replica). */
  modelRepo: ModelRepository
  /** How often (at most) a batch looks for retrained models before predicting. */
  modelRefreshMs?: number
  clock: Clock
  log?: (obj: Record<string, unknown>, msg: string) => void
  info?: (obj: Record<string, unknown>, msg: string) => void
  /** A user's valuation report is ready (the invitation reward listens). */
  onValuationReady?: (userId: number) => Promise<unknown>
  /** The report left "generating" (requests waiting for it on any replica answer). */
  announce: (reportId: string) => Promise<void>
}

/**
 * Valuation jobs, a batch at a time: the batch's reports are read in one query, each is valued (predict) under its
 * own job's request id, and every result is written in one transaction; then each finished report is announced and
 * its after-work runs. Only a generating report is finished or failed, once (the write checks the status), so a
 * job that runs twice, in one batch or in two, changes nothing the second time.
 *
 * A crash of one report's generation fails that report (retrying would crash again); a lost database connection
 * says nothing about the reports, so the batch is handed back to the queue (pg-boss retries it once the database
 * answers; the local queue resumes it at the next start), as is a failure that cannot be recorded.
 */
export class ReportGeneration {
  private readonly uow: UnitOfWork<{ reports: typeof ReportRepository }>

  constructor(private readonly deps: ReportGenerationDeps) {
    this.uow = unitOfWork(deps.db, { reports: ReportRepository })
  }

  async run(jobs: ValuationJob[]): Promise<void> {
    const done = await this.record(await this.value(jobs))
    // Waiting requests hear of every report first; the after-work (a reward) then runs report by report.
    await Promise.all(
      done.map((o) =>
        inJobContext(o.job, () => {
          countFinished(o.row.game_id, 'failed' in o ? 'failed' : 'ready')
          return this.deps.announce(o.row.id)
        }),
      ),
    )
    for (const o of done) if (!('failed' in o)) await inJobContext(o.job, () => this.afterReady(o.row))
  }

  /** Each generating report of the batch valued once (a report queued twice in one batch is one report). */
  private async value(jobs: ValuationJob[]): Promise<Outcome[]> {
    const { reports, registry, clock } = this.deps
    const byReport = new Map<string, ValuationJob>()
    for (const job of jobs) if (!byReport.has(job.reportId)) byReport.set(job.reportId, job)
    const ids = [...byReport.keys()]
    let rows: Map<string, ReportRow>
    try {
      rows = new Map((await reports.findMany(ids)).map((r) => [r.id, r]))
      const reloaded = await registry.refreshIfStale(this.deps.modelRepo, clock.now(), this.deps.modelRefreshMs)
      if (reloaded.length) this.deps.info?.({ games: reloaded }, 'reloaded retrained valuation models')
    } catch (error) {
      if (isConnectionLost(error)) throw error
      // Nothing to value them with: each report fails, as a crash of its own generation would fail it.
      const unread = await this.failUnread(byReport, error)
      if (unread) throw unread
      return []
    }
    const gameNames = new Map<number, Promise<string>>()
    const gameName = (gameId: number) => {
      const known = gameNames.get(gameId) ?? this.deps.games.findGame(gameId).then((g) => g?.name ?? '')
      gameNames.set(gameId, known)
      return known
    }
    const outcomes: Outcome[] = []
    for (const [id, job] of byReport) {
      const row = rows.get(id)
      if (!row || row.status !== ReportStatus.GENERATING) continue
      const name = await gameName(row.game_id)
      try {
        outcomes.push(await inJobContext(job, () => this.valueOne({ job, row, gameName: name })))
      } catch (error) {
        if (isConnectionLost(error)) throw error
        outcomes.push(inJobContext(job, () => this.crashed({ job, row, gameName: name }, error)))
      }
    }
    return outcomes
  }

  private valueOne(of: Subject): Outcome {
    const { registry, clock } = this.deps
    const { row } = of
    const loaded = registry.get(row.game_id)
    if (!loaded) return { ...of, failed: '估价模型尚未就绪，请稍后重试' }
    const { attrs } = decodeReport(row, ReportKind.VALUATION).input
    if (!attrs) throw new Error('valuation input without attributes')
    const valuation = predict(loaded.model, attrs, { asOf: clock.now() })
    if (valuation.status === 'refused' || loaded.model.status !== 'trained') {
      return { ...of, failed: valuation.status === 'refused' ? valuation.reason : '估价失败' }
    }
    const result: StoredValuation = {
      ...valuation,
      trend: priceTrend(loaded.model),
      accuracy: publicAccuracy({ ...loaded, model: loaded.model }),
    }
    const demo = loaded.demo || valuation.comparables.some((c) => c.demo)
    const teaser = valuationTeaser(valuation, of.gameName, demo)
    return { ...of, result: JSON.stringify(result), teaser: JSON.stringify(teaser) }
  }

  private crashed(of: Subject, error: unknown): Outcome {
    this.deps.log?.({ err: error, reportId: of.job.reportId }, 'valuation job failed')
    return { job: of.job, row: of.row, gameName: of.gameName, failed: '估价失败，请稍后重试' }
  }

  /**
   * The batch's outcomes in one transaction (one commit, on SQLite one fsync); what it returns is what this batch
   * changed. When one report's write breaks the transaction, each is written on its own, so that one fails alone.
   */
  private async record(outcomes: Outcome[]): Promise<Outcome[]> {
    const now = this.deps.clock.now()
    if (outcomes.length <= 1) return this.recordEach(outcomes, now)
    try {
      return await this.uow.transaction(async ({ reports }, trx) => {
        const done: Outcome[] = []
        for (const o of outcomes) if (await write(reports, trx, o, now)) done.push(o)
        return done
      })
    } catch (error) {
      if (isConnectionLost(error)) throw error
      return this.recordEach(outcomes, now)
    }
  }

  private async recordEach(outcomes: Outcome[], now: number): Promise<Outcome[]> {
    const done: Outcome[] = []
    for (const o of outcomes) {
      try {
        if (await this.writeAlone(o, now)) done.push(o)
      } catch (error) {
        if (isConnectionLost(error)) throw error
        const failed = inJobContext(o.job, () => this.crashed(o, error))
        // A failure that cannot be recorded either throws: the batch goes back to the queue rather than leave the
        // report 生成中 for good.
        if (await this.writeAlone(failed, now)) done.push(failed)
      }
    }
    return done
  }

  private writeAlone(o: Outcome, now: number): Promise<boolean> {
    return this.uow.transaction(({ reports }, trx) => write(reports, trx, o, now))
  }

  /** The batch's reads failed: each of its generating reports fails; returns what stopped that, if anything. */
  private async failUnread(byReport: Map<string, ValuationJob>, error: unknown): Promise<unknown> {
    for (const [id, job] of byReport) {
      inJobContext(job, () => this.deps.log?.({ err: error, reportId: id }, 'valuation job failed'))
      try {
        if (await this.deps.reports.fail(id, '估价失败，请稍后重试', this.deps.clock.now())) await this.deps.announce(id)
      } catch (failure) {
        return failure
      }
    }
    return undefined
  }

  private async afterReady(row: ReportRow): Promise<void> {
    // One line per report, from whichever replica generated it (the two-replica test counts them).
    this.deps.info?.({ reportId: row.id, gameId: row.game_id }, 'valuation report finished')
    await this.deps
      .onValuationReady?.(row.user_id)
      .catch((err: Error) => this.deps.log?.({ err, reportId: row.id }, 'after-valuation hook failed'))
  }
}

/** A report finished or failed, and its owner's 消息 about it, on one transaction. */
async function write(reports: ReportRepository, trx: Db, o: Outcome, now: number): Promise<boolean> {
  const ready = !('failed' in o)
  const changed = ready
    ? await reports.finish(o.row.id, { result: o.result, teaser: o.teaser }, now)
    : await reports.fail(o.row.id, o.failed, now)
  if (changed) await postReportDone(trx, { userId: o.row.user_id, reportId: o.row.id, gameName: o.gameName, ready, now })
  return changed
}

const countFinished = (gameId: number, result: 'ready' | 'failed') =>
  businessMetrics.valuationsFinished.inc({ game: String(gameId), result })
