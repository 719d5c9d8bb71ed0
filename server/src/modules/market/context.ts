import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { GoodsStatus, PriceType } from '../../contract/values'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import { DEMO_SOURCE } from '../../market/demo'
import type { MarketRow } from '../../market/format'
import { ownListingLink } from '../../market/links'
import type { LinkReader, LinkedListing } from './link-reader'
import { toMarketRow } from '../../market/store'
import { getGame } from '../../valuation/catalogue'
import type { Attrs, GameDef } from '../../valuation/catalogue/types'
import { attrsFromAnswers } from '../games/answers'
import { vectorize } from '../../valuation/model/features'
import { predict } from '../../valuation/model/predict'
import type { TrainedModel, Valuation } from '../../valuation/model/types'
import type { GameRepository } from '../games/repository'
import type { ModelRegistry } from '../models/registry'
import { requireOpenGame } from '../games/open-game'
import { ReportKind, type ReportRepository } from '../reports/repository'
import { gate } from '../reports/report'

/** A market row with its database id (the `listingId` clients use). */
export interface Listing extends MarketRow {
  id: number
}

export interface LoadedGame {
  game: GameDef
  gameName: string
  model: TrainedModel
  demo: boolean
  /** The served model's version stamp (`LoadedModel.stamp`): what is computed from the model is kept per stamp. */
  stamp: number
}

export interface AttrsInput {
  gameId?: number
  answers?: Record<string, unknown>
  link?: string
  valId?: string
}

export interface ResolvedAttrs {
  gameId: number
  attrs: Attrs
  /** The listing a link points at (`listingId` when the market data holds it). */
  listing?: LinkedListing
  valId?: string
}

/**
 * What the market features share: open-game checks, the trained model of a game, turning answers / a link /
 * one of the caller's reports into validated attributes, listing queries and attribute similarity.
 */
export class MarketContext {
  constructor(
    readonly db: Db,
    private readonly games: GameRepository,
    private readonly registry: ModelRegistry,
    readonly reports: ReportRepository,
    readonly clock: Clock,
    private readonly listingBase: string,
    private readonly links: LinkReader,
  ) {}

  /** A listing as the app shows it; demo listings link to this service's own listing pages. */
  listingView(l: Listing, keyAttrs: string[]) {
    return listingView(l, keyAttrs, this.listingBase)
  }

  async gameNames(): Promise<Map<number, string>> {
    return new Map((await this.games.listAllGames()).map((g) => [g.game_id, g.name]))
  }

  requireOpenGame(gameId: number): Promise<string> {
    return requireOpenGame(this.games, gameId)
  }

  /** The game's trained model; a game without one (too few deals, not trained yet) → 40023 with the reason. */
  async loadGame(gameId: number): Promise<LoadedGame> {
    const gameName = await this.requireOpenGame(gameId)
    const game = getGame(gameId)
    const loaded = this.registry.get(gameId)
    if (!game || !loaded) throw new BizError(BizCode.GAME_NOT_OPEN, `${gameName}的估价模型尚未就绪，请稍后重试`)
    if (loaded.model.status !== 'trained') throw new BizError(BizCode.GAME_NOT_OPEN, loaded.model.reason)
    return { game, gameName, model: loaded.model, demo: loaded.demo, stamp: loaded.stamp }
  }

  valuate(model: TrainedModel, attrs: Attrs): Valuation {
    const v = predict(model, attrs, { asOf: this.clock.now() })
    if (v.status !== 'ok') throw new BizError(BizCode.GAME_NOT_OPEN, v.reason)
    return v
  }

  /** Validated answers → attrs, with the first three problems named as 40000 (as val/valuation does). */
  validate(gameId: number, answers: unknown, requireRequired = true): Attrs {
    return attrsFromAnswers(gameId, answers, { requireRequired })
  }

  /**
   * Attributes from exactly the input the caller chose: `answers` (with gameId), `link` (read by the link reader,
   * as link valuation reads it) or `valId` (one of the caller's own reports; another user's id looks missing).
   */
  async resolveAttrs(
    userId: number,
    input: AttrsInput,
    opts: { via: 'answers' | 'link' | 'valId'; requireRequired?: boolean },
  ): Promise<ResolvedAttrs> {
    if (opts.via === 'link') {
      if (!input.link) throw badParameter('缺少参数 link')
      const listing = await this.links.read(input.link, input.gameId)
      return { gameId: listing.gameId, attrs: listing.attrs, listing }
    }
    if (opts.via === 'valId') {
      if (!input.valId) throw badParameter('缺少参数 valId')
      const report = await this.reports.findReport(input.valId, userId, ReportKind.VALUATION)
      if (!report) throw notFound('报告不存在')
      if (input.gameId !== undefined && input.gameId !== report.gameId) throw badParameter('参数错误：报告不属于所选游戏')
      return { gameId: report.gameId, attrs: report.input.attrs ?? {}, valId: report.id }
    }
    if (input.gameId === undefined) throw badParameter('缺少参数 gameId')
    if (input.answers === undefined) throw badParameter('缺少参数 answers')
    await this.requireOpenGame(input.gameId)
    return { gameId: input.gameId, attrs: this.validate(input.gameId, input.answers, opts.requireRequired ?? true) }
  }

  /** A report of the caller's that is generated and unlocked, with its stored valuation. */
  async unlockedReport(userId: number, valId: string, field: string): Promise<{ gameId: number; valuation: Valuation }> {
    const report = await this.reports.findReport(valId, userId, ReportKind.VALUATION)
    if (!report) throw notFound(`报告不存在（${field}）`)
    const shown = gate(report)
    if (shown.state !== 'unlocked') throw new BizError(BizCode.REPORT_NOT_READY, `报告尚未解锁，无法对比（${field}）`)
    return { gameId: report.gameId, valuation: shown.result }
  }

  async listingById(id: number): Promise<Listing | undefined> {
    const row = await this.db.selectFrom('market_listing').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? { ...toMarketRow(row), id: toNumber(row.id) } : undefined
  }

  async listingsByIds(ids: number[]): Promise<Map<number, Listing>> {
    if (!ids.length) return new Map()
    const rows = await this.db.selectFrom('market_listing').selectAll().where('id', 'in', ids).execute()
    return new Map(rows.map((r) => [toNumber(r.id), { ...toMarketRow(r), id: toNumber(r.id) }]))
  }

  /** Listings still on sale for a game, optionally within an asking-price range (fen, inclusive). */
  async onSale(gameId: number, range?: { minFen: number; maxFen: number }): Promise<Listing[]> {
    let q = this.db
      .selectFrom('market_listing')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('kind', '=', 'listing')
      .where('status', '=', 'on_sale')
    if (range) q = q.where('price_fen', '>=', range.minFen).where('price_fen', '<=', range.maxFen)
    const rows = await q.orderBy('id').execute()
    return rows.map((r) => ({ ...toMarketRow(r), id: toNumber(r.id) }))
  }

  async rowsForGame(gameId: number): Promise<Listing[]> {
    const rows = await this.db.selectFrom('market_listing').selectAll().where('game_id', '=', gameId).orderBy('id').execute()
    return rows.map((r) => ({ ...toMarketRow(r), id: toNumber(r.id) }))
  }
}

/**
 * A listing as the app shows it: its price is an asset price (price type 1: what the account is offered or sold for;
 * nothing here forecasts a future price), and a sold one carries the spec's goods status 0 (deal).
 */
export function listingView(l: Listing, keyAttrs: string[], listingBase: string) {
  return {
    listingId: l.id,
    externalId: l.externalId,
    source: l.source === DEMO_SOURCE ? '演示数据' : l.source,
    url: l.url ?? (l.source === DEMO_SOURCE ? ownListingLink(l.externalId, listingBase) : null),
    priceFen: l.priceFen,
    priceType: PriceType.ASSET,
    status: l.status,
    ...(l.status === 'sold' ? { goodsStatus: GoodsStatus.DEAL } : {}),
    listedAt: l.listedAt,
    keyAttrs,
    demo: l.demo,
  }
}

/**
 * Similarity of two accounts in the model's comparables space (standardized features weighted by |β|), the
 * same measure the valuation's comparables use: exp(−distance / scale), 1 = identical.
 */
export function similarity(model: TrainedModel, a: Attrs, b: Attrs): number {
  const xa = vectorize(model.features, a, model.mean)
  const xb = vectorize(model.features, b, model.mean)
  let d = 0
  for (let j = 0; j < xa.length; j++) {
    const diff = ((xa[j] - xb[j]) / model.sd[j]) * model.knn.weights[j]
    d += diff * diff
  }
  return Math.round(Math.exp(-Math.sqrt(d) / model.knn.scale) * 1000) / 1000
}

export const yuan = (fen: number): string => {
  const y = fen / 100
  return y >= 10000 ? `${(y / 10000).toFixed(y >= 100000 ? 0 : 1)}万元` : `${Math.round(y)}元`
}
