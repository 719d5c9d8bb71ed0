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
import { badParameter, notFound } from '../../errors'
import { getGame } from '../../valuation/catalogue'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { Attrs, GameDef } from '../../valuation/catalogue/types'
import type { TrainedModel } from '../../valuation/model/types'
import type { CollectRepository } from '../collect/repository'
import { presenceTokens } from '../market/analysis'
import { type Listing, type MarketContext, similarity } from '../market/context'
import { priceBand } from '../reports/band'
import { ReportKind, ReportRepository, ReportStatus } from '../reports/repository'
import { PurposeMatchStatus } from '../../contract/values'
import { PurposeRecordRepository } from './repository'

/** Weight of "has the wanted attributes" in the match score; the rest is overall similarity. */
export const COVERAGE_WEIGHT = 0.6
/** Asks within ±5% of the estimate are "about the estimate" in the reasons. */
const NEAR_ESTIMATE = 0.05
const VIA = { 1: 'link', 2: 'answers', 3: 'valId' } as const
/** report.evaluate_type of an intention report (it is no valuation). */
const NOT_A_VALUATION = 0

/** Wanted attributes the listing has (labels), and the share of wanted ones it has (1 when nothing specific is wanted). */
export function coverage(game: GameDef, wanted: Attrs, has: Attrs): { had: string[]; missing: string[]; share: number } {
  const want = presenceTokens(game, wanted)
  const got = presenceTokens(game, has)
  const had: string[] = []
  const missing: string[] = []
  for (const [key, label] of want) (got.has(key) ? had : missing).push(label)
  return { had, missing, share: want.size ? had.length / want.size : 1 }
}

/** The ranked matches an intention report keeps (the locked content); the teaser counts all of them. */
export const PURPOSE_REPORT_LIMIT = 200

/** One ranked match as stored in the report's result (the listing is re-read for its current price and status). */
interface StoredMatch {
  listingId: number
  score: number
  similarity: number
  estimateFen: number
  reasons: string[]
}

/** purpose/search, purpose/report and purpose/records. */
export class PurposeService {
  constructor(
    private readonly ctx: MarketContext,
    private readonly records: PurposeRecordRepository,
    private readonly collects: CollectRepository,
  ) {}

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
    const ranked = rank(game, model, resolved.attrs, candidates)
    const matches: StoredMatch[] = ranked.slice(0, PURPOSE_REPORT_LIMIT).map((m) => {
      const estimateFen = this.ctx.valuate(model, m.listing.attrs).estimateFen
      const reasons: string[] = []
      if (m.had.length) reasons.push(`有你想要的：${m.had.slice(0, 4).join('、')}${m.had.length > 4 ? ` 等${m.had.length}项` : ''}`)
      if (m.missing.length)
        reasons.push(`缺少：${m.missing.slice(0, 3).join('、')}${m.missing.length > 3 ? ` 等${m.missing.length}项` : ''}`)
      const r = m.listing.priceFen / estimateFen - 1
      reasons.push(Math.abs(r) <= NEAR_ESTIMATE ? '要价与估值相当' : `要价${r < 0 ? '低于' : '高于'}估值${Math.round(Math.abs(r) * 100)}%`)
      return { listingId: m.listing.id, score: m.score, similarity: m.similarity, estimateFen, reasons }
    })
    const now = this.ctx.clock.now()
    const status = ranked.length ? PurposeMatchStatus.MATCHED : PurposeMatchStatus.MATCHING
    const reportId = `r_${randomBytes(12).toString('base64url')}`
    const prices = ranked.map((m) => m.listing.priceFen)
    const best = ranked[0]
    const teaser: Omit<PurposeTeaser, 'recordId' | 'reportId' | 'status'> = {
      gameId: resolved.gameId,
      gameName,
      minFen: body.minFen,
      maxFen: body.maxFen,
      total: ranked.length,
      priceSpread: prices.length ? { low: priceBand(Math.min(...prices)), high: priceBand(Math.max(...prices)) } : null,
      wantedCoverage: { had: best ? best.had.length : 0, wanted: presenceTokens(game, resolved.attrs).size },
      demo,
      createdAt: now,
    }
    const recordId = await this.ctx.db.transaction().execute(async (trx) => {
      const id = await new PurposeRecordRepository(trx).insert({
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
        match_count: ranked.length,
        created_at: now,
        updated_at: now,
        matched_at: ranked.length ? now : null,
      })
      await new ReportRepository(trx).insertGenerated({
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

  /**
   * The caller's intention report: the teaser while not unlocked; once unlocked also a page of the ranked
   * matches, each with the listing's current price and status and whether the caller collected it.
   */
  async report(userId: number, body: PurposeReportBody): Promise<PurposeReportData> {
    const row = await this.ctx.reports.findOwned(body.reportId, userId, ReportKind.PURPOSE)
    if (!row || !row.teaser) throw notFound('报告不存在')
    const teaser = JSON.parse(row.teaser) as Omit<PurposeTeaser, 'reportId' | 'status'>
    const head = {
      ...teaser,
      reportId: row.id,
      status: row.status,
      unlockedAt: row.unlocked_at === null ? null : toNumber(row.unlocked_at),
    }
    if (row.status !== ReportStatus.UNLOCKED) return head
    const { matches } = JSON.parse(row.result ?? '{"matches":[]}') as { matches: StoredMatch[] }
    const page = body.page ?? 1
    const pageSize = body.pageSize ?? 20
    const slice = matches.slice((page - 1) * pageSize, page * pageSize)
    const ids = slice.map((m) => m.listingId)
    const [listings, collected] = await Promise.all([this.ctx.listingsByIds(ids), this.collects.collectedIds(userId, ids)])
    const game = getGame(row.game_id)
    const list = slice.flatMap((m) => {
      const l = listings.get(m.listingId)
      if (!l) return []
      return [{ ...this.ctx.listingView(l, game ? summarizeAttrs(game, l.attrs) : []), ...m, collected: collected.has(m.listingId) }]
    })
    return { ...head, list, listTotal: matches.length }
  }

  async list(userId: number, page: number, pageSize: number): Promise<PurposeRecordsData> {
    const { rows, total } = await this.records.listOwned(userId, (page - 1) * pageSize, pageSize)
    const names = await this.ctx.gameNames()
    const reportIds = new Map(rows.map((r) => [toNumber(r.id), (JSON.parse(r.input) as { reportId?: string }).reportId ?? null]))
    const statuses = await this.records.reportStatuses(
      userId,
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

function rank(game: GameDef, model: TrainedModel, wanted: Attrs, listings: Listing[]) {
  return listings
    .map((listing) => {
      const cov = coverage(game, wanted, listing.attrs)
      const sim = similarity(model, wanted, listing.attrs)
      const score = Math.round((COVERAGE_WEIGHT * cov.share + (1 - COVERAGE_WEIGHT) * sim) * 1000) / 1000
      return { listing, had: cov.had, missing: cov.missing, similarity: sim, score }
    })
    .sort((a, b) => b.score - a.score || a.listing.priceFen - b.listing.priceFen || a.listing.id - b.listing.id)
}

/**
 * After a market import: every purpose record of the game still matching (status 0) whose price range now
 * holds an on-sale listing becomes matched (status 1). Returns how many records changed.
 */
export async function rematchPurposeRecords(db: Db, gameId: number, now: number): Promise<number> {
  const repo = new PurposeRecordRepository(db)
  let changed = 0
  for (const r of await repo.matching(gameId)) {
    const fits = await repo.countFits(gameId, toNumber(r.min_fen), toNumber(r.max_fen))
    if (fits > 0 && (await repo.markMatched(toNumber(r.id), fits, now))) changed++
  }
  return changed
}
