import { randomBytes } from 'node:crypto'
import { OutcomeSource, linkReportOutcome } from '../outcomes/queries'
import type { CheckEvaluateBody, CheckRecordsData, CheckReportData } from '../../contract'
import { TraderIdentity } from '../../contract/values'
import type { UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import { indexAt } from '../../valuation/model/time-index'
import type { TrainedModel } from '../../valuation/model/types'
import type { MarketContext } from '../market/context'
import { yuan } from '../market/context'
import { findAccountReport } from '../reports/account-reports'
import { accountBand } from '../reports/band'
import type { CheckResult, CheckStoredTeaser } from '../reports/kinds'
import { type Report, type ReportWarn, decodeReport, storedTeaser } from '../reports/report'
import { ReportKind, ReportRepository, ReportStatus } from '../reports/repository'
import { ProfitRecordRepository, recordReportId } from './repository'
import { teaserVerdict, verdictOf } from './verdict'
import { checkRecordView, checkView } from './view'

const EARLIEST_PAID_AT = Date.UTC(2010, 0, 1)
/** Check reports are computed from answers or from one of the user's reports: stored as a props valuation. */
const EVALUATE_TYPE_PROPS = 2
/** `unlocked_by` of a check report born unlocked: its value is that of this unlocked valuation report. */
const unlockedByReport = (valId: string) => `report:${valId}`

/**
 * What the report row stores as its teaser and its locked figures (schemas in modules/reports/kinds.ts). The
 * teaser's verdict is not trusted when read: rows stored before the band-only rule hold the exact verdict, so reads
 * derive it again from the band and the price paid (`teaserVerdict`), and from the figures once unlocked.
 */
type StoredTeaser = CheckStoredTeaser
type StoredResult = CheckResult
type CheckReport = Report<typeof ReportKind.CHECK>

/** The repositories a check writes together: its record and the record's report. */
export const DID_I_LOSE_REPOS = { records: ProfitRecordRepository, reports: ReportRepository }

/**
 * check/evaluate, check/report and check/records. Every did-I-lose result is a check report (kind 3). It is born not
 * unlocked, and before unlock only the teaser (verdict, price band, what the user entered) leaves the service, unless
 * the caller has unlocked a valuation report on the account (the one they picked, or one of the same listing or
 * attributes): then the value is that report's, which they have bought, and the check report is born unlocked.
 */
export class DidILoseService {
  private readonly records: ProfitRecordRepository

  constructor(
    private readonly ctx: MarketContext,
    private readonly uow: UnitOfWork<typeof DID_I_LOSE_REPOS>,
    /** Where a read reports a stored report that fails its kind's schema (it is served as stored). */
    private readonly warn?: ReportWarn,
  ) {
    this.records = uow.repos.records
  }

  async evaluate(userId: number, body: CheckEvaluateBody): Promise<CheckReportData> {
    const now = this.ctx.clock.now()
    if (body.paidAt > now) throw badParameter('参数错误：paidAt 不能晚于当前时间')
    if (body.paidAt < EARLIEST_PAID_AT) throw badParameter('参数错误：paidAt 应为毫秒时间戳（2010 年以后）')
    const resolved = await this.ctx.resolveAttrs(userId, body, { via: body.valId !== undefined ? 'valId' : 'answers' })
    const { gameName, model, demo } = await this.ctx.loadGame(resolved.gameId)
    // Only the caller's own reports of the game are read, and only an unlocked one gives its value away.
    const own = await findAccountReport(this.ctx.db, userId, {
      gameId: resolved.gameId,
      attrs: resolved.attrs,
      ...(resolved.valId ? { valId: resolved.valId } : {}),
    })
    const source = own?.unlocked ? own : null
    const v = source ? source.valuation : this.ctx.valuate(model, resolved.attrs)

    const identity = body.identity ?? TraderIdentity.BUYER
    const { result, verdict, band, marketChangePct } = checkFigures(model, v, { ...body, identity }, now)
    const { valueNowFen, valueAtPaidFen, profitFen } = result
    const teaser: StoredTeaser = {
      gameName,
      verdict: teaserVerdict(band, body.paidFen, identity),
      band,
      paidFen: body.paidFen,
      paidAt: body.paidAt,
      identity,
      marketChangePct,
      demo,
      ...(source ? { sourceValId: source.valId } : {}),
    }
    const reportId = `r_${randomBytes(12).toString('base64url')}`
    const recordInput = { attrs: resolved.attrs, ...(resolved.valId ? { valId: resolved.valId } : {}), reportId }

    // The record and its report land together: a record never points at a missing report.
    const recordId = await this.uow.transaction(async ({ records, reports }, trx) => {
      const id = await records.insert({
        user_id: userId,
        game_id: resolved.gameId,
        input: JSON.stringify(recordInput),
        paid_fen: body.paidFen,
        paid_at: body.paidAt,
        value_now_fen: valueNowFen,
        value_at_paid_fen: valueAtPaidFen,
        profit_fen: profitFen,
        profit_bp: Math.round((profitFen / body.paidFen) * 10000),
        verdict,
        result: JSON.stringify({ ...result, marketChangePct, demo }),
        created_at: now,
      })
      const report = {
        id: reportId,
        userId,
        kind: ReportKind.CHECK,
        gameId: resolved.gameId,
        evaluateType: EVALUATE_TYPE_PROPS,
        input: JSON.stringify({ recordId: id, attrs: resolved.attrs, ...(resolved.valId ? { valId: resolved.valId } : {}) }),
        now,
        result: JSON.stringify(result),
        teaser: JSON.stringify(teaser),
      }
      // Nothing to sell when the value is one the caller already unlocked: payment then answers 40026.
      if (source) await reports.insertUnlocked(report, unlockedByReport(source.valId))
      else await reports.insertGenerated(report)
      // The price paid realises the caller's own valuation of this account (when it is near enough in time).
      if (own)
        await linkReportOutcome(
          trx,
          own.valId,
          { source: OutcomeSource.CHECK, sourceRef: reportId, priceFen: body.paidFen, dealtAt: body.paidAt },
          now,
        )
      return id
    })
    const head = { recordId, reportId, gameId: resolved.gameId, ...teaser, identity, createdAt: now }
    if (!source) return { ...head, status: ReportStatus.NOT_UNLOCKED }
    return { ...head, status: ReportStatus.UNLOCKED, verdict, ...result, unlockedAt: now }
  }

  /** The caller's check report: the teaser while not unlocked, with every figure (and the exact verdict) once unlocked. */
  async report(userId: number, reportId: string): Promise<CheckReportData> {
    let report = await this.ctx.reports.findReport(reportId, userId, ReportKind.CHECK)
    if (!report) throw notFound('报告不存在')
    if (report.status === ReportStatus.NOT_UNLOCKED && (await this.unlockIfBought(userId, report))) {
      report = (await this.ctx.reports.findReport(reportId, userId, ReportKind.CHECK)) ?? report
    }
    return checkView(report, 'owner', this.warn)
  }

  /**
   * A check made while its account's valuation report was still locked, read after the user unlocked that report:
   * the value is now one they bought, so the check is worked out again from that report's valuation (as of the
   * check's own day) and unlocked, instead of being sold a second time. Only from not unlocked (1), once. True when
   * the row may have changed (this call or a concurrent one unlocked it), so the caller reads it again.
   */
  private async unlockIfBought(userId: number, report: CheckReport): Promise<boolean> {
    const { input, gameId } = report
    if (!input.attrs) return false
    const own = await findAccountReport(this.ctx.db, userId, { gameId, attrs: input.attrs, ...(input.valId ? { valId: input.valId } : {}) })
    if (!own?.unlocked) return false
    let model: TrainedModel
    try {
      model = (await this.ctx.loadGame(gameId)).model
    } catch {
      return false
    }
    const stored = storedTeaser(report)
    const trade = { ...stored, identity: stored.identity ?? TraderIdentity.BUYER }
    const { result, verdict, band, marketChangePct } = checkFigures(model, own.valuation, trade, report.createdAt)
    const teaser: StoredTeaser = {
      ...trade,
      band,
      marketChangePct,
      verdict: teaserVerdict(band, trade.paidFen, trade.identity),
      sourceValId: own.valId,
    }
    const now = this.ctx.clock.now()
    return this.uow.transaction(async ({ records, reports }) => {
      const content = { result: JSON.stringify(result), teaser: JSON.stringify(teaser) }
      // Another read unlocked it first (or a payment did): the caller reads the row again either way.
      if (!(await reports.unlock(report.id, unlockedByReport(own.valId), now, content))) return true
      await records.updateFigures(input.recordId, userId, {
        value_now_fen: result.valueNowFen,
        value_at_paid_fen: result.valueAtPaidFen,
        profit_fen: result.profitFen,
        profit_bp: Math.round((result.profitFen / stored.paidFen) * 10000),
        verdict,
        result: JSON.stringify({ ...result, marketChangePct, demo: stored.demo }),
      })
      return true
    })
  }

  async list(userId: number, page: number, pageSize: number): Promise<CheckRecordsData> {
    const { rows, total } = await this.records.listOwned(userId, (page - 1) * pageSize, pageSize)
    const reportIds = rows.map(recordReportId).filter((id): id is string => !!id)
    const reports = new Map(
      (await this.ctx.reports.findOwnedMany(reportIds, userId, ReportKind.CHECK)).map((r) => [r.id, decodeReport(r, ReportKind.CHECK)]),
    )
    const list: CheckRecordsData['list'] = []
    for (const r of rows) {
      const report = reports.get(recordReportId(r) ?? '')
      if (report) list.push(checkRecordView(report, 'owner', this.warn))
    }
    return { total, list }
  }
}

/**
 * The figures of a check: the value (`v`, a fresh estimate or an unlocked report's), moved to the trade's month by
 * the game's price index as of `asOf`, against the trade's price. The profit is the trader's: a buyer gains when the
 * account is worth more than they paid, a seller when it is worth less than they sold it for.
 */
function checkFigures(
  model: TrainedModel,
  v: { estimateFen: number; range: { lowFen: number; highFen: number } },
  trade: { paidFen: number; paidAt: number; identity: TraderIdentity },
  asOf: number,
): { result: StoredResult; verdict: ReturnType<typeof verdictOf>; band: string; marketChangePct: number } {
  const indexChange = indexAt(model.priceIndex, asOf) - indexAt(model.priceIndex, trade.paidAt)
  const valueNowFen = v.estimateFen
  const valueAtPaidFen = Math.round(valueNowFen * Math.exp(-indexChange))
  const seller = trade.identity === TraderIdentity.SELLER
  const profitFen = seller ? trade.paidFen - valueNowFen : valueNowFen - trade.paidFen
  const profitPct = Math.round((profitFen / trade.paidFen) * 1000) / 10
  const verdict = verdictOf(profitPct)
  const marketChangePct = Math.round((Math.exp(indexChange) - 1) * 1000) / 10
  const overpaidFen = trade.paidFen - valueAtPaidFen
  const figures = { valueNowFen, valueAtPaidFen, overpaidFen, profitPct, marketChangePct, paidFen: trade.paidFen, verdict }
  const result: StoredResult = {
    valueNowFen,
    valueAtPaidFen,
    profitFen,
    profitPct,
    range: { lowFen: v.range.lowFen, highFen: v.range.highFen },
    overpaidFen,
    text: seller ? sellerText(figures) : buyerText(figures),
  }
  return { result, verdict, band: accountBand(v).label, marketChangePct }
}

interface TextFigures {
  valueNowFen: number
  valueAtPaidFen: number
  overpaidFen: number
  profitPct: number
  marketChangePct: number
  paidFen: number
  verdict: ReturnType<typeof verdictOf>
}

const signedPct = (pct: number) => `${pct > 0 ? '+' : ''}${pct}%`
const marketSince = (pct: number, since: string) =>
  Math.abs(pct) >= 2 ? `；${since}以来行情${pct > 0 ? '上涨' : '下跌'}${Math.abs(pct)}%` : ''

function buyerText(f: TextFigures): string {
  if (f.verdict === '持平') return `按当前行情账号约值${yuan(f.valueNowFen)}，与你支付的${yuan(f.paidFen)}基本持平`
  const diff = f.valueNowFen - f.paidFen
  return (
    `按当前行情账号约值${yuan(f.valueNowFen)}，比你支付的${yuan(f.paidFen)}${diff < 0 ? '少' : '多'}${yuan(Math.abs(diff))}（${signedPct(f.profitPct)}），${f.verdict}` +
    (f.overpaidFen > 0 && f.valueAtPaidFen < f.paidFen * 0.95 ? `；购买时约多付了${yuan(f.overpaidFen)}` : '') +
    marketSince(f.marketChangePct, '购买')
  )
}

/** A seller's reading: sold for X, worth Y today; 卖亏了 when the account is now worth more than it fetched. */
function sellerText(f: TextFigures): string {
  if (f.verdict === '持平') return `按当前行情账号约值${yuan(f.valueNowFen)}，与你卖出的${yuan(f.paidFen)}基本持平`
  const diff = f.valueNowFen - f.paidFen
  return (
    `你以${yuan(f.paidFen)}卖出，按当前行情账号约值${yuan(f.valueNowFen)}，${diff > 0 ? '多' : '少'}${yuan(Math.abs(diff))}（你的盈亏 ${signedPct(f.profitPct)}），卖${f.verdict}` +
    (f.overpaidFen < 0 && f.paidFen < f.valueAtPaidFen * 0.95 ? `；卖出时约少卖了${yuan(-f.overpaidFen)}` : '') +
    marketSince(f.marketChangePct, '卖出')
  )
}
