import { randomBytes } from 'node:crypto'
import type {
  PurposeRecordsData,
  PurposeReportBody,
  PurposeReportData,
  PurposeSearchBody,
  PurposeSearchData,
  PurposeTeaser,
} from '../../contract'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import { getGame } from '../../valuation/catalogue'
import type { Attrs, GameDef } from '../../valuation/catalogue/types'
import type { TrainedModel } from '../../valuation/model/types'
import type { CollectRepository } from '../collect/repository'
import { type Listing, type MarketContext, similarity } from '../market/context'
import { priceBand } from '../reports/band'
import { ReportKind, ReportRepository, ReportStatus } from '../reports/repository'
import type { PurposeMatch } from '../reports/kinds'
import type { ReportWarn } from '../reports/report'
import { PurposeMatchStatus } from '../../contract/values'
import { PurposeRecordRepository } from './repository'
import { type Criterion, meetCriteria, wantedCriteria } from './criteria'
import { purposeView } from './view'

/** Weight of "has the wanted attributes" in the match score; the rest is overall similarity. */
export const COVERAGE_WEIGHT = 0.6
/** Asks within ±5% of the estimate are "about the estimate" in the reasons. */
const NEAR_ESTIMATE = 0.05
const VIA = { 1: 'link', 2: 'answers', 3: 'valId' } as const
/** report.evaluate_type of an intention report (it is no valuation). */
const NOT_A_VALUATION = 0

/** The ranked matches an intention report keeps (the locked content); the teaser counts all of them. */
export const PURPOSE_REPORT_LIMIT = 200
/** Near misses (接近的账号) a report keeps after its matches. */
export const PURPOSE_NEAR_LIMIT = 50

/**
 * How many criteria a near miss may lack: one, or up to half of many (an account like a listing asks for all of
 * that listing's skins and items; lacking a few of them is still close).
 */
export const nearAllowance = (criteria: number) => Math.max(1, Math.floor(criteria / 2))

/** A ranked match as stored with the report (schema in modules/reports/kinds.ts). */
type StoredMatch = PurposeMatch

/** The repositories an intention search writes together: its record and the record's report. */
export const INTENTION_SEARCH_REPOS = { records: PurposeRecordRepository, reports: ReportRepository }

/** purpose/search, purpose/report and purpose/records. */
export class IntentionSearchService {
  private readonly records: PurposeRecordRepository

  constructor(
    private readonly ctx: MarketContext,
    private readonly uow: UnitOfWork<typeof INTENTION_SEARCH_REPOS>,
    private readonly collects: CollectRepository,
    /** Where a read reports a stored report that fails its kind's schema (it is served as stored). */
    private readonly warn?: ReportWarn,
  ) {
    this.records = uow.repos.records
  }

  /**
   * Ranks the listings in the range, stores the intention record and its report (born not unlocked, result =
   * the ranked matches) in one transaction, and answers the teaser only.
   */
  async search(userId: number, body: PurposeSearchBody): Promise<PurposeSearchData> {
    if (body.minFen > body.maxFen) throw badParameter('参数错误：minFen 不能大于 maxFen')
    const resolved = await this.ctx.resolveAttrs(userId, body, { via: VIA[body.searchType], requireRequired: false })
    const { game, gameName, model, demo } = await this.ctx.loadGame(resolved.gameId)
    const candidates = (await this.ctx.onSale(resolved.gameId, { minFen: body.minFen, maxFen: body.maxFen })).filter(
      (l) => l.id !== resolved.listing?.listingId,
    )
    const criteria = wantedCriteria(game, resolved.attrs)
    const ranked = rank(game, model, criteria, resolved.attrs, candidates)
    const fits = ranked.filter((m) => !m.missing.length)
    const near = ranked.filter((m) => m.missing.length && m.missing.length <= nearAllowance(criteria.length))
    const stored = [...fits.slice(0, PURPOSE_REPORT_LIMIT), ...near.slice(0, PURPOSE_NEAR_LIMIT)]
    const matches: StoredMatch[] = stored.map((m) => {
      const estimateFen = this.ctx.valuate(model, m.listing.attrs).estimateFen
      const reasons: string[] = []
      if (m.had.length) reasons.push(`有你想要的：${m.had.slice(0, 4).join('、')}${m.had.length > 4 ? ` 等${m.had.length}项` : ''}`)
      if (m.missing.length)
        reasons.push(`缺少：${m.missing.slice(0, 3).join('、')}${m.missing.length > 3 ? ` 等${m.missing.length}项` : ''}`)
      const r = m.listing.priceFen / estimateFen - 1
      reasons.push(Math.abs(r) <= NEAR_ESTIMATE ? '要价与估值相当' : `要价${r < 0 ? '低于' : '高于'}估值${Math.round(Math.abs(r) * 100)}%`)
      const { id: listingId } = m.listing
      return { listingId, score: m.score, similarity: m.similarity, estimateFen, reasons, meetsAll: !m.missing.length }
    })
    const now = this.ctx.clock.now()
    const status = fits.length ? PurposeMatchStatus.MATCHED : PurposeMatchStatus.MATCHING
    const reportId = `r_${randomBytes(12).toString('base64url')}`
    const prices = fits.map((m) => m.listing.priceFen)
    const teaser: Omit<PurposeTeaser, 'recordId' | 'reportId' | 'status'> = {
      gameId: resolved.gameId,
      gameName,
      minFen: body.minFen,
      maxFen: body.maxFen,
      total: fits.length,
      nearTotal: near.length,
      searchType: body.searchType,
      criteria: criteria.map((c) => c.label),
      priceSpread: prices.length ? { low: priceBand(Math.min(...prices)), high: priceBand(Math.max(...prices)) } : null,
      wantedCoverage: { had: Math.max(0, ...ranked.map((m) => m.had.length)), wanted: criteria.length },
      demo,
      createdAt: now,
    }
    const recordId = await this.uow.transaction(async ({ records, reports }) => {
      const id = await records.insert({
        user_id: userId,
        game_id: resolved.gameId,
        search_type: body.searchType,
        input: JSON.stringify({
          attrs: resolved.attrs,
          ...(body.link ? { link: body.link } : {}),
          ...(resolved.valId ? { valId: resolved.valId } : {}),
          reportId,
        }),
        min_fen: body.minFen,
        max_fen: body.maxFen,
        status,
        match_count: fits.length,
        created_at: now,
        updated_at: now,
        matched_at: fits.length ? now : null,
      })
      await reports.insertGenerated({
        id: reportId,
        userId,
        kind: ReportKind.PURPOSE,
        gameId: resolved.gameId,
        evaluateType: NOT_A_VALUATION,
        input: JSON.stringify({ recordId: id, searchType: body.searchType }),
        result: JSON.stringify({ matches }),
        teaser: JSON.stringify({ ...teaser, recordId: id }),
        now,
      })
      return id
    })
    return { recordId, reportId, status: ReportStatus.NOT_UNLOCKED, ...teaser }
  }

  /** The caller's intention report, as its kind's view shows it (another user's or a missing one: 40004). */
  async report(userId: number, body: PurposeReportBody): Promise<PurposeReportData> {
    const report = await this.ctx.reports.findReport(body.reportId, userId, ReportKind.PURPOSE)
    if (!report?.teaser) throw notFound('报告不存在')
    const { teaser } = report
    return purposeView({ ...report, teaser }, 'owner', body, {
      ctx: this.ctx,
      records: this.records,
      collects: this.collects,
      warn: this.warn,
    })
  }

  async list(userId: number, page: number, pageSize: number): Promise<PurposeRecordsData> {
    const { rows, total } = await this.records.listOwned(userId, (page - 1) * pageSize, pageSize)
    const names = await this.ctx.gameNames()
    const reportIds = new Map(rows.map((r) => [toNumber(r.id), (JSON.parse(r.input) as { reportId?: string }).reportId ?? null]))
    const statuses = await this.uow.repos.reports.statusesOwned(
      userId,
      ReportKind.PURPOSE,
      [...reportIds.values()].filter((id): id is string => id !== null),
    )
    return {
      total,
      list: rows.map((r) => {
        const reportId = reportIds.get(toNumber(r.id)) ?? null
        return {
          recordId: toNumber(r.id),
          gameId: toNumber(r.game_id),
          gameName: names.get(toNumber(r.game_id)) ?? '',
          searchType: toNumber(r.search_type),
          minFen: toNumber(r.min_fen),
          maxFen: toNumber(r.max_fen),
          status: toNumber(r.status),
          matchCount: toNumber(r.match_count),
          createdAt: toNumber(r.created_at),
          matchedAt: r.matched_at === null ? null : toNumber(r.matched_at),
          reportId,
          reportStatus: reportId === null ? null : (statuses.get(reportId) ?? null),
        }
      }),
    }
  }
}

function rank(game: GameDef, model: TrainedModel, criteria: Criterion[], wanted: Attrs, listings: Listing[]) {
  return listings
    .map((listing) => {
      const { had, missing } = meetCriteria(game, criteria, listing.attrs)
      const share = criteria.length ? had.length / criteria.length : 1
      const sim = similarity(model, wanted, listing.attrs)
      const score = Math.round((COVERAGE_WEIGHT * share + (1 - COVERAGE_WEIGHT) * sim) * 1000) / 1000
      return { listing, had, missing, similarity: sim, score }
    })
    .sort((a, b) => b.score - a.score || a.listing.priceFen - b.listing.priceFen || a.listing.id - b.listing.id)
}

/**
 * After a market import: every purpose record of the game still matching (status 0) whose price range now holds an
 * on-sale listing meeting all its criteria (as the search counts them) becomes matched (status 1). Returns how many
 * records changed.
 */
export async function rematchPurposeRecords(db: Db, gameId: number, now: number): Promise<number> {
  const repo = new PurposeRecordRepository(db)
  const game = getGame(gameId)
  if (!game) return 0
  let changed = 0
  for (const r of await repo.matching(gameId)) {
    const criteria = wantedCriteria(game, (JSON.parse(r.input) as { attrs?: Attrs }).attrs ?? {})
    const listings = await repo.fitsAttrs(gameId, toNumber(r.min_fen), toNumber(r.max_fen))
    const fits = listings.filter((attrs) => !meetCriteria(game, criteria, attrs).missing.length).length
    if (fits > 0 && (await repo.markMatched(toNumber(r.id), fits, now))) changed++
  }
  return changed
}
