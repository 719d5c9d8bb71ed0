import type { AlipaySdk } from 'alipay-sdk'
import type { AlipayKeys } from '../../config'
import { BizCode, BizError } from '../../errors'
import { alipayTime, fenToYuan, yuanToFen } from './china-time'
import { NotifyRejected } from './types'
import type * as Pay from './types'

/** The part of the official SDK this adapter calls (tests replace `exec`, which would reach Alipay). */
export type AlipayClient = Pick<AlipaySdk, 'pageExecute' | 'checkNotifySignV2' | 'exec'>

const keyType = (pem: string) => (/BEGIN RSA PRIVATE KEY/.test(pem) ? 'PKCS1' : 'PKCS8')

/**
 * A require, not an import: the SDK and the HTTP client under it took a third of a second of CPU to load, paid by every
 * process that loads the payment code (each service test file among them) whether Alipay is configured or not.
 */
function officialSdk(keys: AlipayKeys): AlipayClient {
  const { AlipaySdk: Sdk } = require('alipay-sdk') as typeof import('alipay-sdk')
  return new Sdk({
    appId: keys.appId,
    privateKey: keys.privateKey,
    alipayPublicKey: keys.alipayPublicKey,
    keyType: keyType(keys.privateKey),
    ...(keys.gateway ? { gateway: keys.gateway } : {}),
  })
}

/**
 * Alipay wap pay (alipay.trade.wap.pay) through the official alipay-sdk: the cashier URL is signed with the
 * app's RSA2 key, notifies are checked against Alipay's public key (checkNotifySignV2) and our app id.
 */
export class AlipayProvider implements Pay.PayProvider {
  readonly name = 'alipay'
  readonly channels: readonly Pay.PayChannel[] = ['wap']
  private readonly sdk: AlipayClient

  constructor(
    private readonly keys: AlipayKeys,
    sdk?: AlipayClient,
  ) {
    this.sdk = sdk ?? officialSdk(keys)
  }

  async create(request: Pay.PaymentRequest): Promise<Pay.PaymentLaunch> {
    const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        out_trade_no: request.orderNo,
        total_amount: fenToYuan(request.amountFen),
        subject: request.description,
        product_code: 'QUICK_WAP_WAY',
        time_expire: alipayTime(request.expiresAt),
        ...(request.returnUrl ? { quit_url: request.returnUrl } : {}),
      },
      ...(request.returnUrl ? { returnUrl: request.returnUrl } : {}),
      notifyUrl: this.keys.notifyUrl,
    })
    return { kind: 'redirect', url }
  }

  async parseNotify(notify: Pay.IncomingNotify): Promise<Pay.PaymentNotice> {
    const form = Object.fromEntries(new URLSearchParams(notify.rawBody))
    if (!form.sign) throw new NotifyRejected('missing sign')
    let verified = false
    try {
      verified = this.sdk.checkNotifySignV2(form)
    } catch {
      // A malformed signature is as bad as a wrong one.
    }
    if (!verified) throw new NotifyRejected('bad signature')
    if (form.app_id !== this.keys.appId) throw new NotifyRejected('another app id')
    const amountFen = yuanToFen(form.total_amount ?? '')
    if (!form.out_trade_no || !form.trade_no || !Number.isFinite(amountFen)) throw new NotifyRejected('lacks order, trade number or amount')
    const base = { orderNo: form.out_trade_no, tradeNo: form.trade_no, amountFen }
    if (form.trade_status === 'TRADE_SUCCESS' || form.trade_status === 'TRADE_FINISHED') {
      const paidAt = form.gmt_payment ? Date.parse(`${form.gmt_payment.replace(' ', 'T')}+08:00`) : Number.NaN
      return { ...base, state: 'paid', ...(Number.isFinite(paidAt) ? { paidAt } : {}) }
    }
    if (form.trade_status === 'TRADE_CLOSED') return { ...base, state: 'closed' }
    throw new NotifyRejected(`trade status ${form.trade_status} is not final`)
  }

  /** Alipay stops retrying on the plain text `success`. */
  ack(ok: boolean): Pay.NotifyAck {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' }
  }

  private async exec(method: string, bizContent: Record<string, unknown>) {
    let result: Record<string, unknown>
    try {
      result = (await this.sdk.exec(method, { bizContent })) as Record<string, unknown>
    } catch {
      throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '支付宝暂不可用，请稍后重试')
    }
    return result
  }

  async close(orderNo: string): Promise<void> {
    const result = await this.exec('alipay.trade.close', { out_trade_no: orderNo })
    // ACQ.TRADE_NOT_EXIST: the payer never opened the cashier, so there is nothing to close at Alipay.
    if (result.code !== '10000' && result.subCode !== 'ACQ.TRADE_NOT_EXIST') {
      throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '支付宝暂不可用，请稍后重试')
    }
  }

  async refund(input: { orderNo: string; refundNo: string; amountFen: number; reason: string }): Promise<Pay.RefundResult> {
    const result = await this.exec('alipay.trade.refund', {
      out_trade_no: input.orderNo,
      out_request_no: input.refundNo,
      refund_amount: fenToYuan(input.amountFen),
      refund_reason: input.reason,
    })
    if (result.code !== '10000') throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '支付宝退款失败，请稍后重试')
    return { refundNo: input.refundNo, state: result.fundChange === 'Y' ? 'done' : 'processing' }
  }
}
