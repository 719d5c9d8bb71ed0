import type { Selectable } from 'kysely'
import type { Db } from '../../../db/connect'
import { insertedId } from '../../../db/inserted-id'
import { toNumber } from '../../../db/numbers'
import { pageOf, type Page } from '../../../db/page'
import { updatedOne } from '../../../db/updated-one'
import type { RefundRequestStatus, RefundRequestTable } from '../../../db/schema'

export type RefundRequestRow = Selectable<RefundRequestTable>

const rowNumbers = (r: RefundRequestRow): RefundRequestRow => ({
  ...r,
  id: toNumber(r.id),
  amount_fen: toNumber(r.amount_fen),
  created_at: toNumber(r.created_at),
  decided_at: r.decided_at === null ? null : toNumber(r.decided_at),
})

/** Refund requests above the approval amount. A decision is a conditional update on 'requested': taken once. */
export class RefundRequestRepository {
  constructor(private readonly db: Db) {}

  /** Throws a unique violation when the order already has an open request. */
  async insert(request: {
    orderId: string
    amountFen: number
    reason: string
    requestedBy: string
    requestedById: number | null
    now: number
  }): Promise<number> {
    return insertedId(
      this.db
        .insertInto('refund_request')
        .values({
          order_id: request.orderId,
          amount_fen: request.amountFen,
          reason: request.reason,
          status: 'requested',
          requested_by: request.requestedBy,
          requested_by_id: request.requestedById,
          created_at: request.now,
          decided_by: null,
          decided_by_id: null,
          decided_at: null,
          decision_reason: null,
          failure: null,
        })
        .returning('id'),
    )
  }

  async find(id: number): Promise<RefundRequestRow | undefined> {
    const row = await this.db.selectFrom('refund_request').selectAll().where('id', '=', id).executeTakeFirst()
    return row && rowNumbers(row)
  }

  async forOrder(orderId: string): Promise<RefundRequestRow[]> {
    const rows = await this.db.selectFrom('refund_request').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
    return rows.map(rowNumbers)
  }

  async list(status: RefundRequestStatus | undefined, window: { offset: number; limit: number }): Promise<Page<RefundRequestRow>> {
    const base = this.db
      .selectFrom('refund_request')
      .$if(status !== undefined, (q) => q.where('status', '=', status as RefundRequestStatus))
    const page = await pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), window)
    return { rows: page.rows.map(rowNumbers), total: page.total }
  }

  /** Approves or rejects an open request; false when another decision got there first. */
  async decide(
    id: number,
    decision: { status: 'approved' | 'rejected'; by: string; byId: number | null; reason: string; now: number },
  ): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('refund_request')
        .set({
          status: decision.status,
          decided_by: decision.by,
          decided_by_id: decision.byId,
          decided_at: decision.now,
          decision_reason: decision.reason,
        })
        .where('id', '=', id)
        .where('status', '=', 'requested'),
    )
  }

  /** An approved request whose refund the provider refused: closed as failed, with its answer. */
  async fail(id: number, failure: string): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('refund_request')
        .set({ status: 'failed', failure: failure.slice(0, 200) })
        .where('id', '=', id)
        .where('status', '=', 'approved'),
    )
  }
}
