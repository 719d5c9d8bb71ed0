import type { Kysely, Migration } from 'kysely'

/**
 * A refund's state and why it was made, kept on its order: a payment that arrives for a report already unlocked
 * is refunded automatically, and reconciliation shows every refund next to the operator's.
 */
export const refundState: Migration = {
  async up(db: Kysely<any>) {
    // 'pending' (claimed, the provider call is under way) | 'processing' (the provider confirms later) | 'done' | 'failed'.
    await db.schema.alterTable('pay_order').addColumn('refund_state', 'varchar(16)').execute()
    // 'paid_twice' for the automatic refund, else the operator's reason.
    await db.schema.alterTable('pay_order').addColumn('refund_reason', 'varchar(64)').execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('pay_order').dropColumn('refund_reason').execute()
    await db.schema.alterTable('pay_order').dropColumn('refund_state').execute()
  },
}
