import type { PurposeRecordsData, PurposeSearchBody, PurposeSearchData } from '../../contract'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { badParameter } from '../../errors'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { Attrs, GameDef } from '../../valuation/catalogue/types'
import type { TrainedModel } from '../../valuation/model/types'
import { presenceTokens } from '../market/analysis'
import { type Listing, type MarketContext, listingView, similarity } from '../market/context'
import { PurposeRecordRepository, PurposeStatus } from './repository'

/** Weight of "has the wanted attributes" in the match score; the rest is overall similarity. */
export const COVERAGE_WEIGHT = 0.6
/** Asks within ±5% of the estimate are "about the estimate" in the reasons. */
const NEAR_ESTIMATE = 0.05
const VIA = { 1: 'link', 2: 'answers', 3: 'valId' } as const

/** Wanted attributes the listing has (labels), and the share of wanted ones it has (1 when nothing specific is wanted). */
export function coverage(game: GameDef, wanted: Attrs, has: Attrs): { had: string[]; missing: string[]; share: number } {
  const want = presenceTokens(game, wanted)
  const got = presenceTokens(game, has)
  const had: string[] = []
  const missing: string[] = []
  for (const [key, label] of want) (got.has(key) ? had : missing).push(label)
  return { had, missing, share: want.size ? had.length / want.size : 1 }
}

/** purpose/search and purpose/records. */
export class PurposeService {
  constructor(private readonly ctx: MarketContext, private readonly records: PurposeRecordRepository) {}

  async search(userId: number, body: PurposeSearchBody): Promise<PurposeSearchData> {
    if (body.minFen > body.maxFen) throw badParameter('参数错误：minFen 不能大于 maxFen')
    const resolved = await this.ctx.resolveAttrs(userId, body, { via: VIA[body.searchType], requireRequired: false })
    const { game, gameName, model, demo } = await this.ctx.loadGame(resolved.gameId)
    const candidates = (await this.ctx.onSale(resolved.gameId, { minFen: body.minFen, maxFen: body.maxFen })).filter((l) => l.id !== resolved.listing?.id)
    const ranked = rank(game, model, resolved.attrs, candidates)
    const page = body.page ?? 1
    const pageSize = body.pageSize ?? 20
    const list = ranked.slice((page - 1) * pageSize, page * pageSize).map((m) => {
      const estimateFen = this.ctx.valuate(model, m.listing.attrs).estimateFen
      const reasons: string[] = []
      if (m.had.length) reasons.push(`有你想要的：${m.had.slice(0, 4).join('、')}${m.had.length > 4 ? ` 等${m.had.length}项` : ''}`)
      if (m.missing.length) reasons.push(`缺少：${m.missing.slice(0, 3).join('、')}${m.missing.length > 3 ? ` 等${m.missing.length}项` : ''}`)
      const r = m.listing.priceFen / estimateFen - 1
      reasons.push(Math.abs(r) <= NEAR_ESTIMATE ? '要价与估值相当' : `要价${r < 0 ? '低于' : '高于'}估值${Math.round(Math.abs(r) * 100)}%`)
      return {
        ...listingView(m.listing, summarizeAttrs(game, m.listing.attrs)),
        score: m.score, similarity: m.similarity, estimateFen, reasons,
      }
    })
    const now = this.ctx.clock.now()
    const status = ranked.length ? PurposeStatus.MATCHED : PurposeStatus.MATCHING
    const recordId = await this.records.insert({
      user_id: userId, game_id: resolved.gameId, search_type: body.searchType,
      input: JSON.stringify({ attrs: resolved.attrs, ...(body.link ? { link: body.link } : {}), ...(resolved.valId ? { valId: resolved.valId } : {}) }),
      min_fen: body.minFen, max_fen: body.maxFen, status, match_count: ranked.length, created_at: now, updated_at: now, matched_at: ranked.length ? now : null,
    })
    return { recordId, status, gameId: resolved.gameId, gameName, total: ranked.length, list, demo }
  }

  async list(userId: number, page: number, pageSize: number): Promise<PurposeRecordsData> {
    const { rows, total } = await this.records.listOwned(userId, (page - 1) * pageSize, pageSize)
    const names = await this.ctx.gameNames()
    return {
      total,
      list: rows.map((r) => ({
        recordId: toNumber(r.id), gameId: toNumber(r.game_id), gameName: names.get(toNumber(r.game_id)) ?? '', searchType: toNumber(r.search_type),
        minFen: toNumber(r.min_fen), maxFen: toNumber(r.max_fen), status: toNumber(r.status), matchCount: toNumber(r.match_count),
        createdAt: toNumber(r.created_at), matchedAt: r.matched_at === null ? null : toNumber(r.matched_at),
      })),
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
