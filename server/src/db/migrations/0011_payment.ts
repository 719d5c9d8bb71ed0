import type { Kysely, Migration } from 'kysely'
import { addColumns, autoId, bigint, createTable, dropColumns, dropTables, int, text, unique, varchar } from './helpers'

/**
 * Paid unlock: orders (one per payment attempt or coupon spend), the payment ledger (one row per money
 * movement, so duplicate notifies cannot book a payment twice), the coupon ledger's spend columns, and the
 * minor flag the payment gate reads.
 */
export const payment: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, 'pay_order', {
      columns: {
        // Our out_trade_no: 'P' + 20 digits + 8 random characters (≤ 32, letters and digits: every provider accepts it).
        id: varchar(32).primaryKey(),
        user_id: int.references('users.id'),
        // 1 evaluate unlock, 2 intention unlock, 3 profit unlock.
        scene: int,
        report_id: varchar(40).references('report.id'),
        list_fen: int,
        discount_fen: int,
        coupon_id: int.nullable().references('coupon.id'),
        amount_fen: int,
        // 1 weixin, 2 zhifubao, 3 coupon.
        pay_type: int,
        // 'weixin' | 'alipay' | 'douyin' | 'sandbox' | 'coupon'
        provider: varchar(16),
        channel: varchar(16),
        terminal: int,
        trade_no: varchar(64).nullable(),
        // 'created' | 'paid' | 'closed' | 'refunded'
        status: varchar(16),
        launch: text.nullable(),
        created_at: bigint,
        expires_at: bigint,
        paid_at: bigint.nullable(),
        closed_at: bigint.nullable(),
        close_reason: varchar(32).nullable(),
        refunded_at: bigint.nullable(),
        refund_no: varchar(64).nullable(),
        updated_at: bigint,
      },
      indexes: {
        // One open order per (user, report): a second payTrans reuses it, and a racing insert fails on this index.
        pay_order_open_unique: unique(['user_id', 'report_id'], { status: 'created' }),
        // A report is paid for at most once (a refunded order no longer counts).
        pay_order_paid_unique: unique(['report_id'], { status: 'paid' }),
        pay_order_user_idx: ['user_id', 'created_at'],
        pay_order_status_idx: ['status', 'expires_at'],
      },
    })

    await createTable(db, 'pay_ledger', {
      columns: {
        id: autoId,
        order_id: varchar(32).references('pay_order.id'),
        // 'payment' | 'refund'
        kind: varchar(16),
        provider: varchar(16),
        trade_no: varchar(64),
        amount_fen: int,
        created_at: bigint,
      },
      unique: { pay_ledger_once: ['order_id', 'kind'] },
    })

    await addColumns(db, 'coupon', {
      used_order_id: varchar(32).nullable(),
      used_report_id: varchar(40).nullable(),
      note: varchar(64).nullable(),
    })
    // The 18th birthday of a user whose real-name check showed a minor: payment is refused before it.
    await addColumns(db, 'users', { minor_until: bigint.nullable() })
  },

  async down(db: Kysely<any>) {
    await dropColumns(db, 'users', ['minor_until'])
    await dropColumns(db, 'coupon', ['note', 'used_report_id', 'used_order_id'])
    await dropTables(db, ['pay_ledger', 'pay_order'])
  },
}
