import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import type { AccountInfoData, AccountInfoSaveBody, PublishData } from '../../contract'
import { GoodsPublishStatus, GoodsStatus, ReportLockStatus, UnlockPerfectStatus } from '../../contract/values'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import type { GameRow, ReportAccountRow } from '../../db/schema'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import { ownListingLink } from '../../market/links'
import { getGame } from '../../valuation/catalogue'
import type { Attrs, GameDef } from '../../valuation/catalogue/types'
import { attrText } from '../../valuation/catalogue/attr-text'
import type { GameRepository } from '../games/repository'
import { insertOwnListing, markListingSold, ownListing, putListingOnSale, takeListingOffShelf } from '../market/queries'
import { OutcomeSource, linkReportOutcome } from '../outcomes/queries'
import { ReportKind, ReportStatus, type ReportRepository } from '../reports/repository'
import { type Report, gate } from '../reports/report'
import { isLiveUser, isRealNameVerified } from '../user/queries'
import { ReportAccountRepository } from './repository'

/** Spec enumerations (section 3). */

/** Contact formats: WeChat id (letter first, 6-20), QQ number (5-12 digits), mainland mobile number. */
const CONTACT_RULES: Record<number, { re: RegExp; name: string }> = {
  1: { re: /^[A-Za-z][-_A-Za-z0-9]{5,19}$/, name: '微信号' },
  2: { re: /^[1-9]\d{4,11}$/, name: 'QQ号' },
  3: { re: /^1[3-9]\d{9}$/, name: '手机号' },
}

export const NotPublishable = {
  LINK: '链接估价的账号来自已挂牌的商品，不能重复发布；请用属性估价你自己的账号后发布',
  GAME: '该游戏暂不支持发布',
  FAILED: '报告生成失败，无法发布',
  LOCKED: '报告解锁后才能发布',
  INFO: '请先完善账号信息',
  SOLD: '账号已售出，不能再次发布',
  NOT_ON_SALE: '账号未在售，无法标记为已售出',
} as const

/**
 * Unlock-perfect status of a report (spec: 1 must, 2 can, 3 not yet, 4 no need):
 * generating → 3; failed → 4 (nothing to complete); account information saved → 4; otherwise 1 when the
 * valued attributes lack a required one (link and auth valuations can carry partial data), else 2.
 */
export function perfectStatusOf(
  reportStatus: number,
  game: GameDef | undefined,
  attrs: Attrs,
  account: ReportAccountRow | undefined,
): number {
  if (reportStatus === ReportStatus.GENERATING) return UnlockPerfectStatus.NOT_YET
  if (reportStatus === ReportStatus.FAILED) return UnlockPerfectStatus.NO_NEED
  if (account?.completed_at != null) return UnlockPerfectStatus.NO_NEED
  const missingRequired = (game?.attributes ?? []).some((a) => a.required && attrs[a.key] === undefined)
  return missingRequired ? UnlockPerfectStatus.MUST : UnlockPerfectStatus.CAN
}

/** Goods publish status with the reason when publishing is disabled (-1). */
export function publishStateOf(
  report: Pick<ValuationReport, 'evaluateType' | 'status'>,
  gameOpen: boolean,
  account: ReportAccountRow | undefined,
): { status: number; reason?: string } {
  if (report.evaluateType === 1) return { status: GoodsPublishStatus.DISABLED, reason: NotPublishable.LINK }
  if (!gameOpen) return { status: GoodsPublishStatus.DISABLED, reason: NotPublishable.GAME }
  if (report.status === ReportStatus.FAILED) return { status: GoodsPublishStatus.DISABLED, reason: NotPublishable.FAILED }
  return {
    status: account?.publish_status === GoodsPublishStatus.PUBLISHED ? GoodsPublishStatus.PUBLISHED : GoodsPublishStatus.UNPUBLISHED,
  }
}

/** A game reports can be published for: enabled and named. */
const isOpen = (game: GameRow | undefined): boolean => !!game && game.enabled === 1 && !!game.name

type ValuationReport = Report<typeof ReportKind.VALUATION>

const attrsOf = (report: ValuationReport): Attrs => report.input.attrs ?? {}

/**
 * The attributes the owner is asked to confirm: the priced ones, which are exactly the rows of the report's
 * 价值构成 (answered or 未填写). Unpriced answers (段位, 贵族, 备注) never appear in the report, so asking to
 * confirm them would ask about something the report does not show.
 */
const confirmableAttributes = (game: GameDef | undefined) => (game?.attributes ?? []).filter((a) => a.priced)

/**
 * Completing a valued account's information (owner only) and publishing it into `market_listing` as one of
 * this service's own listings (source 游戏估价, link under LISTING_BASE_URL), at the price the user asks.
 */
export class AccountInfoService {
  private readonly uow: UnitOfWork<{ accounts: typeof ReportAccountRepository }>
  private readonly accounts: ReportAccountRepository

  constructor(
    private readonly db: Db,
    private readonly reports: ReportRepository,
    private readonly games: GameRepository,
    private readonly clock: Clock,
    /** Intention searches of a game matched again after a listing appears (the purpose module answers it). */
    private readonly rematchPurposes: (gameId: number, now: number) => Promise<number>,
    private readonly listingBase: string,
  ) {
    this.uow = unitOfWork(db, { accounts: ReportAccountRepository })
    this.accounts = this.uow.repos.accounts
  }

  /** The two flags val/valReport carries, from the report and game rows that read already holds. */
  async reportFlags(
    userId: number,
    report: ValuationReport,
    game: GameRow | undefined,
  ): Promise<{ perfectStatus: number; publishStatus: number }> {
    const account = await this.accounts.find(report.id, userId)
    const gameOpen = isOpen(game)
    return {
      perfectStatus: perfectStatusOf(report.status, getGame(report.gameId), attrsOf(report), account),
      publishStatus: publishStateOf(report, gameOpen, account).status,
    }
  }

  async info(userId: number, valId: string): Promise<AccountInfoData> {
    const { report, account, gameOpen, gameName } = await this.load(userId, valId)
    const game = getGame(report.gameId)
    const attrs = attrsOf(report)
    const publish = publishStateOf(report, gameOpen, account)
    const shown = gate(report)
    const estimate = shown.state === 'unlocked' ? shown.result.estimateFen : undefined
    return {
      valId: report.id,
      gameId: report.gameId,
      gameName,
      evaluateType: report.evaluateType,
      reportStatus: report.status,
      locked: report.status === ReportStatus.UNLOCKED ? ReportLockStatus.UNLOCKED : ReportLockStatus.LOCKED,
      perfectStatus: perfectStatusOf(report.status, game, attrs, account),
      publishStatus: publish.status,
      ...(publish.reason ? { publishBlockedReason: publish.reason } : {}),
      ...(estimate !== undefined ? { estimateFen: estimate } : {}),
      attrs: confirmableAttributes(game).map((a) => ({
        key: a.key,
        label: a.label,
        value: attrText(game, a.key, attrs[a.key]),
        required: a.required,
        present: attrs[a.key] !== undefined,
      })),
      info:
        account?.completed_at != null
          ? {
              serverRegion: account.server_region ?? '',
              contactType: account.contact_type ?? 0,
              contact: account.contact ?? '',
              description: account.description ?? '',
              confirmedAttrs: JSON.parse(account.confirmed_attrs ?? '[]') as string[],
              completedAt: toNumber(account.completed_at),
            }
          : null,
      listing: await this.listingOf(account),
    }
  }

  async save(userId: number, body: AccountInfoSaveBody): Promise<AccountInfoData> {
    const { report } = await this.load(userId, body.valId)
    if (report.status === ReportStatus.GENERATING) throw new BizError(BizCode.REPORT_NOT_READY, '报告尚未生成完成')
    if (report.status === ReportStatus.FAILED) throw new BizError(BizCode.REPORT_NOT_READY, '报告生成失败，无需完善')
    const serverRegion = body.serverRegion.trim()
    if (!serverRegion) throw badParameter('参数错误：请填写区服（serverRegion）')
    const contact = body.contact.trim()
    const rule = CONTACT_RULES[body.contactType]
    if (!rule.re.test(contact)) throw badParameter(`参数错误：${rule.name}格式不正确（contact）`)
    const attrs = attrsOf(report)
    const confirmable = new Set(confirmableAttributes(getGame(report.gameId)).map((a) => a.key))
    const unknown = body.confirmedAttrs.find((k) => attrs[k] === undefined || !confirmable.has(k))
    if (unknown !== undefined) throw badParameter(`参数错误：报告中没有该属性：${unknown}（confirmedAttrs）`)
    await this.accounts.saveInfo(
      report.id,
      userId,
      {
        serverRegion,
        contactType: body.contactType,
        contact,
        description: (body.description ?? '').trim(),
        confirmedAttrs: [...new Set(body.confirmedAttrs)],
      },
      this.clock.now(),
    )
    return this.info(userId, body.valId)
  }

  /**
   * Publishes (or re-prices) the account. Order of checks: owner (40004), publishing disabled (50000 with the
   * reason), report unlocked (50000), real-name verified (40100), information completed (50000).
   */
  async publish(userId: number, valId: string, priceFen: number): Promise<PublishData> {
    const { report, account, gameOpen } = await this.load(userId, valId)
    const state = publishStateOf(report, gameOpen, account)
    if (state.status === GoodsPublishStatus.DISABLED) throw new BizError(BizCode.NOT_PUBLISHABLE, state.reason)
    if (report.status !== ReportStatus.UNLOCKED) throw new BizError(BizCode.NOT_PUBLISHABLE, NotPublishable.LOCKED)
    if (!(await isRealNameVerified(this.db, userId))) throw new BizError(BizCode.NOT_REAL_NAME)
    if (account?.completed_at == null) throw new BizError(BizCode.NOT_PUBLISHABLE, NotPublishable.INFO)

    const now = this.clock.now()
    await this.uow.transaction(async ({ accounts }, trx) => {
      // Lock order of every write to a published account (publish, unpublish, account deletion): report_account
      // first, then market_listing. Concurrent publishes of one report therefore create one listing, and an
      // interleaved unpublish waits instead of deadlocking.
      const locked = await accounts.hold(report.id, userId, now)
      if (!locked) throw new BizError(BizCode.NOT_PUBLISHABLE, NotPublishable.INFO)
      // Read under the row lock: an account deletion that committed meanwhile has already taken this
      // account's listing down, and must not see it put back on sale.
      if (!(await isLiveUser(trx, userId))) throw new BizError(BizCode.NOT_LOGGED_IN)
      let listingId = locked.listingId
      // A sold account is someone else's now: its deal stays a deal.
      if (listingId !== null && (await ownListing(trx, listingId))?.status === 'sold')
        throw new BizError(BizCode.NOT_PUBLISHABLE, NotPublishable.SOLD)
      if (listingId !== null) {
        await putListingOnSale(trx, listingId, priceFen, now)
      } else {
        listingId = await insertOwnListing(trx, {
          gameId: report.gameId,
          externalId: `u_${randomBytes(9).toString('base64url')}`,
          priceFen,
          attrs: attrsOf(report),
          listingBase: this.listingBase,
          now,
        })
      }
      await accounts.markPublished(report.id, { listingId, priceFen }, now)
    })
    // Intention searches waiting for an account like this one may match it now.
    await this.rematchPurposes(report.gameId, now)
    const after = await this.accounts.find(report.id, userId)
    return { publishStatus: GoodsPublishStatus.PUBLISHED, listing: await this.listingOf(after) }
  }

  /** Takes the listing off sale (kept as off_shelf, reused when published again). Idempotent. */
  async unpublish(userId: number, valId: string): Promise<PublishData> {
    const { report } = await this.load(userId, valId)
    const now = this.clock.now()
    await this.uow.transaction(async ({ accounts }, trx) => {
      // Same lock order as publish: the account row (decided under its lock, never from an earlier read),
      // then its listing.
      const listingId = await accounts.unpublish(report.id, userId, now)
      if (listingId !== undefined) await takeListingOffShelf(trx, listingId, now)
    })
    return { publishStatus: GoodsPublishStatus.UNPUBLISHED, listing: await this.listingOf(await this.accounts.find(report.id, userId)) }
  }

  /**
   * The publisher sold the published account at `priceFen`: the listing becomes a deal (goods status 0), the account
   * is no longer published, and the price is the report's realised price (issue 41). Only a published account can be
   * marked sold (50000 otherwise); marking it again answers the same.
   */
  async markSold(userId: number, valId: string, priceFen: number): Promise<PublishData> {
    const { report } = await this.load(userId, valId)
    const now = this.clock.now()
    await this.uow.transaction(async ({ accounts }, trx) => {
      // Publish's lock order: the account row first (unpublished under its lock), then its listing.
      const listingId = await accounts.unpublish(report.id, userId, now)
      if (listingId === undefined) {
        const current = await accounts.find(report.id, userId)
        const listing = current?.listing_id != null ? await ownListing(trx, current.listing_id) : undefined
        if (listing?.status === 'sold') return
        throw new BizError(BizCode.NOT_PUBLISHABLE, NotPublishable.NOT_ON_SALE)
      }
      await markListingSold(trx, listingId, priceFen, now)
      await linkReportOutcome(trx, report.id, { source: OutcomeSource.LISTING, sourceRef: String(listingId), priceFen, dealtAt: now }, now)
    })
    return { publishStatus: GoodsPublishStatus.UNPUBLISHED, listing: await this.listingOf(await this.accounts.find(report.id, userId)) }
  }

  private async load(userId: number, valId: string) {
    const report = await this.reports.findReport(valId, userId, ReportKind.VALUATION)
    if (!report) throw notFound('报告不存在')
    const [account, game] = await Promise.all([this.accounts.find(report.id, userId), this.games.findGame(report.gameId)])
    return { report, account, gameOpen: isOpen(game), gameName: game?.name ?? '' }
  }

  private async listingOf(account: ReportAccountRow | undefined): Promise<PublishData['listing']> {
    if (!account || account.listing_id === null) return null
    const row = await ownListing(this.db, account.listing_id)
    if (!row) return null
    return {
      listingId: toNumber(row.id),
      url: row.url ?? ownListingLink(row.external_id, this.listingBase),
      priceFen: toNumber(row.price_fen),
      publishedAt: toNumber(account.published_at ?? 0),
      status: row.status === 'on_sale' ? 1 : 0,
      ...(row.status === 'sold' ? { goodsStatus: GoodsStatus.DEAL } : {}),
    }
  }
}
