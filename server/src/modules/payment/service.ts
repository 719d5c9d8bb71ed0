import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import type { CouponListData, PayStatusData, PayTransData, PaymentConfigData, UseCouponData } from '../../contract'
import {
  DISCOUNT_COUNTDOWN_MS,
  PayResult,
  PayScene,
  PayStage,
  PayType,
  ReportKind,
  ReportStatus,
  TerminalCode,
} from '../../contract/values'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import type { ReportRow } from '../../db/schema'
import { BizCode, BizError, notFound } from '../../errors'
import { CHINA_OFFSET_MS } from '../../contract/values/china-time'
import { COUPON_SOURCE_TEXT, type CouponSource } from '../../contract/values/coupons'
import {
  NotifyRejected,
  type IncomingNotify,
  type NotifyAck,
  type PaymentLaunch,
  type PaymentNotice,
  type PayProvider,
  type PayProviderName,
} from '../../providers/pay/types'
import type { PayPrices } from '../config/pay-prices'
import { unlockPrice, type CampaignPrice } from './unlock-price'
import type { GameRepository } from '../games/repository'
import { reportHeadline } from '../reports/headline'
import type { ReportWarn } from '../reports/report'
import { ReportRepository } from '../reports/repository'
import { CouponRepository, type CouponTab } from './coupons-repository'
import { NotifyLog, type NotifyHandling } from './notify-log'
import { OrderRepository, type NewPayOrder, type PayOrderRow } from './orders-repository'
import { PAID_TWICE, RefundDesk } from './refund-desk'
import { isIosMiniProgram, payRoutes, type PayClient, type PayRoute } from './pay-channels'
import { businessMetrics } from '../../observability/business-metrics'
import { postPaid, postRefund } from '../messages/queries'

export { PAID_TWICE } from './refund-desk'

/** An unpaid order closes after 30 minutes, here and at the provider. */
export const ORDER_TTL_MS = 30 * 60 * 1000

/** The report kind each pay scene unlocks. */
const SCENE_KIND: Record<PayScene, number> = {
  [PayScene.EVALUATE_UNLOCK]: ReportKind.VALUATION,
  [PayScene.INTENTION_UNLOCK]: ReportKind.PURPOSE,
  [PayScene.PROFIT_UNLOCK]: ReportKind.CHECK,
}

const KIND_TITLE: Record<number, string> = {
  [ReportKind.VALUATION]: '估价报告',
  [ReportKind.PURPOSE]: '意向推荐报告',
  [ReportKind.CHECK]: '我亏了吗报告',
}

export const IOS_PAY_BLOCKED = '根据苹果公司规定，iOS 小程序暂不支持购买虚拟商品，可使用解锁券或邀请好友助力解锁'
export const MINOR_PAY_BLOCKED = '未满18周岁，暂不支持支付，可使用解锁券或邀请好友助力'
/** 40100's text on payTrans: says why, and that the other ways to unlock need no real name. */
export const REAL_NAME_REQUIRED_TO_PAY = '付费解锁前需完成实名认证，也可使用解锁券或邀请好友助力'

/** Where a JSAPI payer's openid belongs: the mini-program, or the official account (WeChat's browser). */
export type WeixinApp = 'miniProgram' | 'officialAccount'

/** What payment needs to know about the payer, declared here and filled by the composition root. */
export interface Payers {
  /**
   * Whether the user passed real-name verification, and the 18th birthday (UTC ms) of a user whose real-name
   * check showed a minor (else null).
   */
  standing(userId: number): Promise<{ realNameVerified: boolean; minorUntil: number | null }>
  /** The user's openid in that WeChat app, once known (mini-program login, an earlier authorisation). */
  weixinOpenId(userId: number, app: WeixinApp): Promise<string | undefined>
  /** Exchanges a code from that app for the user's openid and remembers it; undefined when the app is not set up. */
  codeToOpenId(userId: number, app: WeixinApp, code: string): Promise<string | undefined>
}

export interface PaymentDeps {
  db: Db
  clock: Clock
  games: GameRepository
  prices: () => Promise<PayPrices>
  /** The campaign price running at `now` for a scene (the pricing module's campaigns), if any. */
  campaignPrice: (scene: PayScene, now: number) => Promise<CampaignPrice | undefined>
  providers: ReadonlyMap<PayProviderName, PayProvider>
  payers: Payers
  /** Public base URL of this service (absolute return URLs for providers' cashiers), ending in '/'. */
  publicBaseUrl: string
  log: (obj: Record<string, unknown>, msg: string) => void
  /** Reads tell it about stored reports that fail their kind's schema. */
  warn: ReportWarn
}

const PAYMENT_REPOS = { orders: OrderRepository, coupons: CouponRepository, reports: ReportRepository }

/** Our out_trade_no: P + Beijing time to the second + 8 random characters (23, letters and digits). */
function newOrderNo(now: number): string {
  const stamp = new Date(now + CHINA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14)
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
  const random = Array.from(randomBytes(8), (b) => alphabet[b % 32]).join('')
  return `P${stamp}${random}`
}

/**
 * Paid unlock: prices (from the service's config, never the client), orders and their state machine
 * (created → paid | closed, closed → paid when the provider took the money meanwhile, paid | closed → refunded),
 * provider notifies (verified, idempotent), unlock coupons, and the unlock itself, which commits in the same
 * transaction as the payment or the coupon spend. A payment for a report already unlocked is refunded.
 */
export class PaymentService {
  private readonly uow: UnitOfWork<typeof PAYMENT_REPOS>
  private readonly orders: OrderRepository
  private readonly coupons: CouponRepository
  private readonly reports: ReportRepository
  private readonly enabled: ReadonlySet<PayProviderName>
  private readonly desk: RefundDesk
  private readonly notifyLog: NotifyLog

  constructor(private readonly deps: PaymentDeps) {
    this.uow = unitOfWork(deps.db, PAYMENT_REPOS)
    this.orders = this.uow.repos.orders
    this.coupons = this.uow.repos.coupons
    this.reports = this.uow.repos.reports
    this.enabled = new Set(deps.providers.keys())
    this.desk = new RefundDesk(deps)
    this.notifyLog = new NotifyLog(deps.db, deps.log)
  }

  /** The report a scene unlocks, owned by the user and unlockable; a clear code for every other case. */
  private async unlockable(userId: number, scene: PayScene, valId: string): Promise<ReportRow> {
    const report = await this.reports.findOwned(valId, userId, SCENE_KIND[scene])
    if (!report) throw notFound('报告不存在')
    if (report.status === ReportStatus.GENERATING) throw new BizError(BizCode.REPORT_NOT_READY)
    if (report.status === ReportStatus.FAILED) throw new BizError(BizCode.REPORT_FAILED)
    if (report.status === ReportStatus.UNLOCKED) throw new BizError(BizCode.REPORT_ALREADY_UNLOCKED)
    return report
  }

  private async priceOf(scene: PayScene, report: ReportRow, now: number) {
    const [prices, campaign] = await Promise.all([this.deps.prices(), this.deps.campaignPrice(scene, now)])
    return unlockPrice(prices[scene], { endsAt: Number(report.created_at) + DISCOUNT_COUNTDOWN_MS, now }, campaign)
  }

  /**
   * Whether this user may pay on this client: `blocked` is why they cannot (iOS mini-program, a minor), and
   * `realNameRequired` that they must verify their real name first (anti-addiction rules: paid game services
   * only for verified adults). A minor cannot pass verification, so a minor is told 40104, never sent to verify.
   */
  private async payGate(userId: number, client: PayClient): Promise<{ blocked: string | null; realNameRequired: boolean }> {
    if (isIosMiniProgram(client)) return { blocked: IOS_PAY_BLOCKED, realNameRequired: false }
    const { realNameVerified, minorUntil } = await this.deps.payers.standing(userId)
    if (minorUntil !== null && this.deps.clock.now() < minorUntil) return { blocked: MINOR_PAY_BLOCKED, realNameRequired: false }
    return { blocked: null, realNameRequired: !realNameVerified }
  }

  async config(userId: number, scene: PayScene, valId: string, client: PayClient): Promise<PaymentConfigData> {
    const report = await this.unlockable(userId, scene, valId)
    const now = this.deps.clock.now()
    const price = await this.priceOf(scene, report, now)
    const [game, couponCount, open, { blocked, realNameRequired }] = await Promise.all([
      this.deps.games.findGame(report.game_id),
      this.coupons.countUsable(userId, now),
      this.openOrder(userId, report.id, now),
      this.payGate(userId, client),
    ])
    const payTypes = blocked ? [] : [...new Set(payRoutes(client, this.enabled).map((r) => r.payType))]
    const stage = open ? PayStage.IN_PROGRESS : couponCount > 0 ? PayStage.COUPON : price.inDiscount ? PayStage.COUNT_DOWN : PayStage.NONE
    const { level } = reportHeadline(report, this.deps.warn)
    const note = priceNote(price)
    return {
      scene,
      valId: report.id,
      report: {
        kind: report.kind,
        title: KIND_TITLE[report.kind] ?? '报告',
        gameId: report.game_id,
        gameName: game?.name ?? '',
        level,
        createdAt: Number(report.created_at),
      },
      listPriceFen: price.list,
      discountPriceFen: price.discount,
      priceFen: price.amount,
      discountEndsAt: price.discountEndsAt,
      serverTime: now,
      stage,
      payTypes,
      couponCount,
      priceNote: note,
      retentionText: note,
      campaign: price.campaign && { name: price.campaign.name, originalPriceFen: price.campaign.listFen, endsAt: price.campaign.endsAt },
      payBlockedReason: blocked,
      realNameRequired,
      openOrder: open ? brief(open) : null,
    }
  }

  /** The open order, closing it first when it has expired (so an expired order is never offered). */
  private async openOrder(userId: number, reportId: string, now: number): Promise<PayOrderRow | undefined> {
    const open = await this.orders.findOpen(userId, reportId)
    if (!open) return undefined
    if (open.expires_at > now) return open
    await this.closeOrder(open, 'expired')
    return undefined
  }

  /**
   * Creates the order (or returns the open one for the same pay route) and starts the payment at the provider.
   * One open order per (user, report): a racing second call finds the first one's order through the unique index.
   */
  async payTrans(
    userId: number,
    input: { scene: PayScene; valId: string; payType: 1 | 2; wxCode?: string; returnPath?: string },
    client: PayClient & { ip: string },
  ): Promise<PayTransData> {
    const report = await this.unlockable(userId, input.scene, input.valId)
    const { blocked, realNameRequired } = await this.payGate(userId, client)
    if (blocked) throw new BizError(blocked === MINOR_PAY_BLOCKED ? BizCode.PAY_UNDER_AGE : BizCode.PAY_TYPE_UNAVAILABLE, blocked)
    // Before any order exists: an unverified player is sent to verify, then comes back to pay.
    if (realNameRequired) throw new BizError(BizCode.NOT_REAL_NAME, REAL_NAME_REQUIRED_TO_PAY)
    const route = payRoutes(client, this.enabled).find((r) => r.payType === input.payType)
    if (!route) throw new BizError(BizCode.PAY_TYPE_UNAVAILABLE)
    const now = this.deps.clock.now()

    const open = await this.openOrder(userId, report.id, now)
    if (open && open.pay_type === route.payType && open.provider === route.provider && open.channel === route.channel) {
      // Without its launch it is still being opened at the provider by a concurrent call.
      if (!open.launch) return this.awaitLaunch(userId, report.id)
      return { order: brief(open), launch: JSON.parse(open.launch) as PaymentLaunch }
    }
    // A different way to pay: only once the provider has closed the old order can a second one be paid.
    if (open) await this.switchFrom(open)

    const price = await this.priceOf(input.scene, report, now)
    const order = {
      id: newOrderNo(now),
      user_id: userId,
      scene: input.scene,
      report_id: report.id,
      list_fen: price.list,
      discount_fen: price.list - price.amount,
      coupon_id: null,
      amount_fen: price.amount,
      pay_type: route.payType,
      provider: route.provider,
      channel: route.channel,
      terminal: client.terminal,
      trade_no: null,
      status: 'created' as const,
      launch: null,
      created_at: now,
      expires_at: now + ORDER_TTL_MS,
      paid_at: null,
      closed_at: null,
      close_reason: null,
      refunded_at: null,
      refund_no: null,
      updated_at: now,
    }
    try {
      await this.insertWhileLocked(order)
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      // Another request opened the order first: it is ours to return once it has its launch.
      return this.awaitLaunch(userId, report.id)
    }
    const launch = await this.startAtProvider(order, route, input, client, report)
    await this.orders.setLaunch(order.id, JSON.stringify(launch))
    return { order: brief(order), launch }
  }

  private async startAtProvider(
    order: { id: string; amount_fen: number; expires_at: number; user_id: number },
    route: PayRoute,
    input: { wxCode?: string; returnPath?: string },
    client: { ip: string; terminal: number },
    report: ReportRow,
  ): Promise<PaymentLaunch> {
    try {
      let openid: string | undefined
      if (route.channel === 'jsapi') {
        // The mini-program knows the user from their WeChat login; WeChat's browser needs the official account's
        // authorisation once (the app redirects for a code when told 40030).
        const app: WeixinApp = client.terminal === TerminalCode.weixin ? 'miniProgram' : 'officialAccount'
        openid =
          (input.wxCode ? await this.deps.payers.codeToOpenId(order.user_id, app, input.wxCode) : undefined) ??
          (await this.deps.payers.weixinOpenId(order.user_id, app))
        if (!openid) throw new BizError(BizCode.WX_AUTH_REQUIRED)
      }
      // The page the payer returns to learns which order to confirm from its query.
      const base = input.returnPath ?? '/'
      const returnPath = `${base}${base.includes('?') ? '&' : '?'}orderNo=${order.id}`
      return await this.provider(route.provider).create({
        orderNo: order.id,
        amountFen: order.amount_fen,
        description: describeOrder(report.kind),
        expiresAt: order.expires_at,
        channel: route.channel,
        ...(openid ? { openid } : {}),
        clientIp: client.ip,
        // The sandbox cashier is on this service: a path keeps the user on the origin they came from.
        returnUrl: route.provider === 'sandbox' ? returnPath : new URL(returnPath.replace(/^\//, ''), this.deps.publicBaseUrl).toString(),
      })
    } catch (err) {
      // Nothing can pay an order the provider never opened: close it so the next attempt starts clean.
      await this.orders.close(order.id, 'create_failed', this.deps.clock.now())
      throw err
    }
  }

  /**
   * Closes the open order at its provider, then here. A provider that cannot confirm the close (the user is paying
   * or has paid, or it did not answer) leaves it open and the caller gets 40060: a second payable order for the
   * report would let the user pay twice.
   */
  private async switchFrom(open: PayOrderRow): Promise<void> {
    try {
      await this.provider(open.provider).close(open.id, open.expires_at)
    } catch (err) {
      this.deps.log({ orderNo: open.id, err: (err as Error).message }, 'the open order could not be closed at its provider')
      throw new BizError(BizCode.ORDER_BEING_PAID)
    }
    // False when its notify got here first: the report check of the insert then answers 40026.
    await this.orders.close(open.id, 'switched', this.deps.clock.now())
  }

  /** Inserts the order only while the report is still locked, holding the report's row as every unlock does. */
  private async insertWhileLocked(order: NewPayOrder): Promise<void> {
    await this.uow.transaction(async ({ reports, orders }) => {
      if ((await reports.holdStatus(order.report_id)) !== ReportStatus.NOT_UNLOCKED) {
        throw new BizError(BizCode.REPORT_ALREADY_UNLOCKED)
      }
      await orders.insert(order)
    })
    businessMetrics.ordersCreated.inc({ provider: order.provider, scene: String(order.scene) })
  }

  /** The concurrent winner's order, once its launch is stored (it is being created at the provider). */
  private async awaitLaunch(userId: number, reportId: string): Promise<PayTransData> {
    for (let i = 0; i < 100; i++) {
      const open = await this.orders.findOpen(userId, reportId)
      if (!open) break
      if (open.launch) return { order: brief(open), launch: JSON.parse(open.launch) as PaymentLaunch }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new BizError(BizCode.TOO_MANY_REQUESTS, '支付正在创建中，请稍后重试')
  }

  private provider(name: string): PayProvider {
    const provider = this.deps.providers.get(name as PayProviderName)
    if (!provider) throw new BizError(BizCode.PAY_TYPE_UNAVAILABLE)
    return provider
  }

  async status(userId: number, orderNo: string): Promise<PayStatusData> {
    let order = await this.orders.findOwned(orderNo, userId)
    if (!order) throw notFound('订单不存在')
    if (order.status === 'created' && order.expires_at <= this.deps.clock.now()) {
      await this.closeOrder(order, 'expired')
      order = (await this.orders.findOwned(orderNo, userId)) ?? order
    }
    const report = await this.reports.find(order.report_id)
    return {
      orderNo: order.id,
      status: order.status,
      result: resultOf(order),
      scene: order.scene,
      valId: order.report_id,
      payType: order.pay_type,
      amountFen: order.amount_fen,
      reportStatus: report?.status ?? ReportStatus.NOT_UNLOCKED,
      paidAt: order.paid_at,
    }
  }

  /**
   * Handles a provider's notify: verified by the provider, checked against our order (amount), applied once, and
   * logged with what became of it (notify-log.ts). Answers with the provider's ack; a rejected notify is never applied.
   */
  async handleNotify(providerName: string, notify: IncomingNotify): Promise<NotifyAck> {
    const provider = this.deps.providers.get(providerName as PayProviderName)
    if (!provider) return { status: 404, contentType: 'text/plain', body: 'unknown provider' }
    const arrival = { provider: provider.name, receivedAt: this.deps.clock.now(), rawBody: notify.rawBody }
    let notice: PaymentNotice | undefined
    let handling: NotifyHandling
    try {
      notice = await provider.parseNotify(notify)
      handling = await this.settleNotify(provider, notice)
    } catch (err) {
      if (notice !== undefined || !(err instanceof NotifyRejected)) {
        // The provider gets no ack and sends it again; the row says a delivery came and failed here.
        const detail = err instanceof Error ? err.message : String(err)
        await this.notifyLog.record(arrival, notice, { outcome: 'error', detail, acked: false })
        businessMetrics.notifies.inc({ provider: provider.name, state: notice?.state ?? 'unverified', result: 'error' })
        throw err
      }
      handling = { outcome: 'rejected', reason: 'unverified', detail: err.message, acked: false }
    }
    if (handling.outcome === 'rejected') {
      this.deps.log({ provider: providerName, reason: handling.reason, detail: handling.detail }, 'payment notify rejected')
    }
    await this.notifyLog.record(arrival, notice, handling)
    businessMetrics.notifies.inc({ provider: provider.name, state: notice?.state ?? 'unverified', result: handling.outcome })
    return provider.ack(handling.acked)
  }

  /** Applies a verified notice to its order and says what that did. */
  private async settleNotify(provider: PayProvider, notice: PaymentNotice): Promise<NotifyHandling> {
    const now = this.deps.clock.now()
    const order = await this.orders.find(notice.orderNo)
    if (!order || order.provider !== provider.name) {
      return { outcome: 'rejected', reason: 'unknown_order', detail: `no ${provider.name} order ${notice.orderNo}`, acked: false }
    }
    if (notice.state === 'refunded' || notice.state === 'refund_failed') {
      const state = notice.state === 'refunded' ? 'done' : 'failed'
      const again = order.refund_state === state && order.refund_no === notice.refundNo
      // False while our refund is not stored yet: the provider is asked to send it again. A refund that reached the
      // payer is told in 消息 with it (once, however often the provider repeats itself).
      const settled = await this.uow.transaction(async ({ orders }, trx) => {
        if (!(await orders.settleRefund(order.id, notice.refundNo ?? '', state, now))) return false
        if (state === 'done') {
          // Read again: `order` may predate the refund's own commit (the provider's notify can beat it), and the reason
          // decides what the payer is told.
          const reason = (await orders.find(notice.orderNo))?.refund_reason ?? order.refund_reason
          const refund = { orderId: order.id, amountFen: order.amount_fen, paidTwice: reason === PAID_TWICE }
          await postRefund(trx, { userId: order.user_id, ...refund, state, now })
        }
        return true
      })
      if (!settled) {
        return { outcome: 'rejected', reason: 'refund_unknown', detail: `refund ${notice.refundNo ?? ''} not stored yet`, acked: false }
      }
      return { outcome: again ? 'replay' : 'applied', acked: true }
    }
    if (notice.state !== 'paid') {
      const closed = await this.orders.close(order.id, NOTICE_CLOSE_REASON[notice.state], now)
      return { outcome: closed ? 'applied' : 'replay', acked: true }
    }
    if (notice.amountFen !== order.amount_fen) {
      const detail = `amount ${notice.amountFen} differs from the order's ${order.amount_fen}`
      return { outcome: 'rejected', reason: 'amount_differs', detail, acked: false }
    }
    const outcome = await this.applyPayment(order, notice.tradeNo, notice.paidAt ?? now)
    // Another open order for the report can no longer be needed.
    if (outcome === 'unlocked') await this.closeOpenOrderOf(order.user_id, order.report_id)
    if (outcome === 'refund') {
      // A refund that failed is retried with the provider's next delivery of this notify.
      const refunded = await this.refundPaidTwice({ ...order, trade_no: notice.tradeNo })
      return refunded ? { outcome: 'double_payment', acked: true } : { outcome: 'double_payment', reason: 'refund_failed', acked: false }
    }
    return { outcome: outcome === 'unlocked' ? 'applied' : 'replay', acked: true }
  }

  /** Deletes notify log rows past their keeping time (the recurring PAY_NOTIFY_PRUNE job). */
  async pruneNotifyLog(): Promise<number> {
    return this.notifyLog.prune(this.deps.clock.now())
  }

  /**
   * Books the payment and decides, holding the report's row, what it pays for: the unlock (the order turns paid
   * and the report unlocks in the same transaction, also when the order was closed here while the provider took
   * the money), or nothing, when the report was already unlocked by another order, a coupon or friend help: then
   * the order claims the payment's refund. A replayed notify books, unlocks and claims nothing new.
   */
  private async applyPayment(order: PayOrderRow, tradeNo: string, paidAt: number): Promise<'unlocked' | 'refund' | 'none'> {
    const now = this.deps.clock.now()
    return this.uow.transaction(async ({ orders, reports }, trx) => {
      // Lock order of every unlock (coupon spend, friend help, order insert, this): the report's row first.
      const reportStatus = await reports.holdStatus(order.report_id)
      await orders.book({ orderId: order.id, kind: 'payment', provider: order.provider, tradeNo, amountFen: order.amount_fen, now })
      if (reportStatus === ReportStatus.NOT_UNLOCKED && (await orders.markPaid(order.id, tradeNo, paidAt, now))) {
        await reports.unlock(order.report_id, `pay:${order.id}`, now)
        await postPaid(trx, {
          userId: order.user_id,
          orderId: order.id,
          scene: order.scene,
          reportId: order.report_id,
          amountFen: order.amount_fen,
          now,
        })
        return 'unlocked'
      }
      if (!(await orders.claimRefundOfPayment(order.id, tradeNo, paidAt, now))) return 'none'
      this.deps.log({ orderNo: order.id, reportId: order.report_id }, 'payment for a report already unlocked: refunding it')
      return 'refund'
    })
  }

  /** Gives a second payment for one report back through its provider; false when the provider refused or failed. */
  private async refundPaidTwice(order: PayOrderRow & { trade_no: string }): Promise<boolean> {
    try {
      await this.refundPayment(order, order.trade_no, PAID_TWICE)
      return true
    } catch (err) {
      await this.orders.releaseRefund(order.id, this.deps.clock.now())
      this.deps.log({ orderNo: order.id, err: (err as Error).message }, 'automatic refund failed; the provider will notify again')
      return false
    }
  }

  /** Refunds an order's payment in full at its provider and books it (refund-desk.ts). */
  private async refundPayment(order: PayOrderRow, tradeNo: string, reason: string): Promise<string> {
    return this.desk.refund(order, tradeNo, reason)
  }

  /** Closes an unpaid order at the provider, then here. A provider that cannot close keeps it open for the sweep. */
  private async closeOrder(order: PayOrderRow, reason: string): Promise<void> {
    if (order.provider !== 'coupon') {
      try {
        await this.provider(order.provider).close(order.id, order.expires_at)
      } catch (err) {
        this.deps.log({ orderNo: order.id, err: (err as Error).message }, 'closing the order at the provider failed')
        if (reason === 'expired') return
      }
    }
    await this.orders.close(order.id, reason, this.deps.clock.now())
  }

  /**
   * The payer cancelled at the sandbox cashier (the cashier is the provider's page, so this is the provider's own
   * word, as Douyin's CANCEL notify is): the order closes as cancelled and a new attempt opens a new order.
   */
  async cancelAtCashier(orderNo: string): Promise<void> {
    const order = await this.cashierOrder(orderNo)
    if (order) await this.closeOrder(order, CloseReason.CANCELLED)
  }

  /** The report was unlocked another way (friend help): its open order can no longer be needed. */
  async closeOpenOrderOf(userId: number, reportId: string): Promise<void> {
    const open = await this.orders.findOpen(userId, reportId)
    if (open) await this.closeOrder(open, 'unlocked')
  }

  /** Closes expired open orders (run periodically; safe on every replica at once). Returns how many it closed. */
  async closeExpired(limit = 100): Promise<number> {
    const stale = await this.orders.listExpired(this.deps.clock.now(), limit)
    for (const order of stale) await this.closeOrder(order, 'expired')
    return stale.length
  }

  /** Spends one unlock coupon on the report: the coupon, a pay-type-3 order and the unlock commit together. */
  async useCoupon(userId: number, scene: PayScene, valId: string): Promise<UseCouponData> {
    const report = await this.unlockable(userId, scene, valId)
    const now = this.deps.clock.now()
    const price = await this.priceOf(scene, report, now)
    const orderNo = newOrderNo(now)
    // Lock order (as in applyPayment): the coupon, then the report, then order rows.
    const open = await this.uow.transaction(async ({ coupons, reports, orders }) => {
      const couponId = await coupons.claim(userId, { orderId: orderNo, reportId: report.id, now })
      if (couponId === undefined) throw new BizError(BizCode.NO_COUPON)
      if (!(await reports.unlock(report.id, `coupon:${couponId}`, now))) {
        throw new BizError(BizCode.REPORT_ALREADY_UNLOCKED)
      }
      // Read while the report's row is held: an order payTrans opened before the unlock is seen and closed, and
      // one it tries to open after finds the report unlocked.
      const open = await orders.findOpen(userId, report.id)
      if (open) await orders.close(open.id, 'coupon', now)
      await orders.insert({
        id: orderNo,
        user_id: userId,
        scene,
        report_id: report.id,
        list_fen: price.list,
        discount_fen: price.list,
        coupon_id: couponId,
        amount_fen: 0,
        pay_type: PayType.COUPON,
        provider: 'coupon',
        channel: 'coupon',
        terminal: 0,
        trade_no: null,
        status: 'paid',
        launch: null,
        created_at: now,
        expires_at: now,
        paid_at: now,
        closed_at: null,
        close_reason: null,
        refunded_at: null,
        refund_no: null,
        updated_at: now,
      })
      return open
    })
    // The open payment can no longer be needed: stop it at the provider too (best effort: a payment it still takes
    // is refunded when its notify finds the report unlocked).
    if (open && open.provider !== 'coupon') {
      await this.provider(open.provider)
        .close(open.id, open.expires_at)
        .catch((err: Error) => this.deps.log({ orderNo: open.id, err: err.message }, 'closing the order at the provider failed'))
    }
    return { orderNo, reportStatus: ReportStatus.UNLOCKED, couponCount: await this.coupons.countUsable(userId, now) }
  }

  async usableCoupons(userId: number): Promise<number> {
    return this.coupons.countUsable(userId, this.deps.clock.now())
  }

  async couponList(userId: number, tab: CouponTab, page: number, pageSize: number): Promise<CouponListData> {
    const { rows, total } = await this.coupons.list(userId, tab, this.deps.clock.now(), (page - 1) * pageSize, pageSize)
    const gameIds = [...new Set(rows.map((r) => r.report_game_id).filter((id): id is number => id !== null))]
    const names = new Map<number, string>()
    for (const id of gameIds) names.set(id, (await this.deps.games.findGame(id))?.name ?? '')
    return {
      total,
      list: rows.map((r) => ({
        id: r.id,
        name: '报告解锁券',
        source: r.source,
        sourceText: COUPON_SOURCE_TEXT[r.source as CouponSource] ?? '平台赠送',
        createdAt: Number(r.created_at),
        expiresAt: r.expires_at === null ? null : Number(r.expires_at),
        usedAt: r.used_at === null ? null : Number(r.used_at),
        usedOn:
          r.used_report_id && r.report_kind !== null
            ? {
                valId: r.used_report_id,
                kind: r.report_kind,
                title: KIND_TITLE[r.report_kind] ?? '报告',
                gameName: r.report_game_id === null ? '' : (names.get(r.report_game_id) ?? ''),
              }
            : null,
      })),
    }
  }

  /** The sandbox cashier's view of an order: only an open, unexpired sandbox order can be paid there. */
  async cashierOrder(orderNo: string): Promise<PayOrderRow | undefined> {
    const order = await this.orders.find(orderNo)
    if (!order || order.provider !== 'sandbox' || order.status !== 'created' || order.expires_at <= this.deps.clock.now()) return undefined
    return order
  }

  async reconcile() {
    const [paidWithoutUnlock, paymentsOnUnpaidOrders, unlocksWithoutPayment, doublePayments, refunds] = await Promise.all([
      this.orders.paidWithoutUnlock(),
      this.orders.paymentsOnUnpaidOrders(),
      this.orders.unlocksWithoutPayment(),
      this.orders.doublePayments(),
      this.orders.refunds(),
    ])
    return { paidWithoutUnlock, paymentsOnUnpaidOrders, unlocksWithoutPayment, doublePayments, refunds }
  }

  /** Operator grant of unlock coupons. */
  async grantCoupons(userId: number, count: number, days: number | null, note: string | null): Promise<void> {
    const now = this.deps.clock.now()
    await this.coupons.grant({ userId, count, source: 'grant', expiresAt: days === null ? null : now + days * 86_400_000, note, now })
  }
}

/** Why an order closed, where payment/status tells the payer apart from a plain close. */
const CloseReason = { FAILED: 'failed', CANCELLED: 'cancelled' } as const

const NOTICE_CLOSE_REASON: Record<Exclude<PaymentNotice['state'], 'paid' | 'refunded' | 'refund_failed'>, string> = {
  failed: CloseReason.FAILED,
  cancelled: CloseReason.CANCELLED,
  closed: 'provider',
}

/** What became of an order, as the pay page shows it. */
function resultOf(order: Pick<PayOrderRow, 'status' | 'close_reason'>): PayResult {
  if (order.status === 'created') return PayResult.PENDING
  if (order.status === 'paid') return PayResult.PAID
  if (order.status === 'refunded') return PayResult.REFUNDED
  if (order.close_reason === CloseReason.FAILED) return PayResult.FAILED
  if (order.close_reason === CloseReason.CANCELLED) return PayResult.CANCELLED
  return PayResult.CLOSED
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

/** What the payer buys, as providers' cashiers and bills show it. */
export const describeOrder = (reportKind: number) => `游戏估价-${KIND_TITLE[reportKind] ?? '报告'}解锁`

/** The report kind an order's pay scene unlocks. */
export const sceneKind = (scene: number): number => SCENE_KIND[scene as PayScene] ?? ReportKind.VALUATION

const brief = (o: Pick<PayOrderRow, 'id' | 'pay_type' | 'amount_fen' | 'expires_at'>) => ({
  orderNo: o.id,
  payType: o.pay_type,
  amountFen: o.amount_fen,
  expiresAt: Number(o.expires_at),
})

/**
 * The unlock price as what it is: a lower price for the first 2 hours after the report is made, the list price
 * after. Chinese pricing rules let a struck-through 原价 stand only for a price really charged before, so no page
 * shows one; this line says both prices and when each applies. Null outside the window (one price).
 */
function priceNote(price: { list: number; discount: number; inDiscount: boolean }): string | null {
  if (!price.inDiscount || price.discount >= price.list) return null
  return `${DISCOUNT_COUNTDOWN_MS / 3_600_000}小时内解锁 ¥${yuan(price.discount)}，之后 ¥${yuan(price.list)}`
}
