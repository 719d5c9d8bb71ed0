import { autoId, bigint, createTables, int, varchar } from './helpers'

/**
 * What each provider notify said and what the service did with it (issue 37 point 6: the order detail shows its
 * notifies). Never the body itself, which carries the provider's signature and, for Alipay, every field in clear:
 * its SHA-256 and length, and the fields of the verified notice. A notify that failed verification has no order,
 * state or numbers (nothing in it can be trusted). Rows older than 180 days are deleted by a recurring job.
 */
export const payNotifyLog = createTables({
  pay_notify_log: {
    columns: {
      id: autoId,
      provider: varchar(16),
      received_at: bigint,
      body_sha256: varchar(64),
      body_bytes: int,
      // As the verified notify names it: no reference, since an unknown order is logged too.
      order_id: varchar(64).nullable(),
      // 'paid' | 'failed' | 'cancelled' | 'closed' | 'refunded' | 'refund_failed'; null when unverified.
      state: varchar(16).nullable(),
      trade_no: varchar(64).nullable(),
      refund_no: varchar(64).nullable(),
      amount_fen: bigint.nullable(),
      // 'applied' | 'replay' | 'double_payment' | 'rejected' | 'error'.
      outcome: varchar(16),
      // Why it was rejected (or its automatic refund failed): a code, and our own words about it.
      reason: varchar(32).nullable(),
      detail: varchar(200).nullable(),
    },
    indexes: {
      pay_notify_log_order_idx: ['order_id', 'received_at'],
      pay_notify_log_received_idx: ['received_at'],
    },
  },
})
