import { BizError } from '../../errors'
import type { AuditActor } from '../audit-port'
import type { OrdersAdmin } from './admin'
import type { CouponDesk } from './coupon-desk'
import { PAID_TWICE, type PaymentService } from './service'

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/**
 * The frame's own audit row for a payment command: none. Refunds (request, approval, refund) and coupon grants record
 * their rows themselves, with the object before and after, in the write's transaction; reconcile only reads.
 */
export const paymentAuditTarget = (): null => null

/** Thrown for operator mistakes; the message says what to fix. */
export class PaymentCommandError extends Error {}

const USAGE = `usage:
  coupon:grant PHONE N [DAYS] [NOTE]   grant N unlock coupons (expiring in DAYS days; never when omitted); PHONE
                                       may also be a uid, NOTE is the reason (命令行发放 when omitted)
  order:refund ORDER_ID REASON [--force]
                                       refund a paid order in full through its provider (the report stays unlocked);
                                       above REFUND_APPROVAL_FEN only with --force (else ask in the console)
  orders:reconcile                     list paid orders without their unlock, payments awaiting a refund, reports paid
                                       more than once, refunds, and unlocks without payment`

/** What the payment commands run on, and who runs them (`cli:` + OPS_OPERATOR or the OS user, for the audit). */
export interface PaymentCommandDeps {
  payment: PaymentService
  orders: OrdersAdmin
  /** The console's coupon commands: the CLI grants through the same one, audited under its actor. */
  coupons: CouponDesk
  actor: AuditActor
}

/**
 * Operators' payment commands, run against the service's database: `npm run coupon:grant -- 13800000000 3 30`,
 * `npm run order:refund -- P2026... 用户误购`, `npm run orders:reconcile`. Returns what to print.
 */
export async function runPaymentCommand(args: string[], { payment, orders, coupons, actor }: PaymentCommandDeps): Promise<string> {
  const [command, ...rest] = args
  switch (command) {
    case 'coupon:grant': {
      const [phone, n, days, ...note] = rest
      const count = Number(n)
      if (!phone || !/^(\d{5,15}|[0-9a-z]{12})$/.test(phone))
        throw new PaymentCommandError(`PHONE must be digits or a uid, got "${phone ?? ''}"\n${USAGE}`)
      if (!Number.isInteger(count) || count < 1 || count > 100)
        throw new PaymentCommandError(`N must be a whole number from 1 to 100, got "${n ?? ''}"`)
      const validDays = days === undefined ? null : Number(days)
      if (validDays !== null && (!Number.isInteger(validDays) || validDays < 1 || validDays > 3650)) {
        throw new PaymentCommandError(`DAYS must be a whole number from 1 to 3650, got "${days}"`)
      }
      const reason = note.join(' ').slice(0, 64) || '命令行发放'
      let userId: number
      try {
        const result = await coupons.grant(actor, { recipients: phone, count, source: 'grant', validDays, reason })
        userId = result.granted[0].userId
      } catch (err) {
        if (err instanceof BizError) throw new PaymentCommandError(err.message)
        throw err
      }
      const usable = await payment.usableCoupons(userId)
      return `granted ${count} unlock coupon(s) to ${phone}${validDays === null ? '' : `, valid for ${validDays} days`}; usable now: ${usable}`
    }
    case 'order:refund': {
      const force = rest.includes('--force')
      const [orderNo, ...reason] = rest.filter((a) => a !== '--force')
      if (!orderNo || reason.length === 0) throw new PaymentCommandError(`ORDER_ID and REASON are required\n${USAGE}`)
      try {
        const done = await orders.refund(orderNo, reason.join(' '), actor, force ? 'refund' : 'refuse')
        if (done.outcome !== 'refunded') throw new PaymentCommandError('the refund was filed as a request, not made')
        const order = done.order
        return `refunded ${order.id}: ${yuan(order.amount_fen)} via ${order.provider}, refund no ${order.refund_no}; the report stays unlocked`
      } catch (err) {
        if (err instanceof PaymentCommandError) throw err
        throw new PaymentCommandError((err as Error).message)
      }
    }
    case 'orders:reconcile': {
      const r = await payment.reconcile()
      const byReport = new Map<string, typeof r.doublePayments>()
      for (const p of r.doublePayments) byReport.set(p.report_id, [...(byReport.get(p.report_id) ?? []), p])
      const lines = [
        `paid orders without their unlock: ${r.paidWithoutUnlock.length}`,
        ...r.paidWithoutUnlock.map(
          (o) =>
            `  ${o.id} user ${o.user_id} report ${o.report_id} ${yuan(o.amount_fen)} ${o.provider} (report unlocked by ${o.unlocked_by ?? 'nothing'})`,
        ),
        `payments on orders that are not paid, awaiting their refund: ${r.paymentsOnUnpaidOrders.length}`,
        ...r.paymentsOnUnpaidOrders.map(
          (o) =>
            `  ${o.id} user ${o.user_id} report ${o.report_id} ${yuan(o.amount_fen)} ${o.provider} trade ${o.trade_no} (order ${o.status})`,
        ),
        `reports paid more than once: ${byReport.size}`,
        ...[...byReport].map(
          ([reportId, paid]) =>
            `  report ${reportId} user ${paid[0].user_id}: ${paid.map((p) => `${p.id} ${yuan(p.amount_fen)} ${p.provider} ${p.status}`).join(', ')}`,
        ),
        `refunds: ${r.refunds.length}`,
        ...r.refunds.map(
          (f) =>
            `  ${f.id} user ${f.user_id} report ${f.report_id} ${yuan(f.amount_fen)} ${f.provider} refund ${f.trade_no} ${f.refund_state ?? 'done'} ${new Date(f.created_at).toISOString()} (${f.refund_reason === PAID_TWICE ? 'automatic: the report was already unlocked' : `operator: ${f.refund_reason ?? ''}`})`,
        ),
        `unlocked reports without payment, coupon or friend help: ${r.unlocksWithoutPayment.length}`,
        ...r.unlocksWithoutPayment.map((u) => `  ${u.id} user ${u.user_id} kind ${u.kind} unlocked by ${u.unlocked_by ?? 'nothing'}`),
      ]
      return lines.join('\n')
    }
    default:
      throw new PaymentCommandError(USAGE)
  }
}
