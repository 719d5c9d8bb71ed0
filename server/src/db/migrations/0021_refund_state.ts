import type { Kysely, Migration } from 'kysely'
import { addColumns, dropColumns, varchar } from './helpers'

/**
 * A refund's state and why it was made, kept on its order: a payment that arrives for a report already unlocked
 * is refunded automatically, and reconciliation shows every refund next to the operator's.
 */
export const refundState: Migration = {
  async up(db: Kysely<any>) {
    await addColumns(db, 'pay_order', {
      // 'pending' (claimed, the provider call is under way) | 'processing' (the provider confirms later) | 'done' | 'failed'.
      refund_state: varchar(16).nullable(),
      // 'paid_twice' for the automatic refund, else the operator's reason.
      refund_reason: varchar(64).nullable(),
    })
  },

  async down(db: Kysely<any>) {
    await dropColumns(db, 'pay_order', ['refund_reason', 'refund_state'])
  },
}
