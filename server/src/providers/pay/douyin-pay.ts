import { createHash, timingSafeEqual } from 'node:crypto'
import type { DouyinPayKeys } from '../../config'
import { BizCode, BizError } from '../../errors'
import { postJson, isRecord } from '../http-gateway'
import { NotifyRejected } from './types'
import type * as Pay from './types'

const API = 'https://developer.toutiao.com/api/apps/ecpay/v1'

/** Keys Douyin leaves out of the request signature. */
const UNSIGNED = new Set(['app_id', 'thirdparty_id', 'sign', 'other_settle_params'])

/**
 * Douyin's request signature (担保支付): md5 of the non-empty parameter values (except the keys above) and the
 * salt, each as a string, sorted and joined with '&'.
 */
export function douyinSign(params: Record<string, unknown>, salt: string): string {
  const values = Object.entries(params)
    .filter(([key, value]) => !UNSIGNED.has(key) && value !== undefined && value !== null && value !== '')
    .map(([, value]) => (typeof value === 'object' ? JSON.stringify(value) : String(value)).trim())
  values.push(salt)
  return createHash('md5').update(values.sort().join('&')).digest('hex')
}

/** Douyin's callback signature: sha1 of [token, timestamp, nonce, msg] sorted and concatenated. */
export function douyinCallbackSignature(token: string, timestamp: string, nonce: string, msg: string): string {
  return createHash('sha1').update([token, timestamp, nonce, msg].sort().join('')).digest('hex')
}

type Post = (url: string, body: Record<string, unknown>) => Promise<unknown>

/**
 * Douyin mini-program guaranteed payment (担保支付): create_order gives the order info `tt.pay` needs; the
 * callback is signed with the token configured in the Douyin console.
 */
export class DouyinPayProvider implements Pay.PayProvider {
  readonly name = 'douyin'
  readonly channels: readonly Pay.PayChannel[] = ['tt']

  constructor(
    private readonly keys: DouyinPayKeys,
    private readonly now: () => number,
    private readonly post: Post = (url, body) => postJson(url, '', body, 'douyin pay'),
  ) {}

  private async call(path: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const body = { app_id: this.keys.appId, ...params }
    let reply: unknown
    try {
      reply = await this.post(`${API}/${path}`, { ...body, sign: douyinSign(body, this.keys.salt) })
    } catch {
      throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '抖音支付暂不可用，请稍后重试')
    }
    if (!isRecord(reply) || reply.err_no !== 0) throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '抖音支付暂不可用，请稍后重试')
    return isRecord(reply.data) ? reply.data : {}
  }

  async create(request: Pay.PaymentRequest): Promise<Pay.PaymentLaunch> {
    const data = await this.call('create_order', {
      out_order_no: request.orderNo,
      total_amount: request.amountFen,
      subject: request.description,
      body: request.description,
      valid_time: Math.max(300, Math.floor((request.expiresAt - this.now()) / 1000)),
      notify_url: this.keys.notifyUrl,
    })
    if (typeof data.order_id !== 'string' || typeof data.order_token !== 'string') {
      throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '抖音支付暂不可用，请稍后重试')
    }
    return { kind: 'ttPay', params: { orderInfo: { order_id: data.order_id, order_token: data.order_token }, service: 5 } }
  }

  async parseNotify(notify: Pay.IncomingNotify): Promise<Pay.PaymentNotice> {
    let body: Record<string, unknown>
    try {
      body = JSON.parse(notify.rawBody)
    } catch {
      throw new NotifyRejected('body is not JSON')
    }
    const { timestamp, nonce, msg, msg_signature: signature } = body
    if (typeof msg !== 'string' || typeof signature !== 'string') throw new NotifyRejected('missing msg or signature')
    const expected = douyinCallbackSignature(this.keys.token, String(timestamp ?? ''), String(nonce ?? ''), msg)
    const a = Buffer.from(expected)
    const b = Buffer.from(signature)
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new NotifyRejected('bad signature')
    if (body.type !== 'payment') throw new NotifyRejected(`callback type ${String(body.type)}`)
    let m: Record<string, unknown>
    try {
      m = JSON.parse(msg)
    } catch {
      throw new NotifyRejected('msg is not JSON')
    }
    if (m.appid !== undefined && m.appid !== this.keys.appId) throw new NotifyRejected('another app id')
    const orderNo = m.cp_orderno
    const tradeNo = m.channel_no || m.order_id
    const amountFen = Number(m.total_amount)
    if (typeof orderNo !== 'string' || typeof tradeNo !== 'string' || !Number.isInteger(amountFen)) {
      throw new NotifyRejected('lacks order, trade number or amount')
    }
    if (m.status === 'SUCCESS') return { orderNo, tradeNo, amountFen, state: 'paid' }
    if (m.status === 'CANCEL') return { orderNo, tradeNo, amountFen, state: 'cancelled' }
    if (m.status === 'FAIL') return { orderNo, tradeNo, amountFen, state: 'failed' }
    throw new NotifyRejected(`status ${String(m.status)} is not final`)
  }

  ack(ok: boolean): Pay.NotifyAck {
    return {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(ok ? { err_no: 0, err_tips: 'success' } : { err_no: 1, err_tips: 'fail' }),
    }
  }

  /**
   * Guaranteed payment has no close call: an order stops being payable at its valid_time, set to our expiry, and
   * not before, so closing is confirmed only from then on.
   */
  async close(_orderNo: string, expiresAt: number): Promise<void> {
    if (this.now() < expiresAt) throw new BizError(BizCode.ORDER_BEING_PAID, '抖音支付订单在有效期内无法关闭，请在原订单完成支付或稍后重试')
  }

  async refund(input: { orderNo: string; refundNo: string; amountFen: number; reason: string }): Promise<Pay.RefundResult> {
    await this.call('create_refund', {
      out_order_no: input.orderNo,
      out_refund_no: input.refundNo,
      reason: input.reason,
      refund_amount: input.amountFen,
      notify_url: this.keys.notifyUrl,
    })
    return { refundNo: input.refundNo, state: 'processing' }
  }
}
