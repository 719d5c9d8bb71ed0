import type { Clock } from '../../../clock'
import type { Db } from '../../../db/connect'
import { toNumber } from '../../../db/numbers'
import { ReportStatus } from '../../../contract/values'
import { badParameter, notFound } from '../../../errors'
import type { AuditActor } from '../../audit-port'
import { ReportRepository } from '../../reports/repository'
import { OrderRepository } from '../orders-repository'
import { PAID_TWICE } from '../refund-desk'
import type { Recorder } from './audit'
import type { RefundCommands } from './refund-commands'

/** The one-click fixes the console offers on a reconciliation line. */
export type Resolution = 'unlock' | 'refund' | 'refund_extra' | 'retry'

export interface ReconciliationView {
  /** Paid orders whose report was not unlocked by them: unlock it, or refund (the operator chooses). */
  paidWithoutUnlock: Array<{
    orderId: string
    userId: number
    reportId: string
    amountFen: number
    provider: string
    reportStatus: number
    unlockedBy: string | null
    resolutions: Resolution[]
  }>
  /** Payments kept on orders that are not paid (a second payment whose automatic refund failed): refund them. */
  paymentsAwaitingRefund: Array<{
    orderId: string
    userId: number
    reportId: string
    amountFen: number
    provider: string
    tradeNo: string
    status: string
    resolutions: Resolution[]
  }>
  /** Reports paid more than once, with what became of each payment; `extraOrderIds` still hold money to give back. */
  doublePayments: Array<{
    reportId: string
    userId: number
    payments: Array<{ orderId: string; amountFen: number; provider: string; status: string; refundState: string | null }>
    extraOrderIds: string[]
    resolutions: Resolution[]
  }>
  /** Every refund booked, newest first; a failed one can be retried. */
  refunds: Array<{
    orderId: string
    userId: number
    reportId: string
    amountFen: number
    provider: string
    refundNo: string
    state: string
    reason: string | null
    automatic: boolean
    createdAt: number
    resolutions: Resolution[]
  }>
  /** Unlocked reports that name no payment, coupon or friend help (for a look; nothing to click). */
  unlocksWithoutPayment: Array<{ reportId: string; userId: number; kind: number; unlockedBy: string | null; unlockedAt: number | null }>
}

/** A payment on an order that neither unlocked its report nor was refunded: money to give back. */
const isExtra = (p: { status: string; refundState: string | null }) => p.status === 'closed' && p.refundState === null

/** What `orders:reconcile` computes, as data with the fix each line allows, and the fixes themselves. */
export class Reconciliation {
  private readonly orders: OrderRepository

  constructor(private readonly deps: { db: Db; clock: Clock; record: Recorder; refunds: RefundCommands }) {
    this.orders = new OrderRepository(deps.db)
  }

  async view(): Promise<ReconciliationView> {
    const [paid, awaiting, unlocks, doubles, refunds] = await Promise.all([
      this.orders.paidWithoutUnlock(),
      this.orders.paymentsOnUnpaidOrders(),
      this.orders.unlocksWithoutPayment(),
      this.orders.doublePayments(),
      this.orders.refunds(),
    ])
    const byReport = new Map<string, ReconciliationView['doublePayments'][number]>()
    for (const p of doubles) {
      const group = byReport.get(p.report_id) ?? {
        reportId: p.report_id,
        userId: toNumber(p.user_id),
        payments: [],
        extraOrderIds: [],
        resolutions: [],
      }
      const payment = {
        orderId: p.id,
        amountFen: toNumber(p.amount_fen),
        provider: p.provider,
        status: p.status,
        refundState: p.refund_state,
      }
      group.payments.push(payment)
      if (isExtra(payment)) group.extraOrderIds.push(p.id)
      group.resolutions = group.extraOrderIds.length > 0 ? ['refund_extra'] : []
      byReport.set(p.report_id, group)
    }
    return {
      paidWithoutUnlock: paid.map((o) => ({
        orderId: o.id,
        userId: toNumber(o.user_id),
        reportId: o.report_id,
        amountFen: toNumber(o.amount_fen),
        provider: o.provider,
        reportStatus: toNumber(o.report_status),
        unlockedBy: o.unlocked_by,
        // A report unlocked another way cannot be unlocked by this order: only the refund is left.
        resolutions: toNumber(o.report_status) === ReportStatus.NOT_UNLOCKED ? ['unlock', 'refund'] : ['refund'],
      })),
      paymentsAwaitingRefund: awaiting.map((o) => ({
        orderId: o.id,
        userId: toNumber(o.user_id),
        reportId: o.report_id,
        amountFen: toNumber(o.amount_fen),
        provider: o.provider,
        tradeNo: o.trade_no,
        status: o.status,
        resolutions: ['refund_extra'],
      })),
      doublePayments: [...byReport.values()],
      refunds: refunds.map((f) => ({
        orderId: f.id,
        userId: toNumber(f.user_id),
        reportId: f.report_id,
        amountFen: toNumber(f.amount_fen),
        provider: f.provider,
        refundNo: f.trade_no,
        state: f.refund_state ?? 'done',
        reason: f.refund_reason,
        automatic: f.refund_reason === PAID_TWICE,
        createdAt: f.created_at,
        resolutions: f.refund_state === 'failed' ? ['retry'] : [],
      })),
      unlocksWithoutPayment: unlocks.map((u) => ({
        reportId: u.id,
        userId: toNumber(u.user_id),
        kind: toNumber(u.kind),
        unlockedBy: u.unlocked_by,
        unlockedAt: u.unlocked_at === null ? null : toNumber(u.unlocked_at),
      })),
    }
  }

  /**
   * Unlocks the report a paid order bought, holding the report's row as every unlock does. False when this order
   * has unlocked it already (a second click); refused when something else unlocked it (then refund instead).
   */
  async unlock(orderNo: string, actor: AuditActor): Promise<boolean> {
    const order = await this.orders.find(orderNo)
    if (!order) throw notFound('订单不存在')
    if (order.status !== 'paid' || order.provider === 'coupon')
      throw badParameter(`只有已支付的订单可以解锁报告（当前状态 ${order.status}）`)
    const by = `pay:${order.id}`
    return this.deps.db.transaction().execute(async (trx) => {
      const reports = new ReportRepository(trx)
      const status = await reports.holdStatus(order.report_id)
      const report = await reports.find(order.report_id)
      if (report?.unlocked_by === by) return false
      if (status !== ReportStatus.NOT_UNLOCKED || !report) throw badParameter('报告已被其他方式解锁或不可解锁，请改为退款')
      await reports.unlock(order.report_id, by, this.deps.clock.now())
      await this.deps.record(trx, actor, {
        action: 'order.unlock',
        objectType: 'report',
        objectId: order.report_id,
        before: { status, unlockedBy: report.unlocked_by },
        after: { status: ReportStatus.UNLOCKED, unlockedBy: by },
        reason: `对账：订单 ${order.id} 已支付未解锁`,
      })
      return true
    })
  }

  /** Refunds every extra payment of a report paid more than once; the order ids refunded now (none on a repeat). */
  async refundExtraPayments(reportId: string, actor: AuditActor): Promise<string[]> {
    const group = (await this.view()).doublePayments.find((g) => g.reportId === reportId)
    const done: string[] = []
    for (const orderId of group?.extraOrderIds ?? []) {
      if (await this.deps.refunds.refundExtraPayment(orderId, actor)) done.push(orderId)
    }
    return done
  }
}
