import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { assertSandboxAllowed } from '../sandbox'
import type {
  IncomingNotify,
  NotifyAck,
  PayChannel,
  PaymentLaunch,
  PaymentNotice,
  PaymentRequest,
  PayProvider,
  RefundResult,
} from './types'
import { buildWechatV3Notify, parseWechatV3Notify, wechatV3Ack } from './wechat-v3-notify'

/** Where the sandbox cashier lives on the service (outside the API prefix; never registered in production). */
export const SANDBOX_CASHIER_PATH = '/sandbox-pay/cashier'

/** What the user chose in the sandbox cashier. */
export type SandboxOutcome = 'pay' | 'fail'

/**
 * The local payment provider for development and tests. It behaves like WeChat Pay API v3 seen from our side:
 * it owns a platform key pair and an APIv3 key (generated at start, never configured), its cashier page lets a
 * developer pay, cancel or fail, and its notifies are signed and encrypted exactly like WeChat's, so they go
 * through the same verification code (`parseWechatV3Notify`) as a real notify.
 */
export class SandboxPayProvider implements PayProvider {
  readonly name = 'sandbox'
  readonly channels: readonly PayChannel[] = ['cashier']
  private readonly platformKey: KeyObject
  private readonly platformPublicKey: KeyObject
  private readonly serial = `SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`
  private readonly apiV3Key = randomBytes(16).toString('hex')
  private readonly tradeNos = new Map<string, string>()

  constructor(
    nodeEnv: string,
    private readonly now: () => number,
  ) {
    assertSandboxAllowed('payment provider', nodeEnv, 'set PAY_PROVIDERS to weixin, alipay and/or douyin with their keys')
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.platformKey = privateKey
    this.platformPublicKey = publicKey
  }

  async create(request: PaymentRequest): Promise<PaymentLaunch> {
    const query = new URLSearchParams({ orderNo: request.orderNo })
    if (request.returnUrl) query.set('return', request.returnUrl)
    return { kind: 'redirect', url: `${SANDBOX_CASHIER_PATH}?${query}` }
  }

  /**
   * The notify WeChat would send for the user's choice in the cashier. The amount is the order's as stored by
   * the service (the cashier page never takes it from its URL).
   */
  notifyFor(order: { orderNo: string; amountFen: number }, outcome: SandboxOutcome): IncomingNotify {
    const { orderNo } = order
    const tradeNo = this.tradeNos.get(orderNo) ?? `4200${Date.now()}${randomBytes(4).toString('hex')}`
    this.tradeNos.set(orderNo, tradeNo)
    return buildWechatV3Notify(
      {
        mchid: 'sandbox',
        appid: 'sandbox',
        out_trade_no: orderNo,
        transaction_id: tradeNo,
        trade_type: 'JSAPI',
        trade_state: outcome === 'pay' ? 'SUCCESS' : 'PAYERROR',
        trade_state_desc: outcome === 'pay' ? '支付成功' : '支付失败',
        success_time: new Date(this.now()).toISOString(),
        amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
      },
      { platformPrivateKey: this.platformKey, serial: this.serial, apiV3Key: this.apiV3Key },
      this.now(),
    )
  }

  async parseNotify(notify: IncomingNotify): Promise<PaymentNotice> {
    return parseWechatV3Notify(
      notify,
      { platformKeys: new Map([[this.serial, this.platformPublicKey]]), apiV3Key: this.apiV3Key },
      this.now(),
    )
  }

  ack(ok: boolean): NotifyAck {
    return wechatV3Ack(ok)
  }

  /** The service refuses the cashier for an order that is not open, which is what closing means here. */
  async close(): Promise<void> {}

  async refund(input: { refundNo: string }): Promise<RefundResult> {
    return { refundNo: input.refundNo, state: 'done' }
  }
}
