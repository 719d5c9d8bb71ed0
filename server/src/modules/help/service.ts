import type { Clock } from '../../clock'
import type { HelpDetailData, HelpProgress, HelpShareData, ReportShareHelpData } from '../../contract'
import { HELP_CODE_LENGTH, HelpLimitMessage, HelpRule, ReportKind, ReportStatus, TerminalCode } from '../../contract/values'
import type { Db } from '../../db/connect'
import { LimitCounter, chinaDayWindow } from '../../db/limit-counter'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import type { ReportRow } from '../../db/schema'
import { BizCode, BizError, notFound } from '../../errors'
import { maskNickname } from '../../lib/nickname'
import type { MiniCodes } from '../../providers/mini-code'
import type { GameRepository } from '../games/repository'
import { reportHeadline } from '../reports/headline'
import type { ReportWarn } from '../reports/report'
import { ReportRepository } from '../reports/repository'
import { HelpRepository, type HelpCodeRow } from './repository'
import { postHelp } from '../messages/queries'
import { businessMetrics } from '../../observability/business-metrics'

/** A help code collects helps for 7 days after the owner first shares it; after that the report is paid for. */
export const HELP_TTL_MS = 7 * 24 * 3600 * 1000
/** The page a help link or mini-program code opens. */
export const FRIEND_HELP_PAGE = 'pages/h5/report/friendHelpDownload'
const HELPERS_SHOWN = 10
const HELPABLE_KINDS: readonly number[] = [ReportKind.VALUATION, ReportKind.PURPOSE, ReportKind.CHECK]
const UNKNOWN_CODE = '助力的报告不存在或已删除'
const OWNER_INTERVAL_MS = HelpRule.OWNER_INTERVAL_DAYS * 24 * 3600 * 1000

/** The help rules count on the help's own transaction: a refused help spends none of them. */
const HELP_REPOS = { helps: HelpRepository, reports: ReportRepository, limits: LimitCounter }

/** Where a help comes from, for the per-address and per-device caps. */
export interface HelpClient {
  ip: string
  /** The app's visitor id; without it only the address is capped. */
  visitorId?: string
}

/** What help needs to know about users, declared here and answered by the user module in services.ts. */
export interface HelpUsers {
  profile(userId: number): Promise<{ nickname: string; inviteCode: string } | undefined>
}

export interface HelpDeps {
  db: Db
  clock: Clock
  games: GameRepository
  users: HelpUsers
  codes: MiniCodes
  /** Helps needed to unlock (global config, default 3). */
  required: () => Promise<number>
  /** Public base URL of the H5 app, ending in '/'. */
  publicBaseUrl: string
  /** After a help unlocked a report: stop its owner's open payment for it (best effort). */
  onUnlocked: (reportId: string, ownerId: number) => Promise<void>
  log: (obj: Record<string, unknown>, msg: string) => void
  /** Reads tell it about stored reports that fail their kind's schema. */
  warn: ReportWarn
}

/**
 * Friend help (spec: val/valReportShare): logged-in friends help a locked report once each; the last help that
 * reaches the configured number unlocks it in the same transaction. Helps of one report take the report's row
 * first, so on PostgreSQL as on SQLite they count one after another and exactly one of them unlocks.
 *
 * A help counts only within the rules of HelpRule (once per owner per 30 days, 3 reports a day per friend, and
 * day caps per address and per device). Each rule is one conditional upsert on its `limit_counter` row inside the
 * help's transaction, taken in one fixed order (report, owner pair, friend, address, device) so two helps never
 * wait on each other; a refusal rolls the whole help back, so it neither counts toward the report nor toward the
 * owner's 好友为你助力 task, and spends none of the other rules.
 */
export class HelpService {
  private readonly uow: UnitOfWork<typeof HELP_REPOS>
  private readonly repo: HelpRepository
  private readonly reports: ReportRepository

  constructor(private readonly deps: HelpDeps) {
    this.uow = unitOfWork(deps.db, HELP_REPOS)
    this.repo = this.uow.repos.helps
    this.reports = this.uow.repos.reports
  }

  /** The owner's view: the help code, its scene, link and image, and the progress so far. */
  async share(userId: number, valId: string, terminal: number): Promise<HelpShareData> {
    const report = await this.ownedHelpable(userId, valId)
    const now = this.deps.clock.now()
    let code = await this.repo.codeOfReport(report.id)
    if (!code) {
      if (report.status === ReportStatus.UNLOCKED) throw new BizError(BizCode.HELP_NOT_NEEDED)
      code = await this.repo.ensureCode(report.id, userId, now, now + HELP_TTL_MS)
    }
    const owner = await this.deps.users.profile(userId)
    if (!owner) throw new BizError(BizCode.NOT_LOGGED_IN)
    const scene = `1_${code.code}_${owner.inviteCode}`
    const path = `/${FRIEND_HELP_PAGE}?scene=${scene}`
    const provider = this.deps.codes.forTerminal(
      terminal === TerminalCode.weixin ? 'weixin' : terminal === TerminalCode.toutiao ? 'toutiao' : 'other',
    )
    const qrImage = await provider.render({ scene, page: FRIEND_HELP_PAGE, link: `${this.deps.publicBaseUrl}#${path}` })
    return { ...(await this.progress(report, code)), code: code.code, scene, path, qrImage, qrKind: provider.kind }
  }

  /** What a friend sees before helping (no login needed): the teaser, whose report it is, and the progress. */
  async detail(code: string, viewerId: number | null): Promise<HelpDetailData> {
    const { row, report } = await this.byCode(code)
    const headline = reportHeadline(report, this.deps.warn)
    const [game, owner, helpedByMe] = await Promise.all([
      this.deps.games.findGame(report.game_id),
      this.deps.users.profile(report.user_id),
      viewerId === null ? false : this.repo.hasHelped(report.id, viewerId),
    ])
    return {
      ...(await this.progress(report, row)),
      kind: report.kind,
      gameName: game?.name ?? headline.gameName ?? '',
      level: headline.level,
      band: headline.band,
      ownerNickname: maskNickname(owner?.nickname ?? ''),
      mine: viewerId === report.user_id,
      helpedByMe,
    }
  }

  /** val/valReportShare: one help by a logged-in friend. */
  async help(helperId: number, code: string, client: HelpClient): Promise<ReportShareHelpData> {
    const { row, report } = await this.byCode(code)
    if (report.user_id === helperId) throw new BizError(BizCode.HELP_OWN_REPORT)
    if (report.status === ReportStatus.UNLOCKED) throw new BizError(BizCode.HELP_NOT_NEEDED)
    const now = this.deps.clock.now()
    if (now > Number(row.expires_at)) throw new BizError(BizCode.HELP_EXPIRED)
    const required = await this.deps.required()
    const helper = maskNickname((await this.deps.users.profile(helperId))?.nickname ?? '')

    const result = await this.uow.transaction(async ({ reports, helps, limits }, trx) => {
      // Takes the report's row (PostgreSQL holds it to commit) and checks it is still locked, in one statement.
      if (!(await reports.touchLocked(report.id, now))) throw new BizError(BizCode.HELP_NOT_NEEDED)
      if (!(await helps.insertHelp(report.id, helperId, now))) throw new BizError(BizCode.HELP_ALREADY)
      await this.takeHelpRules(limits, report.user_id, helperId, client, now)
      const count = await helps.countHelps(report.id)
      const unlocked = count >= required && (await reports.unlock(report.id, `help:${row.code}`, now))
      await postHelp(trx, { ownerId: report.user_id, reportId: report.id, reportKind: report.kind, helper, count, required, unlocked, now })
      return { count, required, remaining: Math.max(0, required - count), unlocked }
    })
    businessMetrics.helps.inc()
    if (result.unlocked) {
      await this.deps
        .onUnlocked(report.id, report.user_id)
        .catch((err: Error) =>
          this.deps.log({ reportId: report.id, err: err.message }, 'closing the open order after a help unlock failed'),
        )
    }
    return result
  }

  /** Counts this help against every rule, or throws the first one it breaks (the caller's transaction undoes the rest). */
  private async takeHelpRules(limits: LimitCounter, ownerId: number, helperId: number, client: HelpClient, now: number): Promise<void> {
    if (!(await limits.claimInterval(`help-pair:${ownerId}:${helperId}`, now, OWNER_INTERVAL_MS)).ok) {
      throw new BizError(BizCode.HELP_OWNER_RECENT)
    }
    const day = chinaDayWindow(now)
    if (!(await limits.take(`help-helper:${helperId}`, day, HelpRule.PER_HELPER_PER_DAY))) throw new BizError(BizCode.HELP_DAY_LIMIT)
    if (!(await limits.take(`help-ip:${client.ip}`, day, HelpRule.PER_IP_PER_DAY))) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, HelpLimitMessage.IP)
    }
    if (client.visitorId && !(await limits.take(`help-device:${client.visitorId}`, day, HelpRule.PER_DEVICE_PER_DAY))) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, HelpLimitMessage.DEVICE)
    }
  }

  private async ownedHelpable(userId: number, valId: string): Promise<ReportRow> {
    const report = await this.reports.find(valId)
    if (!report || report.user_id !== userId || !HELPABLE_KINDS.includes(report.kind)) throw notFound('报告不存在')
    if (report.status === ReportStatus.GENERATING) throw new BizError(BizCode.REPORT_NOT_READY)
    if (report.status === ReportStatus.FAILED) throw new BizError(BizCode.REPORT_FAILED)
    return report
  }

  private async byCode(code: string): Promise<{ row: HelpCodeRow; report: ReportRow }> {
    const row = await this.repo.findCode(code)
    const report = row ? await this.reports.find(row.report_id) : undefined
    if (!row || !report) throw notFound(UNKNOWN_CODE)
    // An 8-digit code from before issue 33 is guessable: it answers only while it can still collect helps, so
    // within a week of the change the short space holds nothing left to find.
    if (row.code.length < HELP_CODE_LENGTH && this.deps.clock.now() > Number(row.expires_at)) throw notFound(UNKNOWN_CODE)
    return { row, report }
  }

  private async progress(report: ReportRow, code: HelpCodeRow): Promise<HelpProgress> {
    const [required, count, helpers] = await Promise.all([
      this.deps.required(),
      this.repo.countHelps(report.id),
      this.repo.recentHelpers(report.id, HELPERS_SHOWN),
    ])
    return {
      required,
      count,
      remaining: Math.max(0, required - count),
      unlocked: report.status === ReportStatus.UNLOCKED,
      expired: this.deps.clock.now() > Number(code.expires_at),
      expiresAt: Number(code.expires_at),
      helpers: helpers.map((h) => ({ nickname: maskNickname(h.nickname), avatar: h.avatar, helpedAt: Number(h.created_at) })),
    }
  }
}
