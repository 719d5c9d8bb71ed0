import {
  ORDER_STATUS_NAMES,
  type OrderDetailData,
  type OrderStatus,
  type OrderView,
  type PlayerRef,
  type RefundRequestRow,
  type RefundState,
} from '../contract/console'
import { PayType } from '../contract/values'
import { toNumber } from '../db/numbers'
import { maskPhone } from '../lib/pii'
import type { OrderDetail, RefundRequestRow as RequestRecord } from '../modules/payment/admin'
import type { ConsoleDeps } from './types'

/**
 * The money pages' answers built from the orders-admin commands' rows: players named by uid and masked phone (never
 * the internal id or the full number), columns in the contract's camelCase.
 */

type OrderRecord = OrderDetail['order']
type Players = Map<number, PlayerRef>

const NO_PLAYER: PlayerRef = { uid: '', phone: '' }
const nullableNumber = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v))

/** Resolves the players of `userIds` once per answer. */
export async function playersOf(deps: Pick<ConsoleDeps, 'playerRefs'>, userIds: readonly number[]): Promise<Players> {
  const found = await deps.playerRefs.refsOf(userIds)
  return new Map([...found].map(([id, p]) => [id, { uid: p.uid, phone: maskPhone(p.phone) }]))
}

export const playerIn = (players: Players, userId: number): PlayerRef => players.get(userId) ?? NO_PLAYER

export function orderView(o: OrderRecord, player: PlayerRef): OrderView {
  return {
    orderNo: o.id,
    player,
    reportId: o.report_id,
    scene: toNumber(o.scene),
    payType: toNumber(o.pay_type),
    provider: o.provider,
    channel: o.channel,
    terminal: toNumber(o.terminal),
    listFen: toNumber(o.list_fen),
    discountFen: toNumber(o.discount_fen),
    couponId: nullableNumber(o.coupon_id),
    amountFen: toNumber(o.amount_fen),
    status: o.status,
    tradeNo: o.trade_no,
    refundNo: o.refund_no,
    refundState: o.refund_state,
    refundReason: o.refund_reason,
    closeReason: o.close_reason,
    createdAt: toNumber(o.created_at),
    expiresAt: toNumber(o.expires_at),
    paidAt: nullableNumber(o.paid_at),
    closedAt: nullableNumber(o.closed_at),
    refundedAt: nullableNumber(o.refunded_at),
  }
}

export function requestView(r: RequestRecord): RefundRequestRow {
  return {
    id: r.id,
    orderNo: r.order_id,
    amountFen: r.amount_fen,
    reason: r.reason,
    status: r.status,
    requestedBy: r.requested_by,
    requestedById: nullableNumber(r.requested_by_id),
    createdAt: r.created_at,
    decidedBy: r.decided_by,
    decidedById: nullableNumber(r.decided_by_id),
    decidedAt: r.decided_at,
    decisionReason: r.decision_reason,
    failure: r.failure,
  }
}

const REFUND_UNDER_WAY: Record<RefundState, string> = {
  pending: '退款正在提交',
  processing: '退款已受理，等待支付平台确认',
  done: '该订单已退款',
  failed: '退款失败，请在对账页重试退款',
}

/**
 * Whether the detail page offers a refund, as the refund command will judge it (paid, a payment booked, no refund
 * and no open request), and whether it would need a second operator's approval.
 */
export function refundAbility(detail: OrderDetail, approvalFen: number): OrderDetailData['refund'] {
  const o = detail.order
  const status: OrderStatus = o.status
  const paidFor = detail.ledger.some((l) => l.kind === 'payment')
  const blockedReason =
    toNumber(o.pay_type) === PayType.COUPON
      ? '用券解锁的订单没有收款，无需退款'
      : !(status === 'paid' || status === 'closed') || !paidFor
        ? `只有已支付的订单可以退款（当前状态：${ORDER_STATUS_NAMES[status]}）`
        : o.refund_state !== null
          ? REFUND_UNDER_WAY[o.refund_state]
          : detail.refundRequests.some((r) => r.status === 'requested')
            ? '已有待审批的退款申请'
            : null
  return { allowed: blockedReason === null, blockedReason, needsApproval: toNumber(o.amount_fen) > approvalFen, approvalFen }
}
