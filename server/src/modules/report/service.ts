import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock'
import type { GoodsDetailData, PropertyConfirmBody, PropertyConfirm, SharedReportData, ShareLinkData } from '../../contract'
import { badParameter, notFound } from '../../errors'
import { getGame } from '../../valuation/catalogue'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { MarketContext } from '../market/context'
import { findAccountReport } from '../reports/account-reports'
import { type PriceBand, accountBand } from '../reports/band'
import type { ReportRepository } from '../reports/repository'
import type { ReportExtrasRepository } from '../reports/extras-repository'

/** Share links stay valid for 30 days. */
export const SHARE_TTL_MS = 30 * 24 * 3600 * 1000
export const SHARE_PATH = '/pages/h5/report/share'
const INVALID_SHARE = '分享链接无效或已过期'

/** The shown part of a report by id (the valuation module answers it). */
export interface SharedReports {
  readShared(valId: string): Promise<SharedReportData>
}

/** Whether a user keeps a listing among their favourites (the collect module answers it). */
export interface Favourites {
  isCollected(userId: number, listingId: number): Promise<boolean>
}

/** Who opened a shared report: the logged-in user, if any, the client's IP and the app's visitor id. */
export interface SharedViewer {
  userId: number | null
  ip: string
  visitorId?: string
}

/**
 * Told when a share link is made and when a shared report is opened (the rewards module counts a view by someone
 * other than the owner toward the owner's share task, and learns the owner's device from the sharing).
 */
export interface ShareViews {
  onSharedView(reportId: string, ownerId: number, viewer: SharedViewer): Promise<void>
  onSharer(ownerId: number, device: Omit<SharedViewer, 'userId'>): Promise<void>
}

export interface ReportShareDeps {
  reports: ReportRepository
  extras: ReportExtrasRepository
  shared: SharedReports
  market: MarketContext
  favourites: Favourites
  views: ShareViews
  clock: Clock
  secret: string
  /** Where the H5 build is served (the share page's full address, as the help code's link QR uses it). */
  publicBaseUrl: string
}

/**
 * Around a valuation report: the owner's property confirmation, share links and the shared view, and the
 * detail page of a listing (a comparable or a similar account).
 *
 * Share tokens are `<valId>.<expiry base36>.<HMAC>`: stateless, so every replica can check them, and they
 * grant nothing but the shared view (teaser; full figures only once the owner has unlocked the report).
 */
export class ReportShareService {
  constructor(private readonly deps: ReportShareDeps) {}

  async confirmProperties(userId: number, body: PropertyConfirmBody): Promise<PropertyConfirm> {
    const row = await this.deps.reports.findOwned(body.valId, userId)
    if (!row) throw notFound('报告不存在')
    const feedback = body.feedback?.trim() ?? ''
    if (body.status === 2 && !feedback) throw badParameter('缺少参数 feedback')
    const now = this.deps.clock.now()
    await this.deps.extras.saveConfirm(row.id, userId, body.status, body.status === 2 ? feedback : null, now)
    return this.deps.extras.propertyConfirm(row.id)
  }

  async shareLink(userId: number, valId: string, device: Omit<SharedViewer, 'userId'>): Promise<ShareLinkData> {
    const row = await this.deps.reports.findOwned(valId, userId)
    if (!row) throw notFound('报告不存在')
    await this.deps.views.onSharer(userId, device)
    const expiresAt = this.deps.clock.now() + SHARE_TTL_MS
    const payload = `${row.id}.${expiresAt.toString(36)}`
    const shareToken = `${payload}.${this.sign(payload)}`
    const path = `${SHARE_PATH}?shareToken=${encodeURIComponent(shareToken)}`
    return { shareToken, expiresAt, path, url: `${this.deps.publicBaseUrl}#${path}` }
  }

  /** The shared view; a view by anyone but the owner is reported to `views` (only for a report that exists). */
  async sharedReport(shareToken: string, viewer: SharedViewer): Promise<SharedReportData> {
    const valId = this.verify(shareToken)
    if (!valId) throw notFound(INVALID_SHARE)
    const data = await this.deps.shared.readShared(valId)
    const owner = (await this.deps.reports.find(valId))?.user_id
    if (owner !== undefined) await this.deps.views.onSharedView(valId, owner, viewer)
    return data
  }

  /**
   * A listing's detail. Its estimate is what a link valuation of the listing sells, so it is given only to a caller
   * who has unlocked a valuation report on that account (the listing itself, or the same attributes of the game);
   * anyone else gets its coarse band, and the id of their own report on it when they have one to unlock.
   */
  async goodsDetail(userId: number, listingId: number): Promise<GoodsDetailData> {
    const ctx = this.deps.market
    const l = await ctx.listingById(listingId)
    if (!l) throw notFound('商品不存在')
    const game = getGame(l.gameId)
    const names = await ctx.gameNames()
    let estimateFen: number | null
    let band: PriceBand | null
    try {
      const { model } = await ctx.loadGame(l.gameId)
      // Valued from the attributes only: the asking price is never an input.
      const v = ctx.valuate(model, l.attrs)
      estimateFen = v.estimateFen
      band = accountBand(v)
    } catch {
      estimateFen = null
      band = null
    }
    const own =
      estimateFen === null
        ? null
        : await findAccountReport(ctx.db, userId, {
            gameId: l.gameId,
            attrs: l.attrs,
            listing: { source: l.source, externalId: l.externalId },
          })
    const collected = await this.deps.favourites.isCollected(userId, l.id)
    return {
      ...ctx.listingView(l, game ? summarizeAttrs(game, l.attrs) : []),
      gameId: l.gameId,
      gameName: names.get(l.gameId) ?? '',
      kind: l.kind,
      soldAt: l.soldAt ?? null,
      attrs: game ? summarizeAttrs(game, l.attrs, 30) : [],
      estimateFen: own?.unlocked ? estimateFen : null,
      estimateLocked: estimateFen !== null && !own?.unlocked,
      band,
      ...(own ? { valId: own.valId } : {}),
      collected,
      collectable: l.kind === 'listing',
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.deps.secret).update(`share:${payload}`).digest('base64url').slice(0, 32)
  }

  /** The report id of a well-formed, correctly signed, unexpired token; otherwise null. */
  private verify(token: string): string | null {
    const parts = token.split('.')
    if (parts.length !== 3) return null
    const [valId, exp, sig] = parts
    const expected = Buffer.from(this.sign(`${valId}.${exp}`))
    const given = Buffer.from(sig)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    const expiresAt = parseInt(exp, 36)
    if (!Number.isFinite(expiresAt) || expiresAt < this.deps.clock.now()) return null
    return valId
  }
}
