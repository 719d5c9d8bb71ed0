import { randomBytes, type KeyObject } from 'node:crypto'
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin'
import { NotifyRejected, type IncomingNotify, type PaymentNotice } from './types'

/**
 * WeChat Pay API v3 notifies: the body is signed with the platform key (SHA256-RSA over
 * `timestamp\nnonce\nbody\n`, headers Wechatpay-Timestamp / -Nonce / -Signature / -Serial) and its `resource`
 * is encrypted with AES-256-GCM under the merchant's APIv3 key. The WeChat adapter and the sandbox both speak
 * it, so the sandbox cashier's notify runs through exactly the verification a real one does.
 */

/** WeChat's own guidance: refuse notifies whose timestamp is more than 5 minutes off. */
const MAX_SKEW_S = 5 * 60

export interface WechatV3NotifyKeys {
  /** Platform public keys (or certificates' keys) by serial number. */
  platformKeys: ReadonlyMap<string, KeyObject | string>
  /** The 32-byte APIv3 key. */
  apiV3Key: string
}

interface Resource {
  algorithm: string
  ciphertext: string
  nonce: string
  associated_data?: string
}

/** The decrypted transaction of a TRANSACTION.* or REFUND.* notify (only the fields we use). */
interface Transaction {
  out_trade_no?: unknown
  transaction_id?: unknown
  trade_state?: unknown
  success_time?: unknown
  out_refund_no?: unknown
  refund_status?: unknown
  amount?: { total?: unknown; payer_total?: unknown; refund?: unknown }
}

/** A REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED notify: the outcome of one of our refunds. */
function refundNotice(tx: Transaction): PaymentNotice {
  const { out_trade_no: orderNo, transaction_id: tradeNo, out_refund_no: refundNo } = tx
  const refunded = tx.amount?.refund
  if (typeof orderNo !== 'string' || typeof tradeNo !== 'string' || typeof refundNo !== 'string' || typeof refunded !== 'number') {
    throw new NotifyRejected('refund lacks order, trade number, refund number or amount')
  }
  if (tx.refund_status === 'SUCCESS') return { orderNo, tradeNo, refundNo, amountFen: refunded, state: 'refunded' }
  if (tx.refund_status === 'ABNORMAL' || tx.refund_status === 'CLOSED')
    return { orderNo, tradeNo, refundNo, amountFen: refunded, state: 'refund_failed' }
  throw new NotifyRejected(`refund status ${String(tx.refund_status)} is not final`)
}

export function parseWechatV3Notify(notify: IncomingNotify, keys: WechatV3NotifyKeys, nowMs: number): PaymentNotice {
  const h = notify.headers
  const timestamp = h['wechatpay-timestamp']
  const nonce = h['wechatpay-nonce']
  const signature = h['wechatpay-signature']
  const serial = h['wechatpay-serial']
  if (!timestamp || !nonce || !signature || !serial) throw new NotifyRejected('missing Wechatpay-* headers')
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_S) throw new NotifyRejected('stale timestamp')
  const key = keys.platformKeys.get(serial)
  if (!key) throw new NotifyRejected('unknown platform serial')
  let verified: boolean
  try {
    verified = Rsa.verify(Formatter.response(timestamp, nonce, notify.rawBody), signature, key)
  } catch {
    // A malformed key or signature is as bad as a wrong one.
    verified = false
  }
  if (!verified) throw new NotifyRejected('bad signature')

  let body: { event_type?: unknown; resource?: Resource }
  try {
    body = JSON.parse(notify.rawBody)
  } catch {
    throw new NotifyRejected('body is not JSON')
  }
  const resource = body.resource
  if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') throw new NotifyRejected('unsupported resource')
  let tx: Transaction
  try {
    tx = JSON.parse(Aes.AesGcm.decrypt(resource.ciphertext, keys.apiV3Key, resource.nonce, resource.associated_data ?? ''))
  } catch {
    throw new NotifyRejected('resource does not decrypt')
  }
  if (typeof body.event_type === 'string' && body.event_type.startsWith('REFUND.')) return refundNotice(tx)
  const orderNo = tx.out_trade_no
  const tradeNo = tx.transaction_id
  const total = tx.amount?.total
  if (typeof orderNo !== 'string' || typeof tradeNo !== 'string' || typeof total !== 'number') {
    throw new NotifyRejected('transaction lacks order, trade number or amount')
  }
  if (tx.trade_state === 'SUCCESS') {
    const paidAt = typeof tx.success_time === 'string' ? Date.parse(tx.success_time) : NaN
    return { orderNo, tradeNo, amountFen: total, state: 'paid', ...(Number.isFinite(paidAt) ? { paidAt } : {}) }
  }
  if (tx.trade_state === 'PAYERROR') return { orderNo, tradeNo, amountFen: total, state: 'failed' }
  if (tx.trade_state === 'CLOSED' || tx.trade_state === 'REVOKED') return { orderNo, tradeNo, amountFen: total, state: 'closed' }
  throw new NotifyRejected(`trade state ${String(tx.trade_state)} is not final`)
}

/**
 * Builds a notify exactly as WeChat Pay sends it: the sandbox delivers these, and tests build them with keys
 * they generate. `transaction` is the plaintext resource: a transaction, or a refund (with `refund_status`).
 */
export function buildWechatV3Notify(
  transaction: Record<string, unknown>,
  keys: { platformPrivateKey: KeyObject | string; serial: string; apiV3Key: string },
  nowMs: number,
): IncomingNotify {
  const nonce = randomBytes(12).toString('hex').slice(0, 12)
  const timestamp = String(Math.floor(nowMs / 1000))
  // A refund's resource carries refund_status; a payment's, trade_state.
  const refund = typeof transaction.refund_status === 'string'
  const ok = (refund ? transaction.refund_status : transaction.trade_state) === 'SUCCESS'
  const kind = refund ? 'refund' : 'transaction'
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date(nowMs).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: refund ? (ok ? 'REFUND.SUCCESS' : 'REFUND.ABNORMAL') : ok ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
    summary: refund ? (ok ? '退款成功' : '退款异常') : ok ? '支付成功' : '交易关闭',
    resource: {
      original_type: kind,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Aes.AesGcm.encrypt(JSON.stringify(transaction), keys.apiV3Key, nonce, kind),
      associated_data: kind,
      nonce,
    },
  })
  const headerNonce = Formatter.nonce()
  return {
    rawBody: body,
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': keys.serial,
      'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, headerNonce, body), keys.platformPrivateKey),
      'content-type': 'application/json',
    },
  }
}

/** WeChat expects 200/204 with no body on success, and a 4xx/5xx with `{code, message}` to retry. */
export function wechatV3Ack(ok: boolean) {
  return ok
    ? { status: 204, contentType: 'application/json', body: '' }
    : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) }
}
