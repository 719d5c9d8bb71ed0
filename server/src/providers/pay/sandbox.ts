import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { BizCode, BizError } from '../../errors'
import { assertSandboxAllowed } from '../sandbox'
import type * as Pay from './types'
import { buildWechatV3Notify, parseWechatV3Notify, wechatV3Ack } from './wechat-v3-notify'

/** Where the sandbox cashier lives on the service (outside the API prefix; never registered in production). */
export const SANDBOX_CASHIER_PATH = '/sandbox-pay/cashier'

/** What the user chose in the sandbox cashier. */
export type SandboxOutcome = 'pay' | 'fail'

/** A payment as the sandbox's books hold it: taken, and refunded at most once (by refund number). */
interface SandboxTrade {
  tradeNo: string
  amountFen: number
  refundNo?: string
}

/** A refund the sandbox made, as its merchant console would list it. */
export interface SandboxRefund {
  orderNo: string
  tradeNo: string
  refundNo: string
  amountFen: number
  reason: string
}

/**
 * The sandbox platform's key pair, made on first use and then shared by every sandbox of the process: an RSA key pair
 * costs 0.1-0.5 s of CPU, every service start outside production (each `npm start`, every app a test builds) makes a
 * sandbox, and few of them pay. Each sandbox keeps its own serial and APIv3 key, so one never accepts another's notify.
 */
let platformKeyPair: { privateKey: KeyObject; publicKey: KeyObject } | undefined

/**
 * The local payment provider for development and tests. It behaves like WeChat Pay API v3 seen from our side:
 * it owns a platform key pair and an APIv3 key (generated when first needed, never configured), its cashier page lets a
 * developer pay, cancel or fail, and its notifies are signed and encrypted exactly like WeChat's, so they go
 * through the same verification code (`parseWechatV3Notify`) as a real notify.
 */
export class SandboxPayProvider implements Pay.PayProvider {
  readonly name = 'sandbox'
  readonly channels: readonly Pay.PayChannel[] = ['cashier']
  private readonly serial = `SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`
  private readonly apiV3Key = randomBytes(16).toString('hex')
  /** The sandbox's own state of each order it was asked about: paid (with its trade) or closed. */
  private readonly paid = new Map<string, SandboxTrade>()
  private readonly closed = new Set<string>()
  private readonly refundLog: SandboxRefund[] = []
  /** Sends a notify to the service's notify route; true when it was acknowledged (set by the cashier routes). */
  private deliver?: (notify: Pay.IncomingNotify) => Promise<boolean>
  private readonly deliveries = new Set<Promise<void>>()

  constructor(
    nodeEnv: string,
    private readonly now: () => number,
  ) {
    assertSandboxAllowed('payment provider', nodeEnv, 'set PAY_PROVIDERS to weixin, alipay and/or douyin with their keys')
  }

  private get platformKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
    platformKeyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    return platformKeyPair
  }

  async create(request: Pay.PaymentRequest): Promise<Pay.PaymentLaunch> {
    // As WeChat refuses a prepay for an order number it has closed.
    if (this.closed.has(request.orderNo)) throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '订单已关闭')
    const query = new URLSearchParams({ orderNo: request.orderNo })
    if (request.returnUrl) query.set('return', request.returnUrl)
    return { kind: 'redirect', url: `${SANDBOX_CASHIER_PATH}?${query}` }
  }

  /**
   * The notify WeChat would send for the user's choice in the cashier. The amount is the order's as stored by
   * the service (the cashier page never takes it from its URL).
   */
  notifyFor(order: { orderNo: string; amountFen: number }, outcome: SandboxOutcome): Pay.IncomingNotify {
    const { orderNo } = order
    // Paying is the sandbox taking the money, once per order, and never on an order it has closed: this check and
    // the close below are one synchronous step each, so a close and a payment racing on an order exclude each other.
    const paying = outcome === 'pay' && !this.closed.has(orderNo)
    const trade = this.paid.get(orderNo) ?? { tradeNo: `4200${Date.now()}${randomBytes(4).toString('hex')}`, amountFen: order.amountFen }
    if (paying) this.paid.set(orderNo, trade)
    const state = paying ? 'SUCCESS' : outcome === 'pay' ? 'CLOSED' : 'PAYERROR'
    return buildWechatV3Notify(
      {
        mchid: 'sandbox',
        appid: 'sandbox',
        out_trade_no: orderNo,
        transaction_id: trade.tradeNo,
        trade_type: 'JSAPI',
        trade_state: state,
        trade_state_desc: { SUCCESS: '支付成功', CLOSED: '订单已关闭', PAYERROR: '支付失败' }[state],
        success_time: new Date(this.now()).toISOString(),
        amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
      },
      { platformPrivateKey: this.platformKeys.privateKey, serial: this.serial, apiV3Key: this.apiV3Key },
      this.now(),
    )
  }

  async parseNotify(notify: Pay.IncomingNotify): Promise<Pay.PaymentNotice> {
    return parseWechatV3Notify(
      notify,
      { platformKeys: new Map([[this.serial, this.platformKeys.publicKey]]), apiV3Key: this.apiV3Key },
      this.now(),
    )
  }

  ack(ok: boolean): Pay.NotifyAck {
    return wechatV3Ack(ok)
  }

  /** Like WeChat's close: refused once the order is paid; from then on the cashier cannot take its payment. */
  async close(orderNo: string): Promise<void> {
    if (this.paid.has(orderNo)) throw new BizError(BizCode.ORDER_BEING_PAID, '订单已支付，无法关闭')
    this.closed.add(orderNo)
  }

  /**
   * Like WeChat's refund: only a payment the sandbox took, for its trade and at most its amount, once per order;
   * the same refund number again answers the same refund.
   */
  async refund(input: {
    orderNo: string
    tradeNo: string
    refundNo: string
    amountFen: number
    reason: string
  }): Promise<Pay.RefundResult> {
    const trade = this.paid.get(input.orderNo)
    if (!trade || trade.tradeNo !== input.tradeNo) throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '沙箱中没有这笔支付')
    if (trade.refundNo !== undefined && trade.refundNo !== input.refundNo) {
      throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '这笔支付已经退款')
    }
    if (input.amountFen <= 0 || input.amountFen > trade.amountFen) throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '退款金额超出支付金额')
    if (trade.refundNo === undefined) {
      trade.refundNo = input.refundNo
      this.notifyRefund({ ...input, tradeNo: trade.tradeNo, total: trade.amountFen })
      this.refundLog.push({
        orderNo: input.orderNo,
        tradeNo: trade.tradeNo,
        refundNo: input.refundNo,
        amountFen: input.amountFen,
        reason: input.reason,
      })
    }
    // As WeChat: accepted now, confirmed by a signed REFUND.SUCCESS notify.
    return { refundNo: input.refundNo, state: 'processing' }
  }

  /** Where the sandbox's refund notifies go (the service's own notify route, through HTTP). */
  deliverNotifiesTo(deliver: (notify: Pay.IncomingNotify) => Promise<boolean>): void {
    this.deliver = deliver
  }

  /**
   * Delivers the refund's REFUND.SUCCESS notify, signed and encrypted like WeChat's, after the caller has had
   * the answer; retried a few times while it is not acknowledged (the service may not have stored the refund yet).
   */
  private notifyRefund(refund: { orderNo: string; tradeNo: string; refundNo: string; amountFen: number; total: number }): void {
    const deliver = this.deliver
    if (!deliver) return
    const delivery = (async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, attempt === 1 ? 0 : 100 * attempt))
        const notify = buildWechatV3Notify(
          {
            mchid: 'sandbox',
            out_trade_no: refund.orderNo,
            transaction_id: refund.tradeNo,
            out_refund_no: refund.refundNo,
            refund_id: `5030${refund.refundNo.slice(1)}`,
            refund_status: 'SUCCESS',
            success_time: new Date(this.now()).toISOString(),
            amount: { total: refund.total, refund: refund.amountFen, payer_total: refund.total, payer_refund: refund.amountFen },
          },
          { platformPrivateKey: this.platformKeys.privateKey, serial: this.serial, apiV3Key: this.apiV3Key },
          this.now(),
        )
        if (await deliver(notify).catch(() => false)) return
      }
    })()
    this.deliveries.add(delivery)
    void delivery.finally(() => this.deliveries.delete(delivery))
  }

  /** Resolves once every refund notify under way has been delivered or given up (tests wait on it). */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries])
  }

  /** The refunds the sandbox made (its merchant console; tests count them). */
  refunds(): readonly SandboxRefund[] {
    return this.refundLog
  }
}
