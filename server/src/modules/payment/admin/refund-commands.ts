import type { Clock } from '../../../clock'
import type { Db } from '../../../db/connect'
import { isUniqueViolation } from '../../../db/errors'
import type { RefundRequestStatus } from '../../../db/schema'
import { BizCode, BizError, badParameter, notFound } from '../../../errors'
import type { AuditActor, AuditEntry } from '../../audit-port'
import { PayType } from '../../../contract/values'
import { OrderRepository, type PayOrderRow } from '../orders-repository'
import type { RefundDesk } from '../refund-desk'
import { orderSnapshot, type Recorder } from './audit'
import { RefundRequestRepository, type RefundRequestRow } from './refund-requests-repository'

/** What an operator's refund came to: done at once, or a request a second finance operator decides. */
export type RefundOutcome = { outcome: 'refunded'; order: PayOrderRow } | { outcome: 'requested'; request: RefundRequestRow }

/**
 * What a refund above the approval amount does: the console files a request; the CLI refuses unless forced (a
 * shell on the production server already holds every power, so `--force` and a reason stand in for approval).
 */
export type AboveApproval = 'request' | 'refuse' | 'refund'

export interface RefundCommandsDeps {
  db: Db
  clock: Clock
  desk: RefundDesk
  record: Recorder
  /** Refunds above this many fen need a second operator's approval. */
  approvalFen: number
}

const MAX_REASON = 200

function requireReason(reason: string, what = '退款原因'): string {
  const text = reason.trim()
  if (!text) throw badParameter(`请填写${what}`)
  if (text.length > MAX_REASON) throw badParameter(`${what}不能超过 ${MAX_REASON} 字`)
  return text
}

/** The audit entry of a refund request's change of status. */
const requestChange = (
  action: string,
  requestId: number,
  before: AuditEntry['before'],
  after: AuditEntry['after'],
  reason: string | null,
): AuditEntry => ({
  action,
  objectType: 'refund_request',
  objectId: String(requestId),
  before,
  after,
  reason,
})

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/**
 * Operators' refunds: full refunds through the order's provider (the report stays unlocked, docs/decisions.md),
 * approval of the ones above REFUND_APPROVAL_FEN by a different operator, and the follow-ups reconciliation offers.
 * Every path claims the order's refund with one conditional update before the provider is asked, so racing
 * callers (20 approvals of one request, a console click and a CLI refund) refund once; each write and its audit
 * entry commit together.
 */
export class RefundCommands {
  private readonly orders: OrderRepository
  private readonly requests: RefundRequestRepository

  constructor(private readonly deps: RefundCommandsDeps) {
    this.orders = new OrderRepository(deps.db)
    this.requests = new RefundRequestRepository(deps.db)
  }

  get approvalFen(): number {
    return this.deps.approvalFen
  }

  /** The order and the payment it can refund, or why it cannot be refunded. */
  private async refundable(orderNo: string): Promise<{ order: PayOrderRow; tradeNo: string }> {
    const order = await this.orders.find(orderNo)
    if (!order) throw notFound('订单不存在')
    const payment = (await this.orders.ledgerFor(order.id)).find((l) => l.kind === 'payment')
    if (!(order.status === 'paid' || order.status === 'closed') || order.pay_type === PayType.COUPON || !payment) {
      throw badParameter(`只有已支付的订单可以退款（当前状态 ${order.status}）`)
    }
    if (order.refund_state !== null) throw new BizError(BizCode.BAD_PARAMETER, '该订单的退款正在进行')
    return { order, tradeNo: payment.trade_no }
  }

  /**
   * Refunds the order in full with a reason, at once when its amount is at most the approval amount; above it,
   * as `above` says (the console files a request).
   */
  async refund(orderNo: string, reason: string, actor: AuditActor, above: AboveApproval = 'request'): Promise<RefundOutcome> {
    const why = requireReason(reason)
    const { order, tradeNo } = await this.refundable(orderNo)
    const needsApproval = order.amount_fen > this.deps.approvalFen
    if (needsApproval && above === 'refuse') {
      throw badParameter(`退款金额超过 ${yuan(this.deps.approvalFen)}，需要第二位财务审批：请在控制台申请，或确认后加 --force`)
    }
    if (needsApproval && above === 'request') return { outcome: 'requested', request: await this.fileRequest(order, why, actor) }
    return { outcome: 'refunded', order: await this.refundClaimed(order, tradeNo, why, actor, { forced: needsApproval }) }
  }

  private async fileRequest(order: PayOrderRow, reason: string, actor: AuditActor): Promise<RefundRequestRow> {
    const now = this.deps.clock.now()
    try {
      const id = await this.deps.db.transaction().execute(async (trx) => {
        const requestId = await new RefundRequestRepository(trx).insert({
          orderId: order.id,
          amountFen: order.amount_fen,
          reason,
          requestedBy: actor.name,
          requestedById: actor.operatorId,
          now,
        })
        await this.deps.record(trx, actor, {
          action: 'refund.request',
          objectType: 'order',
          objectId: order.id,
          before: orderSnapshot(order),
          after: { requestId, amountFen: order.amount_fen },
          reason,
        })
        return requestId
      })
      return (await this.requests.find(id)) as RefundRequestRow
    } catch (err) {
      if (isUniqueViolation(err)) throw badParameter('该订单已有待审批的退款申请')
      throw err
    }
  }

  /** Claims the order's refund (once), then refunds at the provider; a refusal there releases the claim. */
  private async refundClaimed(
    order: PayOrderRow,
    tradeNo: string,
    reason: string,
    actor: AuditActor,
    extra: Record<string, unknown> = {},
  ): Promise<PayOrderRow> {
    if (!(await this.orders.claimRefund(order.id, this.deps.clock.now()))) throw badParameter('该订单的退款正在进行或已完成')
    await this.refundAtProvider(order, tradeNo, reason, actor, extra)
    return (await this.orders.find(order.id)) as PayOrderRow
  }

  /** The claimed refund at the provider, booked with its audit entry; a refusal releases the claim and is thrown. */
  private async refundAtProvider(order: PayOrderRow, tradeNo: string, reason: string, actor: AuditActor, extra: Record<string, unknown>) {
    try {
      await this.deps.desk.refund(order, tradeNo, reason, async (trx) => {
        const after = await new OrderRepository(trx).find(order.id)
        await this.deps.record(trx, actor, {
          action: 'order.refund',
          objectType: 'order',
          objectId: order.id,
          before: orderSnapshot(order),
          after: { ...(after ? orderSnapshot(after) : {}), ...extra },
          reason,
        })
      })
    } catch (err) {
      await this.orders.releaseRefund(order.id, this.deps.clock.now())
      throw err
    }
  }

  /**
   * A second finance operator approves a request: the decision, the order's refund claim and the audit entry
   * commit together (one of any number of racing approvals), then the provider refunds. A provider refusal closes
   * the request as failed (a new request can follow) and is thrown.
   */
  async approve(requestId: number, reason: string, actor: AuditActor): Promise<PayOrderRow> {
    const why = requireReason(reason, '审批意见')
    const request = await this.requests.find(requestId)
    if (!request) throw notFound('退款申请不存在')
    if (actor.operatorId === null) throw badParameter('退款审批需由控制台的财务人员操作')
    if (request.requested_by_id !== null && request.requested_by_id === actor.operatorId) throw badParameter('不能审批自己提交的退款申请')
    const { order, tradeNo } = await this.refundableOrDecided(request)
    const now = this.deps.clock.now()
    await this.deps.db.transaction().execute(async (trx) => {
      const requests = new RefundRequestRepository(trx)
      if (!(await requests.decide(request.id, { status: 'approved', by: actor.name, byId: actor.operatorId, reason: why, now }))) {
        throw badParameter('该退款申请已处理')
      }
      if (!(await new OrderRepository(trx).claimRefund(order.id, now))) throw badParameter('该订单的退款正在进行或已完成')
      await this.deps.record(
        trx,
        actor,
        requestChange('refund.approve', request.id, { status: request.status }, { status: 'approved', orderId: order.id }, why),
      )
    })
    try {
      await this.refundAtProvider(order, tradeNo, request.reason, actor, { requestId: request.id, requestedBy: request.requested_by })
    } catch (err) {
      const failure = err instanceof Error ? err.message : String(err)
      await this.deps.db.transaction().execute(async (trx) => {
        if (!(await new RefundRequestRepository(trx).fail(request.id, failure))) return
        await this.deps.record(
          trx,
          actor,
          requestChange('refund.fail', request.id, { status: 'approved' }, { status: 'failed', failure }, null),
        )
      })
      throw err
    }
    return (await this.orders.find(order.id)) as PayOrderRow
  }

  /** The request's order as refundable; a request decided meanwhile says so rather than what its order is. */
  private async refundableOrDecided(request: RefundRequestRow) {
    if (request.status !== 'requested') throw badParameter('该退款申请已处理')
    try {
      return await this.refundable(request.order_id)
    } catch (err) {
      const again = await this.requests.find(request.id)
      if (again && again.status !== 'requested') throw badParameter('该退款申请已处理')
      throw err
    }
  }

  /** Rejects an open request with a reason (its requester may withdraw it this way too). */
  async reject(requestId: number, reason: string, actor: AuditActor): Promise<RefundRequestRow> {
    const why = requireReason(reason, '驳回原因')
    const request = await this.requests.find(requestId)
    if (!request) throw notFound('退款申请不存在')
    await this.deps.db.transaction().execute(async (trx) => {
      const decided = await new RefundRequestRepository(trx).decide(request.id, {
        status: 'rejected',
        by: actor.name,
        byId: actor.operatorId,
        reason: why,
        now: this.deps.clock.now(),
      })
      if (!decided) throw badParameter('该退款申请已处理')
      await this.deps.record(
        trx,
        actor,
        requestChange('refund.reject', request.id, { status: request.status }, { status: 'rejected', orderId: request.order_id }, why),
      )
    })
    return (await this.requests.find(request.id)) as RefundRequestRow
  }

  async listRequests(status: RefundRequestStatus | undefined, window: { offset: number; limit: number }) {
    return this.requests.list(status, window)
  }

  async requestsFor(orderNo: string): Promise<RefundRequestRow[]> {
    return this.requests.forOrder(orderNo)
  }

  /**
   * Gives back a payment kept on a closed order (a second payment for a report, whose automatic refund failed):
   * the money was never owed, so no approval, as the automatic refund needs none. False when there is nothing left
   * to refund (already refunded or under way): safe to click twice.
   */
  async refundExtraPayment(orderNo: string, actor: AuditActor): Promise<boolean> {
    const order = await this.orders.find(orderNo)
    if (!order) throw notFound('订单不存在')
    if (order.status === 'paid') throw badParameter('这笔支付解锁了报告，不是重复支付：请走正常退款')
    const payment = (await this.orders.ledgerFor(order.id)).find((l) => l.kind === 'payment')
    if (order.status !== 'closed' || !payment) return false
    if (!(await this.orders.claimRefund(order.id, this.deps.clock.now()))) return false
    await this.refundAtProvider(order, payment.trade_no, '重复支付退款', actor, { extraPayment: true })
    return true
  }

  /**
   * Asks the provider again for a refund its notify reported failed, under the same refund number. False when the
   * refund is not (or no longer) failed: safe to click twice.
   */
  async retryRefund(orderNo: string, actor: AuditActor): Promise<boolean> {
    const order = await this.orders.find(orderNo)
    if (!order) throw notFound('订单不存在')
    const payment = (await this.orders.ledgerFor(order.id)).find((l) => l.kind === 'payment')
    if (!payment || !(await this.orders.claimRetry(order.id, this.deps.clock.now()))) return false
    try {
      await this.deps.desk.retry(order, payment.trade_no, async (trx, state) => {
        await this.deps.record(trx, actor, {
          action: 'order.refund_retry',
          objectType: 'order',
          objectId: order.id,
          before: orderSnapshot(order),
          after: { ...orderSnapshot(order), refundState: state },
          reason: order.refund_reason,
        })
      })
    } catch (err) {
      await this.orders.settleRetry(order.id, 'failed', this.deps.clock.now())
      throw err
    }
    return true
  }
}
