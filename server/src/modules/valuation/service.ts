import { randomBytes } from 'node:crypto'
import type { AccuracyData, ReportAnswersData, ReportListData, RetryReportData, ValReportData, ValuationBody } from '../../contract'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import type { Db } from '../../db/connect'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import type { Attrs } from '../../valuation/catalogue/types'
import type { LinkReader } from '../market/link-reader'
import { listingIdsByKey } from '../market/queries'
import { attrsFromAnswers } from '../games/answers'
import { requireOpenGame } from '../games/open-game'
import { JobName, type JobQueue } from '../../jobs/job-queue'
import { ReportKind, ReportRepository, ReportStatus, type NewReport, type ReportListFilter } from '../reports/repository'
import type { ReportExtrasRepository } from '../reports/extras-repository'
import type { GameRow } from '../../db/schema'
import type { ValuationInput } from '../reports/kinds'
import { type Report, type ReportWarn, decodeReport } from '../reports/report'
import { accuracyOfGames } from './accuracy'
import { LiveAccuracyCache } from '../outcomes/live-accuracy-cache'
import { reportListItem } from './report-list-item'
import { type SharedValuationView, type ValuationViewSources, valuationView } from './view'
import { EvaluateType } from '../../contract/values'
import { businessMetrics } from '../../observability/business-metrics'
import type { ReportWaits } from './report-waits'
import { ReportGeneration, VALUATION_BATCH, type ReportGenerationDeps } from './report-generation'

type ValuationReport = Report<typeof ReportKind.VALUATION>

/**
 * What another module adds to a report from the rows the read already holds (modules/account: the perfect and
 * publish flags), so val/valReport, polled while a report generates, reads its report and game once.
 */
export type ReportFlags = (
  report: ValuationReport,
  game: GameRow | undefined,
) => Promise<Pick<ValReportData, 'perfectStatus' | 'publishStatus'>>

/** Valuation by authorization: the authorization module hands over a finished session's attributes once. */
export interface AuthSessions {
  consumeForValuation(
    userId: number,
    authId: string,
    gameId: number,
    reportId: string,
    save: (attrs: Attrs, trx: Db) => Promise<void>,
  ): Promise<void>
}

/** What the service needs besides what its jobs need (`ReportGenerationDeps`: the reads, models and hooks). */
export interface ValuationServiceDeps extends Omit<ReportGenerationDeps, 'announce'> {
  /** The one reader of listing links (deal evaluation and purpose search read links with it too). */
  links: LinkReader
  /** Background jobs: generation runs there, never inside a request. */
  jobs: JobQueue
  /** Valuation by authorization (evaluateType 3); absent in tools that never create reports. */
  authSessions?: AuthSessions
  /** Property confirmations (modules/report). */
  extras?: ReportExtrasRepository
  /** Reads tell it about stored reports that fail their kind's schema. */
  warn?: ReportWarn
  /** Requests waiting for a report to finish, on every replica (val/valReport's wait); absent in tools. */
  waits?: ReportWaits
}

/** Valuation reports: create (validated input → background generation), read with the unlock gate, list. */
export class ValuationService {
  private readonly uow: UnitOfWork<{ reports: typeof ReportRepository }>
  private readonly live: LiveAccuracyCache

  constructor(private readonly deps: ValuationServiceDeps) {
    this.uow = unitOfWork(deps.db, { reports: ReportRepository })
    this.live = new LiveAccuracyCache(deps.db)
    const generation = new ReportGeneration({ ...deps, announce: (id) => this.announce(id) })
    deps.jobs.workBatch(JobName.VALUATION, VALUATION_BATCH, (jobs) => generation.run(jobs))
  }

  async create(userId: number, body: ValuationBody): Promise<{ valId: string }> {
    let gameId: number
    let input: ValuationInput
    const id = `r_${randomBytes(12).toString('base64url')}`
    if (body.evaluateType === 3) {
      if (body.gameId === undefined) throw badParameter('缺少参数 gameId')
      if (!body.authId) throw badParameter('缺少参数 authId')
      gameId = body.gameId
      await this.requireOpenGame(gameId)
      if (!this.deps.authSessions) throw new BizError(BizCode.EVALUATE_TYPE_UNSUPPORTED, '授权估价暂未开放，请使用链接估价或属性估价')
      // Consumed once, in the transaction that writes the report; the attributes are what the authorization read
      // (validated like a props answer).
      const authId = body.authId
      let started = () => {}
      await this.deps.authSessions.consumeForValuation(userId, authId, gameId, id, async (attrs, trx) => {
        await this.uow.on(trx).reports.insert(this.newReport(id, userId, gameId, body.evaluateType, { attrs, authId }))
        started = await this.deps.jobs.stage(trx, JobName.VALUATION, { reportId: id })
      })
      started()
      countStarted(body.evaluateType, gameId)
      return { valId: id }
    } else if (body.evaluateType === 1) {
      if (!body.link) throw badParameter('缺少参数 link')
      const listing = await this.deps.links.read(body.link, body.gameId)
      gameId = listing.gameId
      await this.requireOpenGame(gameId)
      // Only the listing's attributes are valued; its asking price is never an input.
      const { attrs, source, externalId, fetchedBy } = listing
      input = { attrs, link: body.link, source, externalId, ...(fetchedBy ? { fetchedBy } : {}) }
    } else {
      if (body.gameId === undefined) throw badParameter('缺少参数 gameId')
      if (body.answers === undefined) throw badParameter('缺少参数 answers')
      gameId = body.gameId
      await this.requireOpenGame(gameId)
      input = { attrs: attrsFromAnswers(gameId, body.answers) }
    }
    // The report and its job commit together: no report waits for a job that was never queued.
    const started = await this.uow.transaction(async ({ reports }, trx) => {
      await reports.insert(this.newReport(id, userId, gameId, body.evaluateType, input))
      return this.deps.jobs.stage(trx, JobName.VALUATION, { reportId: id })
    })
    started()
    countStarted(body.evaluateType, gameId)
    return { valId: id }
  }

  private newReport(id: string, userId: number, gameId: number, evaluateType: number, input: ValuationInput): NewReport {
    return { id, userId, kind: ReportKind.VALUATION, gameId, evaluateType, input: JSON.stringify(input), now: this.deps.clock.now() }
  }

  /**
   * Generates a failed report again from its stored input, so the user does not have to answer the questions
   * (or authorize the account) again. A report already generating is left to finish; a generated one is refused.
   */
  async retry(userId: number, valId: string): Promise<RetryReportData> {
    const row = await this.deps.reports.findOwned(valId, userId)
    if (!row) throw notFound('报告不存在')
    if (row.status === ReportStatus.FAILED) {
      await this.requireOpenGame(row.game_id)
      const started = await this.uow.transaction(async ({ reports }, trx) =>
        (await reports.requeue(valId, this.deps.clock.now()))
          ? this.deps.jobs.stage(trx, JobName.VALUATION, { reportId: valId })
          : () => {},
      )
      started()
    } else if (row.status !== ReportStatus.GENERATING) {
      throw badParameter('报告已生成，无需重新估价')
    }
    return { valId, status: ReportStatus.GENERATING }
  }

  /**
   * The attributes the owner's report was valued from (props answers, or what a link or an authorization read),
   * so the app can open the form prefilled when the owner says they are wrong; another user's report is missing.
   */
  async answers(userId: number, valId: string): Promise<ReportAnswersData> {
    const report = await this.deps.reports.findReport(valId, userId, ReportKind.VALUATION)
    if (!report) throw notFound('报告不存在')
    return { valId: report.id, gameId: report.gameId, evaluateType: report.evaluateType, answers: report.input.attrs ?? {} }
  }

  /** The owner's report; while it generates, waits up to `waitMs` for it to finish (val/valReport's wait). */
  async read(userId: number, valId: string, flags?: ReportFlags, waitMs = 0): Promise<ValReportData> {
    let report = await this.deps.reports.findReport(valId, userId, ReportKind.VALUATION)
    if (!report) throw notFound('报告不存在')
    const { waits, reports } = this.deps
    if (report.status === ReportStatus.GENERATING && waitMs > 0 && waits) {
      await waits.waitWhile(valId, waitMs, async () => (await reports.statusOf(valId)) === ReportStatus.GENERATING)
      report = (await reports.findReport(valId, userId, ReportKind.VALUATION)) ?? report
    }
    const game = await this.deps.games.findGame(report.gameId)
    const shown = await valuationView(report, 'owner', this.viewSources(game?.name ?? ''))
    return flags ? { ...shown, ...(await flags(report, game)) } : shown
  }

  /**
   * A report by id for a holder of a valid share token (checked by the caller): the same gate as the owner's
   * read (teaser until unlocked), without the report id and the owner's property confirmation.
   */
  async readShared(valId: string): Promise<SharedValuationView> {
    const row = await this.deps.reports.find(valId)
    if (!row) throw notFound('报告不存在')
    return valuationView(decodeReport(row, ReportKind.VALUATION), 'shared', this.viewSources(await this.gameName(row.game_id)))
  }

  private viewSources(gameName: string): ValuationViewSources {
    const { db, registry, extras, warn } = this.deps
    return { gameName, registry, extras, listingIds: (keys) => listingIdsByKey(db, keys), warn }
  }

  /** val/accuracy: the held-out accuracy of every game open for valuation (public). */
  async accuracy(gameId?: number): Promise<AccuracyData> {
    const live = await this.live.byGame(this.deps.clock.now())
    return accuracyOfGames(await this.deps.games.listVisibleGames(), this.deps.registry, gameId, live)
  }

  async list(userId: number, page: number, pageSize: number, filter: ReportListFilter = {}): Promise<ReportListData> {
    const { rows, total } = await this.deps.reports.listOwned(userId, (page - 1) * pageSize, pageSize, ReportKind.VALUATION, filter)
    const names = await this.gameNames()
    return {
      total,
      list: rows.map((row) => reportListItem(decodeReport(row, ReportKind.VALUATION), names.get(row.game_id) ?? '', this.deps.warn)),
    }
  }

  /**
   * Unlocks a finished report outside payment (payment and coupons unlock inside their own transaction in
   * modules/payment; friend help will come here). Idempotent: a second call reports `changed: false`.
   */
  async unlockReport(reportId: string, by: string): Promise<{ status: number; changed: boolean }> {
    const row = await this.deps.reports.find(reportId)
    if (!row) throw notFound('报告不存在')
    if (row.status === ReportStatus.UNLOCKED) return { status: ReportStatus.UNLOCKED, changed: false }
    if (row.status === ReportStatus.GENERATING) throw new BizError(BizCode.REPORT_NOT_READY)
    if (row.status === ReportStatus.FAILED) throw new BizError(BizCode.REPORT_FAILED)
    const changed = await this.deps.reports.unlock(reportId, by, this.deps.clock.now())
    return { status: ReportStatus.UNLOCKED, changed }
  }

  /**
   * With the in-process queue (SQLite: one process), re-queues reports a previous process left generating. A
   * durable queue still holds their jobs, so there it does nothing: replicas must not queue each other's work.
   */
  async resumePending(): Promise<number> {
    if (this.deps.jobs.durable) return 0
    const ids = await this.deps.reports.generatingIds()
    for (const id of ids) await this.deps.jobs.send(JobName.VALUATION, { reportId: id })
    return ids.length
  }

  /** Resolves when no valuation job is queued or running in this process (tests, shutdown). */
  idle(): Promise<void> {
    return this.deps.jobs.idle()
  }

  /** Requests held by val/valReport's wait on this replica now. */
  waitingRequests(): number {
    return this.deps.waits?.size ?? 0
  }

  /** The report left "generating": requests waiting for it on any replica answer now. */
  private async announce(id: string): Promise<void> {
    await this.deps.waits?.announce(id)
  }

  private async requireOpenGame(gameId: number): Promise<void> {
    await requireOpenGame(this.deps.games, gameId)
  }

  private async gameName(gameId: number): Promise<string> {
    return (await this.deps.games.findGame(gameId))?.name ?? ''
  }

  private async gameNames(): Promise<Map<number, string>> {
    return new Map((await this.deps.games.listAllGames()).map((g) => [g.game_id, g.name]))
  }
}

const METHOD: Record<number, string> = { [EvaluateType.LINK]: 'link', [EvaluateType.PROPS]: 'props', [EvaluateType.AUTH]: 'auth' }
const countStarted = (evaluateType: number, gameId: number) =>
  businessMetrics.valuationsStarted.inc({ method: METHOD[evaluateType] ?? String(evaluateType), game: String(gameId) })
