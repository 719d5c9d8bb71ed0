import type { CollectListData, CollectToggleBody, CollectToggleData, GoodsSimilarBody, GoodsSimilarData } from '../../contract'
import { toNumber } from '../../db/numbers'
import { SimilarListType } from '../../contract/values'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import { ReportKind, ReportStatus } from '../reports/repository'
import { getGame } from '../../valuation/catalogue'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { Attrs } from '../../valuation/catalogue/types'
import { type MarketContext, similarity } from '../market/context'
import type { CollectRepository } from './repository'

/** collect/toggle, collect/list and goods/similar. */
export class CollectService {
  constructor(
    private readonly ctx: MarketContext,
    private readonly collects: CollectRepository,
  ) {}

  async toggle(userId: number, body: CollectToggleBody): Promise<CollectToggleData> {
    const listing = await this.ctx.listingById(body.listingId)
    if (!listing || listing.kind !== 'listing') throw notFound('商品不存在')
    if (await this.collects.remove(userId, body.listingId)) return { listingId: body.listingId, collected: false }
    await this.collects.add(userId, body.listingId, body.origin, this.ctx.clock.now())
    return { listingId: body.listingId, collected: true }
  }

  async isCollected(userId: number, listingId: number): Promise<boolean> {
    return (await this.collects.collectedIds(userId, [listingId])).has(listingId)
  }

  async list(userId: number, page: number, pageSize: number): Promise<CollectListData> {
    const { rows, total } = await this.collects.listOwned(userId, (page - 1) * pageSize, pageSize)
    const listings = await this.ctx.listingsByIds(rows.map((r) => toNumber(r.listing_id)))
    const list: CollectListData['list'] = []
    for (const r of rows) {
      const l = listings.get(toNumber(r.listing_id))
      if (!l) continue
      const game = getGame(l.gameId)
      list.push({
        ...this.ctx.listingView(l, game ? summarizeAttrs(game, l.attrs) : []),
        gameId: l.gameId,
        origin: toNumber(r.origin),
        collectedAt: toNumber(r.created_at),
      })
    }
    return { list, total }
  }

  /**
   * The account of one of the caller's did-I-lose reports (similar list type 3, check): listed from its full result,
   * so only once it is unlocked (its attributes give the value away no more than the result then does). Undefined
   * when the id names no such report (it may name a valuation report).
   */
  private async checkAccount(userId: number, reportId: string): Promise<{ gameId: number; attrs: Attrs } | undefined> {
    const report = await this.ctx.reports.findReport(reportId, userId, ReportKind.CHECK)
    if (!report) return undefined
    if (report.status !== ReportStatus.UNLOCKED) throw new BizError(BizCode.REPORT_NOT_READY, '解锁盈亏报告后可查看相似在售账号')
    if (!report.input.attrs) throw badParameter('该盈亏报告没有账号属性，无法查找相似账号')
    return { gameId: report.gameId, attrs: report.input.attrs }
  }

  /**
   * On-sale listings of the same game most like the account of one of the caller's reports (valId: a valuation
   * report, or for type 3 a did-I-lose report) or of a listing (listingId), by the model's comparables similarity.
   * `type` says which page shows the list.
   */
  async similar(userId: number, body: GoodsSimilarBody): Promise<GoodsSimilarData> {
    let gameId: number
    let attrs: Attrs
    let selfId: number | undefined
    const check = body.type === SimilarListType.CHECK && body.valId !== undefined ? await this.checkAccount(userId, body.valId) : undefined
    if (check) {
      gameId = check.gameId
      attrs = check.attrs
    } else if (body.valId !== undefined) {
      const r = await this.ctx.resolveAttrs(userId, { valId: body.valId }, { via: 'valId' })
      gameId = r.gameId
      attrs = r.attrs
    } else if (body.listingId !== undefined) {
      const l = await this.ctx.listingById(body.listingId)
      if (!l) throw notFound('商品不存在')
      gameId = l.gameId
      attrs = l.attrs
      selfId = l.id
    } else {
      throw badParameter('缺少参数 valId 或 listingId')
    }
    const { game, model, demo } = await this.ctx.loadGame(gameId)
    const ranked = (await this.ctx.onSale(gameId))
      .filter((l) => l.id !== selfId)
      .map((l) => ({ l, sim: similarity(model, attrs, l.attrs) }))
      .sort((a, b) => b.sim - a.sim || a.l.id - b.l.id)
    const page = body.page ?? 1
    const pageSize = body.pageSize ?? 10
    const shown = ranked.slice((page - 1) * pageSize, page * pageSize)
    const collected = await this.collects.collectedIds(
      userId,
      shown.map((s) => s.l.id),
    )
    return {
      type: body.type,
      gameId,
      total: ranked.length,
      demo,
      list: shown.map((s) => ({
        ...this.ctx.listingView(s.l, summarizeAttrs(game, s.l.attrs)),
        similarity: s.sim,
        collected: collected.has(s.l.id),
      })),
    }
  }
}
