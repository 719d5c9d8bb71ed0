/**
 * One interface for every payment provider (WeChat Pay v3, Alipay, Douyin pay, the local sandbox). The payment
 * module (modules/payment) owns orders and unlocks; a provider only starts a payment, reads a notify, closes
 * and refunds. Amounts are integer fen everywhere.
 */

export type PayProviderName = 'sandbox' | 'weixin' | 'alipay' | 'douyin'

/** How the client starts the payment on its terminal. */
export type PayChannel =
  /** WeChat mini-program or WeChat in-app browser: `requestPayment` / `WeixinJSBridge` with an openid. */
  | 'jsapi'
  /** WeChat H5 pay in another phone browser: redirect to `h5_url`. */
  | 'h5'
  /** Alipay wap pay: redirect to the Alipay cashier. */
  | 'wap'
  /** Douyin mini-program: `tt.pay` with the order info. */
  | 'tt'
  /** The local sandbox cashier page (development and tests only). */
  | 'cashier'

export interface PaymentRequest {
  /** Our order number (out_trade_no): at most 32 characters, letters and digits. */
  orderNo: string
  amountFen: number
  /** What the user buys, shown in the provider's cashier and bill (e.g. 估价报告解锁). */
  description: string
  /** UTC ms after which the provider must refuse to take the payment (our order closes then too). */
  expiresAt: number
  channel: PayChannel
  /** The payer's openid on the WeChat app (jsapi). */
  openid?: string
  clientIp: string
  /** Where the provider's cashier sends the browser back when done (H5 only). */
  returnUrl?: string
}

/** What the app needs to pay on its terminal: exactly one of these shapes. */
export type PaymentLaunch =
  | {
      kind: 'requestPayment'
      params: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string; appId: string }
    }
  | { kind: 'ttPay'; params: { orderInfo: Record<string, string | number>; service: number } }
  | { kind: 'redirect'; url: string }

/** A verified notify, reduced to what the order needs. */
export interface PaymentNotice {
  orderNo: string
  /** The provider's own transaction number. */
  tradeNo: string
  /** What the provider says the user paid, in fen; checked against the order. */
  amountFen: number
  /**
   * 'paid': money taken. No money taken: 'failed' (the payment failed, e.g. the bank refused), 'cancelled' (the
   * payer cancelled at the provider's cashier), 'closed' (the provider closed it, or says no more). 'refunded' and
   * 'refund_failed': the outcome of our refund `refundNo` (then `amountFen` is the amount refunded).
   */
  state: 'paid' | 'failed' | 'cancelled' | 'closed' | 'refunded' | 'refund_failed'
  paidAt?: number
  refundNo?: string
}

/** A notify as it arrived: the raw body (signatures cover the exact bytes) and the headers, lower-cased. */
export interface IncomingNotify {
  headers: Record<string, string | undefined>
  rawBody: string
}

/** What to answer the provider so it stops retrying (or retries, when `ok` is false). */
export interface NotifyAck {
  status: number
  contentType: string
  body: string
}

export interface RefundResult {
  refundNo: string
  /** 'done' when the provider confirms at once, 'processing' when it confirms later. */
  state: 'done' | 'processing'
}

export interface PayProvider {
  readonly name: PayProviderName
  /** The channels this provider can start (the payment module picks one from the terminal). */
  readonly channels: readonly PayChannel[]
  /** Creates the payment at the provider and returns what the client needs to pay. */
  create(request: PaymentRequest): Promise<PaymentLaunch>
  /**
   * Verifies the notify's signature (and decrypts it where the provider encrypts). Throws `NotifyRejected`
   * for anything that is not a genuine notify from this provider; never trusts a field it did not verify.
   */
  parseNotify(notify: IncomingNotify): Promise<PaymentNotice>
  /** The answer the provider expects for an accepted (ok) or a failed notify. */
  ack(ok: boolean): NotifyAck
  /**
   * Closes an unpaid payment at the provider so it can no longer be paid. Resolves only when the provider confirms
   * that; throws when it cannot (the payment is being made or was made, the provider did not answer, or it has no
   * close call and the payment is still within `expiresAt`).
   */
  close(orderNo: string, expiresAt: number): Promise<void>
  /** Refunds a paid order in full. The same `refundNo` again is the same refund, never a second one. */
  refund(input: { orderNo: string; tradeNo: string; refundNo: string; amountFen: number; reason: string }): Promise<RefundResult>
}

/** A notify that failed verification: answered with the provider's failure ack, never applied. */
export class NotifyRejected extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'NotifyRejected'
  }
}
