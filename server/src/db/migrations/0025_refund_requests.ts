import { autoId, bigint, createTables, int, unique, varchar } from './helpers'

/**
 * Refunds above the approval amount (REFUND_APPROVAL_FEN) are requests until a second finance operator decides
 * them. One open request per order (a partial unique index); deciding is a conditional update on `status`, so
 * parallel approvals of one request refund once.
 */
export const refundRequests = createTables({
  refund_request: {
    columns: {
      id: autoId,
      order_id: varchar(32).references('pay_order.id'),
      amount_fen: int,
      reason: varchar(200),
      // 'requested' | 'approved' | 'rejected' | 'failed' (approved, but the provider refused the refund).
      status: varchar(16),
      requested_by: varchar(64),
      // Null for a CLI user; the approver must be a different operator.
      requested_by_id: int.nullable(),
      created_at: bigint,
      decided_by: varchar(64).nullable(),
      decided_by_id: int.nullable(),
      decided_at: bigint.nullable(),
      decision_reason: varchar(200).nullable(),
      // What the provider answered when the approved refund failed.
      failure: varchar(200).nullable(),
    },
    indexes: {
      refund_request_open_unique: unique(['order_id'], { status: 'requested' }),
      refund_request_status_idx: ['status', 'created_at'],
    },
  },
})
