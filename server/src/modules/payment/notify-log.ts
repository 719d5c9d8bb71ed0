import { createHash } from 'node:crypto'
import { OrderRule, type NotifyOutcome, type NotifyReason } from '../../contract/console/orders-values'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { PaymentNotice, PayProviderName } from '../../providers/pay/types'

const DAY_MS = 86_400_000

/** What the service did with one notify: its outcome, why (rejections), and whether the provider was told ok. */
export interface NotifyHandling {
  outcome: NotifyOutcome
  reason?: NotifyReason
  /** The verifier's or the handler's message: it may quote a verified field (a state, an order no.), never the body. */
  detail?: string
  acked: boolean
}

/** A notify as it arrived, before anything was made of it. */
interface NotifyArrival {
  provider: PayProviderName
  receivedAt: number
  rawBody: string
}

/** One logged notify, as the orders-admin detail reads it. */
export interface NotifyLogEntry {
  id: number
  provider: string
  receivedAt: number
  state: PaymentNotice['state'] | null
  tradeNo: string | null
  refundNo: string | null
  amountFen: number | null
  outcome: NotifyOutcome
  reason: NotifyReason | null
  detail: string | null
}

const clip = (text: string | undefined, max: number): string | null => (text === undefined ? null : text.slice(0, max))
const nullableNumber = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v))

/**
 * The payment module's log of provider notifies: one row per delivery, written after the notify was handled (its
 * own statement, outside the payment's transaction, so that a log that cannot be written never rolls back or fails
 * the payment: `record` swallows and reports its own failure). The body is never stored: it carries the provider's
 * signature (Alipay's in the clear with every field), so a row keeps its SHA-256 and length, and the verified notice.
 */
export class NotifyLog {
  constructor(
    private readonly db: Db,
    private readonly log: (obj: Record<string, unknown>, msg: string) => void,
  ) {}

  async record(arrival: NotifyArrival, notice: PaymentNotice | undefined, handling: NotifyHandling): Promise<void> {
    try {
      await this.db
        .insertInto('pay_notify_log')
        .values({
          provider: arrival.provider,
          received_at: arrival.receivedAt,
          body_sha256: createHash('sha256').update(arrival.rawBody).digest('hex'),
          body_bytes: Buffer.byteLength(arrival.rawBody),
          order_id: clip(notice?.orderNo, 64),
          state: notice?.state ?? null,
          trade_no: clip(notice?.tradeNo || undefined, 64),
          refund_no: clip(notice?.refundNo, 64),
          amount_fen: notice?.amountFen ?? null,
          outcome: handling.outcome,
          reason: handling.reason ?? null,
          detail: clip(handling.detail, 200),
        })
        .execute()
    } catch (err) {
      this.log(
        { provider: arrival.provider, outcome: handling.outcome, err: (err as Error).message },
        'writing the payment notify log failed',
      )
    }
  }

  /** Deletes rows past OrderRule.NOTIFY_LOG_DAYS (the recurring PAY_NOTIFY_PRUNE job); returns how many. */
  async prune(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('pay_notify_log')
      .where('received_at', '<', now - OrderRule.NOTIFY_LOG_DAYS * DAY_MS)
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}

/** An order's notifies, newest first. */
export async function notifiesOfOrder(db: Db, orderId: string): Promise<NotifyLogEntry[]> {
  const rows = await db
    .selectFrom('pay_notify_log')
    .select(['id', 'provider', 'received_at', 'state', 'trade_no', 'refund_no', 'amount_fen', 'outcome', 'reason', 'detail'])
    .where('order_id', '=', orderId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((r) => ({
    id: toNumber(r.id),
    provider: r.provider,
    receivedAt: toNumber(r.received_at),
    state: r.state,
    tradeNo: r.trade_no,
    refundNo: r.refund_no,
    amountFen: nullableNumber(r.amount_fen),
    outcome: r.outcome,
    reason: r.reason,
    detail: r.detail,
  }))
}
