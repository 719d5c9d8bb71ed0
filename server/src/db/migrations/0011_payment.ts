import { sql, type Kysely, type Migration } from 'kysely'
import { withAutoId } from './helpers'

/**
 * Paid unlock: orders (one per payment attempt or coupon spend), the payment ledger (one row per money
 * movement, so duplicate notifies cannot book a payment twice), the coupon ledger's spend columns, and the
 * minor flag the payment gate reads.
 */
export const payment: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('pay_order')
      // Our out_trade_no: 'P' + 20 digits + 8 random characters (≤ 32, letters and digits: every provider accepts it).
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      // 1 evaluate unlock, 2 intention unlock, 3 profit unlock.
      .addColumn('scene', 'integer', (c) => c.notNull())
      .addColumn('report_id', 'varchar(40)', (c) => c.notNull().references('report.id'))
      .addColumn('list_fen', 'integer', (c) => c.notNull())
      .addColumn('discount_fen', 'integer', (c) => c.notNull())
      .addColumn('coupon_id', 'integer', (c) => c.references('coupon.id'))
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      // 1 weixin, 2 zhifubao, 3 coupon.
      .addColumn('pay_type', 'integer', (c) => c.notNull())
      // 'weixin' | 'alipay' | 'douyin' | 'sandbox' | 'coupon'
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('terminal', 'integer', (c) => c.notNull())
      .addColumn('trade_no', 'varchar(64)')
      // 'created' | 'paid' | 'closed' | 'refunded'
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('launch', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addColumn('close_reason', 'varchar(32)')
      .addColumn('refunded_at', 'bigint')
      .addColumn('refund_no', 'varchar(64)')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    // One open order per (user, report): a second payTrans reuses it, and a racing insert fails on this index.
    await db.schema
      .createIndex('pay_order_open_unique')
      .on('pay_order')
      .columns(['user_id', 'report_id'])
      .unique()
      .where(sql.ref('status'), '=', 'created')
      .execute()
    // A report is paid for at most once (a refunded order no longer counts).
    await db.schema
      .createIndex('pay_order_paid_unique')
      .on('pay_order')
      .column('report_id')
      .unique()
      .where(sql.ref('status'), '=', 'paid')
      .execute()
    await db.schema.createIndex('pay_order_user_idx').on('pay_order').columns(['user_id', 'created_at']).execute()
    await db.schema.createIndex('pay_order_status_idx').on('pay_order').columns(['status', 'expires_at']).execute()

    await withAutoId(db, db.schema.createTable('pay_ledger'))
      .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('pay_order.id'))
      // 'payment' | 'refund'
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('trade_no', 'varchar(64)', (c) => c.notNull())
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('pay_ledger_once', ['order_id', 'kind'])
      .execute()

    await db.schema.alterTable('coupon').addColumn('used_order_id', 'varchar(32)').execute()
    await db.schema.alterTable('coupon').addColumn('used_report_id', 'varchar(40)').execute()
    await db.schema.alterTable('coupon').addColumn('note', 'varchar(64)').execute()
    // The 18th birthday of a user whose real-name check showed a minor: payment is refused before it.
    await db.schema.alterTable('users').addColumn('minor_until', 'bigint').execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('minor_until').execute()
    for (const column of ['note', 'used_report_id', 'used_order_id']) await db.schema.alterTable('coupon').dropColumn(column).execute()
    await db.schema.dropTable('pay_ledger').execute()
    await db.schema.dropTable('pay_order').execute()
  },
}
