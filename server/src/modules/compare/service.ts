import { randomBytes } from 'node:crypto'
import type {
  CompareAnswer,
  CompareBody,
  CompareData,
  CompareListData,
  CompareListItem,
  CompareReportData,
  CompareShareData,
  LockedCompareData,
  SharedCompareData,
} from '../../contract'
import { toNumber } from '../../db/numbers'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import { getAttribute, getGame } from '../../valuation/catalogue'
import { attrText } from '../../valuation/catalogue/attr-text'
import type { Valuation } from '../../valuation/model/types'
import { shownItems } from '../../valuation/model/breakdown'
import { type MarketContext, yuan } from '../market/context'
import { accountBand } from '../reports/band'
import { BASE_KEY, pkRows } from './rows'
import { ReportKind, ReportStatus } from '../reports/repository'
import { type Report, type ReportWarn, decodeReport, sealedResult } from '../reports/report'
import { pkListItem, pkView } from './view'

type ValuationReport = Report<typeof ReportKind.VALUATION>
type PkReport = Report<typeof ReportKind.PK>

/** PK reports are not valuations: no evaluate type. */
const NOT_A_VALUATION = 0
/** `unlocked_by` of a PK report: unlocked because both of its reports were. */
const UNLOCKED_BY_SOURCES = 'sources'

/** The PK report's key: the same comparison (A, B, mode) always serialises to the same text. */
const pkInput = (b: CompareBody) => JSON.stringify({ valIdA: b.valIdA, valIdB: b.valIdB, mode: b.mode ?? 0 })

/** Who opens or shares a comparison: the account (null when logged out), the IP and the app's visitor id. */
interface ShareDevice {
  ip: string
  visitorId?: string
}

/**
 * Told when a comparison is shared and when a shared one is opened (the rewards module counts a view by someone
 * other than the sharer toward the sharer's share task, and learns the sharer's device from the sharing).
 */
export interface CompareShareViews {
  onSharedView(shareToken: string, ownerId: number, viewer: ShareDevice & { userId: number | null }): Promise<void>
  onSharer(ownerId: number, device: ShareDevice): Promise<void>
}

/**
 * val/compare: the two reports' value breakdowns side by side, row by row (`pkRows`): each row's amount in
 * either report and the difference, which together sum to the gap of the two estimates.
 */
export class CompareService {
  constructor(
    private readonly ctx: MarketContext,
    private readonly views: CompareShareViews,
    /** Where a read reports a stored report that fails its kind's schema (it is served as stored). */
    private readonly warn?: ReportWarn,
  ) {}

  /**
   * Compares two of the caller's reports. Both unlocked: the result is kept as a PK report (kind 4), born unlocked,
   * since everything in it was unlocked already; comparing the same two reports the same way again returns the same
   * report (unlocked reports never change, so neither does their comparison). Either still locked: the comparison
   * holds only what each report shows before unlock (`lockedCompare`), and nothing is kept.
   */
  async compare(userId: number, body: CompareBody): Promise<CompareAnswer> {
    if (body.valIdA === body.valIdB) throw badParameter('参数错误：valIdB 不能与 valIdA 相同')
    const a = await this.generatedReport(userId, body.valIdA, 'valIdA')
    const b = await this.generatedReport(userId, body.valIdB, 'valIdB')
    if (a.gameId !== b.gameId) throw badParameter('参数错误：两份报告不属于同一游戏（valIdB）')
    if (a.status !== ReportStatus.UNLOCKED || b.status !== ReportStatus.UNLOCKED) {
      return this.lockedCompare(a, b, body.mode ?? 0)
    }
    const data = await this.computeCompare(userId, body)
    const input = pkInput(body)
    const reports = this.ctx.reports
    let row = await reports.findOwnedByInput(userId, ReportKind.PK, input)
    if (!row) {
      const summary: Omit<CompareListItem, 'reportId' | 'status' | 'createdAt'> = {
        gameId: data.gameId,
        gameName: data.gameName,
        mode: data.mode,
        gapFen: data.gapFen,
        gapPct: data.gapPct,
        base: { valId: data.base.valId, estimateFen: data.base.estimateFen, level: data.base.level },
        other: { valId: data.other.valId, estimateFen: data.other.estimateFen, level: data.other.level },
      }
      await reports.insertUnlocked(
        {
          id: `r_${randomBytes(12).toString('base64url')}`,
          userId,
          kind: ReportKind.PK,
          gameId: data.gameId,
          evaluateType: NOT_A_VALUATION,
          input,
          now: this.ctx.clock.now(),
          result: JSON.stringify(data),
          teaser: JSON.stringify(summary),
        },
        UNLOCKED_BY_SOURCES,
      )
      row = await reports.findOwnedByInput(userId, ReportKind.PK, input)
      if (!row) throw new Error('PK report missing after insert')
    }
    return pkView(await this.current(userId, decodeReport(row, ReportKind.PK)), 'owner', this.warn)
  }

  /**
   * One of the caller's PK reports, as it was made: it stays readable after either valuation report is deleted.
   * Another user's PK report, or a report of another kind, is 40004 like a missing one.
   */
  async report(userId: number, reportId: string): Promise<CompareReportData> {
    const report = await this.ctx.reports.findReport(reportId, userId, ReportKind.PK)
    if (!report || report.status !== ReportStatus.UNLOCKED || !report.result) throw notFound('报告不存在')
    return pkView(await this.current(userId, report), 'owner', this.warn)
  }

  /**
   * The PK report with the comparison it keeps now. One made before its rows were the two reports' own rows
   * (issue 35: every row present, the `base` row too, each difference other − base) is made again from its
   * reports, which have not changed, while both are still there; after one is deleted it stays as it was made.
   */
  private async current(userId: number, report: PkReport): Promise<PkReport> {
    const kept = sealedResult(report)
    const sideBySide =
      kept.items.some((i) => i.key === BASE_KEY) &&
      kept.items.every((i) => i.diffFen === i.otherContributionFen - i.baseContributionFen && !('unanswered' in i))
    if (sideBySide) return report
    let fresh: CompareData
    try {
      fresh = await this.computeCompare(userId, report.input)
    } catch (e) {
      if (e instanceof BizError) return report
      throw e
    }
    await this.ctx.reports.rewritePk(report.id, JSON.stringify(fresh), this.ctx.clock.now())
    return { ...report, result: fresh }
  }

  /** The caller's PK reports, newest first. */
  async list(userId: number, page: number, pageSize: number): Promise<CompareListData> {
    const { rows, total } = await this.ctx.reports.listOwned(userId, (page - 1) * pageSize, pageSize, ReportKind.PK)
    const list = rows.map((row) => pkListItem(decodeReport(row, ReportKind.PK), 'owner', this.warn))
    return { list, total }
  }

  /** One of the caller's valuation reports that has a result (not unlocked, or unlocked); else 40004 / 40024. */
  private async generatedReport(userId: number, valId: string, field: string): Promise<ValuationReport> {
    const row = await this.ctx.reports.findReport(valId, userId, ReportKind.VALUATION)
    if (!row) throw notFound(`报告不存在（${field}）`)
    const status = row.status
    if (status === ReportStatus.GENERATING) throw new BizError(BizCode.REPORT_NOT_READY, `报告尚未生成完成，无法对比（${field}）`)
    if (status !== ReportStatus.NOT_UNLOCKED && status !== ReportStatus.UNLOCKED) {
      throw new BizError(BizCode.REPORT_NOT_READY, `报告生成失败，无法对比（${field}）`)
    }
    return row
  }

  /**
   * A PK with a locked report: each side as its report shows it (the unlocked one's value and range, the locked
   * one's level and band) and the attributes that differ, which the user typed. The gap and every amount per
   * attribute stay out: with the unlocked side's value they give the locked value away.
   */
  private async lockedCompare(a: ValuationReport, b: ValuationReport, mode: number): Promise<LockedCompareData> {
    const [base, other] = mode === 0 ? [a, b] : [b, a]
    const gameId = a.gameId
    const game = getGame(gameId)
    const gameName = (await this.ctx.gameNames()).get(gameId) ?? game?.name ?? ''
    const side = (row: ValuationReport) => {
      const v: Valuation = sealedResult(row)
      const teaser = row.teaser
      const unlocked = row.status === ReportStatus.UNLOCKED
      return {
        v,
        view: {
          valId: row.id,
          unlocked,
          level: teaser?.level ?? v.level,
          band: teaser?.band ?? accountBand(v).label,
          ...(unlocked ? { estimateFen: v.estimateFen, range: { lowFen: v.range.lowFen, highFen: v.range.highFen } } : {}),
        },
      }
    }
    const s = { base: side(base), other: side(other) }
    const keys = [...new Set([...shownItems(s.base.v.breakdown), ...shownItems(s.other.v.breakdown)].map((i) => i.key))].filter(
      (key) => game !== undefined && getAttribute(game, key) !== undefined,
    )
    const labels = new Map([...shownItems(s.base.v.breakdown), ...shownItems(s.other.v.breakdown)].map((i) => [i.key, i.label]))
    const rows = keys.map((key) => ({
      key,
      label: labels.get(key) ?? key,
      baseValue: attrText(game, key, s.base.v.attrs?.[key]),
      otherValue: attrText(game, key, s.other.v.attrs?.[key]),
    }))
    const items = rows.filter((r) => r.baseValue !== r.otherValue)
    const lockedNames = [s.base.view, s.other.view].filter((x) => !x.unlocked).map((x) => (x === s.base.view ? '基准号' : '对比号'))
    const text =
      `${items.length ? `两个账号有${items.length}项属性不同` : '两个账号的属性相同'}；` +
      `${lockedNames.join('和')}的估价报告解锁后，可查看差价和每项属性差多少钱`
    return {
      locked: true,
      gameId,
      gameName,
      mode,
      base: s.base.view,
      other: s.other.view,
      items,
      sameCount: rows.length - items.length,
      text,
    }
  }

  private async computeCompare(userId: number, body: CompareBody): Promise<CompareData> {
    if (body.valIdA === body.valIdB) throw badParameter('参数错误：valIdB 不能与 valIdA 相同')
    const a = await this.ctx.unlockedReport(userId, body.valIdA, 'valIdA')
    const b = await this.ctx.unlockedReport(userId, body.valIdB, 'valIdB')
    if (a.gameId !== b.gameId) throw badParameter('参数错误：两份报告不属于同一游戏（valIdB）')
    const mode = body.mode ?? 0
    const [base, other] =
      mode === 0
        ? [
            { id: body.valIdA, v: a.valuation },
            { id: body.valIdB, v: b.valuation },
          ]
        : [
            { id: body.valIdB, v: b.valuation },
            { id: body.valIdA, v: a.valuation },
          ]
    const game = getGame(a.gameId)
    const gameName = (await this.ctx.gameNames()).get(a.gameId) ?? game?.name ?? ''

    const items = pkRows(game, base.v, other.v)
    const gapFen = other.v.estimateFen - base.v.estimateFen
    const gapPct = Math.round((gapFen / base.v.estimateFen) * 1000) / 10
    const top = items.filter((i) => i.diffFen !== 0).slice(0, 2)
    const text =
      gapFen === 0
        ? '两个账号估值相同'
        : `对比号比基准号${gapFen > 0 ? '高' : '低'}${yuan(Math.abs(gapFen))}（${gapPct > 0 ? '+' : ''}${gapPct}%）` +
          (top.length
            ? `，主要差在${top.map((i) => `${i.label}（${i.diffFen > 0 ? '+' : '-'}${yuan(Math.abs(i.diffFen))}）`).join('、')}`
            : '')
    const side = (s: { id: string; v: Valuation }) => ({
      valId: s.id,
      estimateFen: s.v.estimateFen,
      level: s.v.level,
      range: { lowFen: s.v.range.lowFen, highFen: s.v.range.highFen },
    })
    return { gameId: a.gameId, gameName, mode, base: side(base), other: side(other), gapFen, gapPct, items, text }
  }

  /**
   * A public link to this comparison: checked exactly like val/compare (the caller's own unlocked reports of
   * one game), then an unguessable token is stored; sharing the same comparison again returns the same token.
   */
  async share(userId: number, body: CompareBody, device: ShareDevice): Promise<CompareShareData> {
    await this.computeCompare(userId, body)
    await this.views.onSharer(userId, device)
    const key = { user_id: userId, val_id_a: body.valIdA, val_id_b: body.valIdB, mode: body.mode ?? 0 }
    const find = () =>
      this.ctx.db
        .selectFrom('compare_share')
        .select('token')
        .where('user_id', '=', key.user_id)
        .where('val_id_a', '=', key.val_id_a)
        .where('val_id_b', '=', key.val_id_b)
        .where('mode', '=', key.mode)
        .executeTakeFirst()
    let row = await find()
    if (!row) {
      const token = `c_${randomBytes(12).toString('base64url')}`
      await this.ctx.db
        .insertInto('compare_share')
        .values({ token, ...key, created_at: this.ctx.clock.now() })
        .onConflict((oc) => oc.doNothing())
        .execute()
      row = await find()
    }
    const token = (row as { token: string }).token
    return { token, path: `/pages/h5/report/compareShare?token=${token}` }
  }

  /**
   * The shared comparison, computed live for the sharer (no login). A share whose reports were deleted or are
   * no longer the sharer's unlocked reports is gone: 40004, the same answer as an unknown token.
   */
  async shared(token: string, viewer: ShareDevice & { userId: number | null }): Promise<SharedCompareData> {
    const row = await this.ctx.db.selectFrom('compare_share').selectAll().where('token', '=', token).executeTakeFirst()
    const gone = () => notFound('分享不存在或已失效')
    if (!row) throw gone()
    let data: CompareData
    try {
      data = await this.computeCompare(toNumber(row.user_id), {
        valIdA: row.val_id_a,
        valIdB: row.val_id_b,
        mode: row.mode === 1 ? 1 : 0,
      })
    } catch (e) {
      if (e instanceof BizError) throw gone()
      throw e
    }
    // The comparison is the shared thing: it counts as one share, whichever of its reports it shows.
    await this.views.onSharedView(token, toNumber(row.user_id), viewer)
    return { ...data, sharedAt: toNumber(row.created_at) }
  }
}
