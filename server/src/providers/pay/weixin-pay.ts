import { createPublicKey, type KeyObject } from 'node:crypto'
import { Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin'
import type { WeixinPayKeys } from '../../config'
import { BizCode, BizError } from '../../errors'
import { rfc3339China } from './china-time'
import type * as Pay from './types'
import { parseWechatV3Notify, wechatV3Ack } from './wechat-v3-notify'

/** What the adapter needs of wechatpay-axios-plugin: a chained call by path (tests give it an axios adapter). */
type Chain = { post(data: unknown, config?: unknown): Promise<{ data: Record<string, unknown> }> }

/**
 * WeChat Pay API v3 (JSAPI for the mini-program and the WeChat browser, H5 pay for other phone browsers) on
 * wechatpay-axios-plugin, which signs every request with the merchant key and verifies every answer against the
 * platform certificates. Notifies are verified and decrypted by `parseWechatV3Notify`.
 */
export class WeixinPayProvider implements Pay.PayProvider {
  readonly name = 'weixin'
  readonly channels: readonly Pay.PayChannel[] = ['jsapi', 'h5']
  private readonly client: Wechatpay
  private readonly platformKeys: Map<string, KeyObject>

  constructor(
    private readonly keys: WeixinPayKeys,
    private readonly now: () => number,
    /** Extra axios options (tests pass an `adapter` so nothing leaves the machine). */
    axiosOptions: Record<string, unknown> = {},
  ) {
    this.client = new Wechatpay({
      mchid: keys.mchId,
      serial: keys.serialNo,
      privateKey: keys.privateKey,
      certs: keys.platformCertificates,
      ...axiosOptions,
    } as ConstructorParameters<typeof Wechatpay>[0])
    this.platformKeys = new Map(Object.entries(keys.platformCertificates).map(([serial, pem]) => [serial, createPublicKey(pem)]))
  }

  private async post(path: string, body: unknown, placeholders?: Record<string, string>): Promise<Record<string, unknown>> {
    try {
      const chain = this.client.chain(path) as unknown as Chain
      return (await chain.post(body, placeholders)).data ?? {}
    } catch {
      // The reason (status, WeChat's code) is in the provider's own console; users see a retryable message.
      throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '微信支付暂不可用，请稍后重试')
    }
  }

  async create(request: Pay.PaymentRequest): Promise<Pay.PaymentLaunch> {
    const order = {
      appid: this.keys.appId,
      mchid: this.keys.mchId,
      description: request.description,
      out_trade_no: request.orderNo,
      time_expire: rfc3339China(request.expiresAt),
      notify_url: this.keys.notifyUrl,
      amount: { total: request.amountFen, currency: 'CNY' },
    }
    if (request.channel === 'jsapi') {
      if (!request.openid) throw new BizError(BizCode.BAD_PARAMETER, '微信支付需要先授权微信登录')
      const data = await this.post('v3/pay/transactions/jsapi', { ...order, payer: { openid: request.openid } })
      if (typeof data.prepay_id !== 'string') throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '微信支付暂不可用，请稍后重试')
      const timeStamp = String(Math.floor(this.now() / 1000))
      const nonceStr = Formatter.nonce()
      const pkg = `prepay_id=${data.prepay_id}`
      // The client-side signature WeChat's requestPayment checks: appId, timeStamp, nonceStr, package.
      const paySign = Rsa.sign(Formatter.joinedByLineFeed(this.keys.appId, timeStamp, nonceStr, pkg), this.keys.privateKey)
      return { kind: 'requestPayment', params: { appId: this.keys.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign } }
    }
    if (request.channel === 'h5') {
      const data = await this.post('v3/pay/transactions/h5', {
        ...order,
        scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
      })
      if (typeof data.h5_url !== 'string') throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '微信支付暂不可用，请稍后重试')
      const back = request.returnUrl ? `&redirect_url=${encodeURIComponent(request.returnUrl)}` : ''
      return { kind: 'redirect', url: `${data.h5_url}${back}` }
    }
    throw new BizError(BizCode.PAY_TYPE_UNAVAILABLE)
  }

  async parseNotify(notify: Pay.IncomingNotify): Promise<Pay.PaymentNotice> {
    return parseWechatV3Notify(notify, { platformKeys: this.platformKeys, apiV3Key: this.keys.apiV3Key }, this.now())
  }

  ack(ok: boolean): Pay.NotifyAck {
    return wechatV3Ack(ok)
  }

  async close(orderNo: string): Promise<void> {
    await this.post('v3/pay/transactions/out-trade-no/{out_trade_no}/close', { mchid: this.keys.mchId }, { out_trade_no: orderNo })
  }

  async refund(input: { orderNo: string; refundNo: string; amountFen: number; reason: string }): Promise<Pay.RefundResult> {
    const data = await this.post('v3/refund/domestic/refunds', {
      out_trade_no: input.orderNo,
      out_refund_no: input.refundNo,
      reason: input.reason,
      // The refund's outcome comes back as a REFUND.* notify on the payment notify route.
      notify_url: this.keys.notifyUrl,
      amount: { refund: input.amountFen, total: input.amountFen, currency: 'CNY' },
    })
    return { refundNo: input.refundNo, state: data.status === 'SUCCESS' ? 'done' : 'processing' }
  }
}
