import type { Db } from '../../../db/connect'
import { toNumber } from '../../../db/numbers'
import { pageOf, type Page } from '../../../db/page'
import type { PayOrderStatus, RefundState } from '../../../db/schema'

/** What an operator narrows the order list by; every field is optional and they combine with AND. */
export interface OrderFilter {
  orderId?: string
  userId?: number
  reportId?: string
  status?: PayOrderStatus
  provider?: string
  scene?: number
  /** Created at or after (UTC ms). */
  createdFrom?: number
  /** Created before (UTC ms). */
  createdTo?: number
  minAmountFen?: number
  maxAmountFen?: number
}

/** One row of the operators' order list. */
export interface OrderListRow {
  orderId: string
  userId: number
  reportId: string
  scene: number
  payType: number
  provider: string
  amountFen: number
  status: PayOrderStatus
  refundState: RefundState | null
  createdAt: number
  paidAt: number | null
  refundedAt: number | null
}

const nullableNumber = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v))

/** The order list, newest first, one page of it and how many orders match. */
export async function searchOrders(db: Db, filter: OrderFilter, window: { offset: number; limit: number }): Promise<Page<OrderListRow>> {
  const f = filter
  const base = db
    .selectFrom('pay_order')
    .$if(f.orderId !== undefined, (q) => q.where('id', '=', f.orderId as string))
    .$if(f.userId !== undefined, (q) => q.where('user_id', '=', f.userId as number))
    .$if(f.reportId !== undefined, (q) => q.where('report_id', '=', f.reportId as string))
    .$if(f.status !== undefined, (q) => q.where('status', '=', f.status as PayOrderStatus))
    .$if(f.provider !== undefined, (q) => q.where('provider', '=', f.provider as string))
    .$if(f.scene !== undefined, (q) => q.where('scene', '=', f.scene as number))
    .$if(f.createdFrom !== undefined, (q) => q.where('created_at', '>=', f.createdFrom as number))
    .$if(f.createdTo !== undefined, (q) => q.where('created_at', '<', f.createdTo as number))
    .$if(f.minAmountFen !== undefined, (q) => q.where('amount_fen', '>=', f.minAmountFen as number))
    .$if(f.maxAmountFen !== undefined, (q) => q.where('amount_fen', '<=', f.maxAmountFen as number))
  const page = await pageOf(
    base,
    (q) =>
      q
        .select([
          'id',
          'user_id',
          'report_id',
          'scene',
          'pay_type',
          'provider',
          'amount_fen',
          'status',
          'refund_state',
          'created_at',
          'paid_at',
          'refunded_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    window,
  )
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      orderId: r.id,
      userId: toNumber(r.user_id),
      reportId: r.report_id,
      scene: toNumber(r.scene),
      payType: toNumber(r.pay_type),
      provider: r.provider,
      amountFen: toNumber(r.amount_fen),
      status: r.status,
      refundState: r.refund_state,
      createdAt: toNumber(r.created_at),
      paidAt: nullableNumber(r.paid_at),
      refundedAt: nullableNumber(r.refunded_at),
    })),
  }
}
