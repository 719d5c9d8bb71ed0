import type { Transaction } from 'kysely'
import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { Database } from '../../db/schema'
import { BizCode, BizError } from '../../errors'
import type { PayProvider, PayProviderName } from '../../providers/pay/types'
import { OrderRepository, type PayOrderRow } from './orders-repository'
import { businessMetrics } from '../../observability/business-metrics'
import { postRefund } from '../messages/queries'

/** The refund reason of a payment for a report that was already unlocked (refunded automatically). */
export const PAID_TWICE = 'paid_twice'

/** The refund number of an order: R + its digits, so any retry is the same refund at the provider. */
export const refundNoOf = (orderId: string): string => `R${orderId.slice(1)}`

export interface RefundDeskDeps {
  db: Db
  clock: Clock
  providers: ReadonlyMap<PayProviderName, PayProvider>
}

/**
 * Full refunds at the order's provider, then booked here. Callers claim the order's refund first (a conditional
 * update), so one payment reaches the provider's refund call once however many callers race on it.
 */
export class RefundDesk {
  constructor(private readonly deps: RefundDeskDeps) {}

  provider(name: string): PayProvider {
    const provider = this.deps.providers.get(name as PayProviderName)
    if (!provider) throw new BizError(BizCode.PAY_TYPE_UNAVAILABLE)
    return provider
  }

  private async ask(order: PayOrderRow, tradeNo: string, reason: string) {
    const provider = this.provider(order.provider)
    try {
      const result = await provider.refund({
        orderNo: order.id,
        tradeNo,
        refundNo: refundNoOf(order.id),
        amountFen: order.amount_fen,
        reason: reason === PAID_TWICE ? '报告已解锁，重复支付自动退款' : reason,
      })
      businessMetrics.refunds.inc({ provider: provider.name, result: 'ok' })
      return result
    } catch (err) {
      businessMetrics.refunds.inc({ provider: provider.name, result: 'failed' })
      throw err
    }
  }

  /**
   * Refunds the payment at the provider, then marks the order refunded and books the refund in one transaction;
   * `within` (an audit entry) joins that transaction when the order did turn refunded in it.
   */
  async refund(
    order: PayOrderRow,
    tradeNo: string,
    reason: string,
    within?: (trx: Transaction<Database>, refundNo: string) => Promise<void>,
  ): Promise<string> {
    const result = await this.ask(order, tradeNo, reason)
    const now = this.deps.clock.now()
    await this.deps.db.transaction().execute(async (trx) => {
      const orders = new OrderRepository(trx)
      const marked = await orders.markRefunded(order.id, { refundNo: result.refundNo, state: result.state, reason }, now)
      await orders.book({
        orderId: order.id,
        kind: 'refund',
        provider: order.provider,
        tradeNo: result.refundNo,
        amountFen: order.amount_fen,
        now,
      })
      if (!marked) return
      await postRefund(trx, {
        userId: order.user_id,
        orderId: order.id,
        amountFen: order.amount_fen,
        state: result.state,
        paidTwice: reason === PAID_TWICE,
        now,
      })
      await within?.(trx, result.refundNo)
    })
    return result.refundNo
  }

  /**
   * Asks the provider again for a refund whose notify said it failed (claimed by the caller): the same refund
   * number, so the provider never pays it out twice. Its answer is stored with `within` in one transaction.
   */
  async retry(
    order: PayOrderRow,
    tradeNo: string,
    within?: (trx: Transaction<Database>, state: 'done' | 'processing') => Promise<void>,
  ): Promise<'done' | 'processing'> {
    const result = await this.ask(order, tradeNo, order.refund_reason ?? '')
    const now = this.deps.clock.now()
    await this.deps.db.transaction().execute(async (trx) => {
      if (await new OrderRepository(trx).settleRetry(order.id, result.state, now)) await within?.(trx, result.state)
    })
    return result.state
  }
}
