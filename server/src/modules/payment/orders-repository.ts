import { reportFacts } from '../reports/queries'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { updatedOne } from '../../db/updated-one'
import type { PayOrderStatus, PayOrderTable, RefundState } from '../../db/schema'
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'

export type PayOrderRow = Selectable<PayOrderTable>
export type NewPayOrder = Insertable<PayOrderTable>

const rowNumbers = (r: PayOrderRow): PayOrderRow => ({
  ...r,
  created_at: toNumber(r.created_at),
  expires_at: toNumber(r.expires_at),
  updated_at: toNumber(r.updated_at),
  paid_at: r.paid_at === null ? null : toNumber(r.paid_at),
  closed_at: r.closed_at === null ? null : toNumber(r.closed_at),
  refunded_at: r.refunded_at === null ? null : toNumber(r.refunded_at),
})

/**
 * Orders and the payment ledger. Every state change is a conditional update on the current status, so a
 * notify, the expiry sweep and a coupon spend racing on one order change it once.
 */
export class OrderRepository {
  constructor(private readonly db: Db) {}

  async insert(order: NewPayOrder): Promise<void> {
    await this.db.insertInto('pay_order').values(order).execute()
  }

  async find(id: string): Promise<PayOrderRow | undefined> {
    const row = await this.db.selectFrom('pay_order').selectAll().where('id', '=', id).executeTakeFirst()
    return row && rowNumbers(row)
  }

  async findOwned(id: string, userId: number): Promise<PayOrderRow | undefined> {
    const row = await this.db.selectFrom('pay_order').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    return row && rowNumbers(row)
  }

  /** The user's open (created) order for a report, if any. */
  async findOpen(userId: number, reportId: string): Promise<PayOrderRow | undefined> {
    const row = await this.db
      .selectFrom('pay_order')
      .selectAll()
      .where('user_id', '=', userId)
      .where('report_id', '=', reportId)
      .where('status', '=', 'created')
      .executeTakeFirst()
    return row && rowNumbers(row)
  }

  async setLaunch(id: string, launch: string): Promise<void> {
    await this.db.updateTable('pay_order').set({ launch }).where('id', '=', id).execute()
  }

  async close(id: string, reason: string, now: number): Promise<boolean> {
    return this.transition(id, ['created'], { status: 'closed', closed_at: now, close_reason: reason, updated_at: now })
  }

  /** The payment that unlocks: also on an order closed here while the provider was taking the money. */
  async markPaid(id: string, tradeNo: string, paidAt: number, now: number): Promise<boolean> {
    return this.transition(id, ['created', 'closed'], { status: 'paid', trade_no: tradeNo, paid_at: paidAt, updated_at: now })
  }

  /**
   * A payment for a report already unlocked another way: recorded on the order, which closes (if still open)
   * and claims its refund. False when the refund was claimed before (a replayed notify).
   */
  async claimRefundOfPayment(id: string, tradeNo: string, paidAt: number, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('pay_order')
        .set((eb) => ({
          status: 'closed',
          trade_no: tradeNo,
          paid_at: paidAt,
          closed_at: eb.fn.coalesce('closed_at', eb.val(now)),
          close_reason: eb.fn.coalesce('close_reason', eb.val('paid_twice')),
          refund_state: 'pending',
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', 'in', ['created', 'closed'])
        .where('refund_state', 'is', null),
    )
  }

  /**
   * An operator's refund claims the order's payment: once, on a paid order or a payment kept on a closed one, while
   * no refund of it is under way or done. The automatic refund of a replayed notify then finds it claimed.
   */
  async claimRefund(id: string, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('pay_order')
        .set({ refund_state: 'pending', updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['paid', 'closed'])
        .where('refund_state', 'is', null)
        .where('trade_no', 'is not', null),
    )
  }

  /** A refund the provider's notify called failed is asked again: claimed once. */
  async claimRetry(id: string, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('pay_order')
        .set({ refund_state: 'pending', updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'refunded')
        .where('refund_state', '=', 'failed'),
    )
  }

  /** The provider's answer to a retried refund; a retry that failed at the provider goes back to failed. */
  async settleRetry(id: string, state: RefundState, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('pay_order')
        .set({ refund_state: state, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'refunded')
        .where('refund_state', '=', 'pending'),
    )
  }

  /** A refund that failed at the provider: the next replayed notify (or an operator) may claim it again. */
  async releaseRefund(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('pay_order')
      .set({ refund_state: null, updated_at: now })
      .where('id', '=', id)
      .where('refund_state', '=', 'pending')
      .execute()
  }

  /** The provider accepted the refund of a paid order, or of a payment kept on a closed one. */
  async markRefunded(id: string, refund: { refundNo: string; state: RefundState; reason: string }, now: number): Promise<boolean> {
    return this.transition(id, ['paid', 'closed'], {
      status: 'refunded',
      refund_no: refund.refundNo,
      refund_state: refund.state,
      refund_reason: refund.reason.slice(0, 64),
      refunded_at: now,
      updated_at: now,
    })
  }

  /**
   * The provider's notify on our refund: its final state. False while the refund is not stored here yet (the
   * provider retries); a replay sets the same state again.
   */
  async settleRefund(id: string, refundNo: string, state: 'done' | 'failed', now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('pay_order')
        .set({ refund_state: state, updated_at: now })
        .where('id', '=', id)
        .where('refund_no', '=', refundNo)
        .where('status', '=', 'refunded'),
    )
  }

  /** One step of the status machine, taken only from `from`: racing callers change the row once. */
  private async transition(id: string, from: PayOrderStatus[], set: Updateable<PayOrderTable>): Promise<boolean> {
    return updatedOne(this.db.updateTable('pay_order').set(set).where('id', '=', id).where('status', 'in', from))
  }

  /** Open orders past their expiry, oldest first. */
  async listExpired(now: number, limit: number): Promise<PayOrderRow[]> {
    const rows = await this.db
      .selectFrom('pay_order')
      .selectAll()
      .where('status', '=', 'created')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute()
    return rows.map(rowNumbers)
  }

  /** Books a money movement once: false when this order already has one of this kind (a duplicate notify). */
  async book(entry: { orderId: string; kind: 'payment' | 'refund'; provider: string; tradeNo: string; amountFen: number; now: number }) {
    const res = await this.db
      .insertInto('pay_ledger')
      .values({
        order_id: entry.orderId,
        kind: entry.kind,
        provider: entry.provider,
        trade_no: entry.tradeNo,
        amount_fen: entry.amountFen,
        created_at: entry.now,
      })
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
      .executeTakeFirst()
    return toNumber(res.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async ledgerFor(orderId: string) {
    return this.db.selectFrom('pay_ledger').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
  }

  /** Paid orders whose report was not unlocked by them, and payments booked on orders that are not paid. */
  async paidWithoutUnlock() {
    return this.db
      .selectFrom('pay_order as o')
      .innerJoin(reportFacts(this.db).as('r'), 'r.id', 'o.report_id')
      .select(['o.id', 'o.user_id', 'o.report_id', 'o.amount_fen', 'o.provider', 'o.status', 'r.status as report_status', 'r.unlocked_by'])
      .where('o.status', '=', 'paid')
      .where('o.pay_type', '!=', 3)
      .where((eb) => eb.or([eb('r.unlocked_by', 'is', null), eb('r.unlocked_by', '!=', sql<string>`'pay:' || ${sql.ref('o.id')}`)]))
      .execute()
  }

  /** Ledger entries (l) beside their orders (o), for reconciliation. */
  private ledgerWithOrders() {
    return this.db.selectFrom('pay_ledger as l').innerJoin('pay_order as o', 'o.id', 'l.order_id')
  }

  async paymentsOnUnpaidOrders() {
    return this.ledgerWithOrders()
      .select(['o.id', 'o.user_id', 'o.report_id', 'l.amount_fen', 'l.provider', 'l.trade_no', 'o.status'])
      .where('l.kind', '=', 'payment')
      .where('o.status', 'not in', ['paid', 'refunded'])
      .execute()
  }

  /** Every refund booked (automatic and operators'), newest first. */
  async refunds() {
    const rows = await this.ledgerWithOrders()
      .select([
        'o.id',
        'o.user_id',
        'o.report_id',
        'l.amount_fen',
        'l.provider',
        'l.trade_no',
        'l.created_at',
        'o.refund_state',
        'o.refund_reason',
      ])
      .where('l.kind', '=', 'refund')
      .orderBy('l.id', 'desc')
      .execute()
    return rows.map((r) => ({ ...r, created_at: toNumber(r.created_at) }))
  }

  /** Every payment on a report that was paid for more than once, by report, with what became of each. */
  async doublePayments() {
    return this.ledgerWithOrders()
      .select(['o.report_id', 'o.id', 'o.user_id', 'l.amount_fen', 'l.provider', 'o.status', 'o.refund_state'])
      .where('l.kind', '=', 'payment')
      .where('o.report_id', 'in', (eb) =>
        eb
          .selectFrom('pay_ledger as l2')
          .innerJoin('pay_order as o2', 'o2.id', 'l2.order_id')
          .select('o2.report_id')
          .where('l2.kind', '=', 'payment')
          .groupBy('o2.report_id')
          .having((h) => h.fn.countAll(), '>', 1),
      )
      .orderBy('o.report_id')
      .orderBy('l.id')
      .execute()
  }

  /** Unlocked reports that name no paid order, spent coupon, friend help or PK origin. */
  async unlocksWithoutPayment() {
    return this.db
      .selectFrom(reportFacts(this.db).as('r'))
      .select(['r.id', 'r.user_id', 'r.kind', 'r.unlocked_by', 'r.unlocked_at'])
      .where('r.status', '=', 2)
      .where('r.kind', 'in', [1, 2, 3])
      .where((eb) =>
        eb.not(
          eb.or([
            eb.exists(
              eb
                .selectFrom('pay_order as o')
                .select('o.id')
                .whereRef('o.report_id', '=', 'r.id')
                .where('o.status', 'in', ['paid', 'refunded']),
            ),
            eb('r.unlocked_by', 'like', 'help%'),
          ]),
        ),
      )
      .execute()
  }
}
