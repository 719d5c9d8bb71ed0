import type { Clock } from '../../../clock'
import type { Db } from '../../../db/connect'
import { toNumber } from '../../../db/numbers'
import type { Page } from '../../../db/page'
import type { RefundRequestStatus } from '../../../db/schema'
import { notFound } from '../../../errors'
import type { PayProvider, PayProviderName } from '../../../providers/pay/types'
import type { AuditActor, AuditTrail } from '../../audit-port'
import { reportFacts } from '../../reports/queries'
import { notifiesOfOrder, type NotifyLogEntry } from '../notify-log'
import { OrderRepository, type PayOrderRow } from '../orders-repository'
import { RefundDesk } from '../refund-desk'
import { recorder } from './audit'
import { dailyRevenue, type RevenueRow } from '../queries'
import { searchOrders, type OrderFilter, type OrderListRow } from './order-search'
import { Reconciliation, type ReconciliationView } from './reconciliation'
import { RefundCommands, type AboveApproval, type RefundOutcome } from './refund-commands'
import type { RefundRequestRow } from './refund-requests-repository'

export type { AboveApproval, OrderFilter, OrderListRow, ReconciliationView, RefundOutcome, RefundRequestRow, RevenueRow }

export interface OrdersAdminDeps {
  db: Db
  clock: Clock
  providers: ReadonlyMap<PayProviderName, PayProvider>
  /** Refunds above this many fen need a second finance operator (REFUND_APPROVAL_FEN). */
  refundApprovalFen: number
  /** The audit module's trail; without one (a tool, a test) the commands still work and record nothing. */
  audit?: AuditTrail
}

export interface OrderDetail {
  order: Omit<PayOrderRow, 'launch'>
  userId: number
  /** Money movements as booked from the provider's notifies and our refunds. */
  ledger: Array<{ id: number; kind: 'payment' | 'refund'; provider: string; tradeNo: string; amountFen: number; createdAt: number }>
  /** Every notify the provider sent about the order and what the service did with it, newest first. */
  notifies: NotifyLogEntry[]
  refundRequests: RefundRequestRow[]
  /** The report the order is for: whether it is unlocked, and by what (`pay:<order>`, `coupon:<id>`, `help…`). */
  report: { id: string; kind: number; status: number; unlockedBy: string | null; unlockedAt: number | null; deleted: boolean } | null
}

/**
 * Orders and money for operators (issue 37 point 6), as commands the console routes and the CLI call: the order
 * list and detail, refunds with approval above REFUND_APPROVAL_FEN, reconciliation with its one-click fixes, and
 * the daily revenue table. Roles are the console's to check; the approval rule (a different operator) is here.
 */
export interface OrdersAdmin {
  list(filter: OrderFilter, page: { page: number; pageSize: number }): Promise<Page<OrderListRow>>
  detail(orderNo: string): Promise<OrderDetail>
  refund(orderNo: string, reason: string, actor: AuditActor, above?: AboveApproval): Promise<RefundOutcome>
  approveRefund(requestId: number, reason: string, actor: AuditActor): Promise<PayOrderRow>
  rejectRefund(requestId: number, reason: string, actor: AuditActor): Promise<RefundRequestRow>
  refundRequests(status: RefundRequestStatus | undefined, page: { page: number; pageSize: number }): Promise<Page<RefundRequestRow>>
  reconciliation(): Promise<ReconciliationView>
  /** Reconciliation fixes: each is safe to run twice (false / [] when there was nothing left to do). */
  resolveUnlock(orderNo: string, actor: AuditActor): Promise<boolean>
  refundExtraPayment(orderNo: string, actor: AuditActor): Promise<boolean>
  refundExtraPayments(reportId: string, actor: AuditActor): Promise<string[]>
  retryRefund(orderNo: string, actor: AuditActor): Promise<boolean>
  dailyRevenue(span: { from: number; to: number }): Promise<RevenueRow[]>
  readonly refundApprovalFen: number
}

const windowOf = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  offset: (Math.max(1, page) - 1) * pageSize,
  limit: pageSize,
})

export function createOrdersAdmin(deps: OrdersAdminDeps): OrdersAdmin {
  const { db, clock } = deps
  const record = recorder(deps.audit)
  const desk = new RefundDesk({ db, clock, providers: deps.providers })
  const refunds = new RefundCommands({ db, clock, desk, record, approvalFen: deps.refundApprovalFen })
  const reconciliation = new Reconciliation({ db, clock, record, refunds })
  const orders = new OrderRepository(db)

  return {
    refundApprovalFen: deps.refundApprovalFen,
    list: (filter, page) => searchOrders(db, filter, windowOf(page)),
    async detail(orderNo) {
      const row = await orders.find(orderNo)
      if (!row) throw notFound('订单不存在')
      const [ledger, notifies, requests, report] = await Promise.all([
        orders.ledgerFor(row.id),
        notifiesOfOrder(db, row.id),
        refunds.requestsFor(row.id),
        reportFacts(db).where('id', '=', row.report_id).executeTakeFirst(),
      ])
      const { launch: _launch, ...order } = row
      return {
        order,
        userId: row.user_id,
        ledger: ledger.map((l) => ({
          id: toNumber(l.id),
          kind: l.kind,
          provider: l.provider,
          tradeNo: l.trade_no,
          amountFen: toNumber(l.amount_fen),
          createdAt: toNumber(l.created_at),
        })),
        notifies,
        refundRequests: requests,
        report: report
          ? {
              id: report.id,
              kind: toNumber(report.kind),
              status: toNumber(report.status),
              unlockedBy: report.unlocked_by,
              unlockedAt: report.unlocked_at === null ? null : toNumber(report.unlocked_at),
              deleted: toNumber(report.deleted) === 1,
            }
          : null,
      }
    },
    refund: (orderNo, reason, actor, above) => refunds.refund(orderNo, reason, actor, above),
    approveRefund: (id, reason, actor) => refunds.approve(id, reason, actor),
    rejectRefund: (id, reason, actor) => refunds.reject(id, reason, actor),
    refundRequests: (status, page) => refunds.listRequests(status, windowOf(page)),
    reconciliation: () => reconciliation.view(),
    resolveUnlock: (orderNo, actor) => reconciliation.unlock(orderNo, actor),
    refundExtraPayment: (orderNo, actor) => refunds.refundExtraPayment(orderNo, actor),
    refundExtraPayments: (reportId, actor) => reconciliation.refundExtraPayments(reportId, actor),
    retryRefund: (orderNo, actor) => refunds.retryRefund(orderNo, actor),
    dailyRevenue: (span) => dailyRevenue(db, span),
  }
}
