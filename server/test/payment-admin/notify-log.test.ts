import type { KeyObject } from 'node:crypto'
import { sql } from 'kysely'
import type { IncomingNotify } from '../../src/providers/pay/types'
import { finance, setupMoney, type Money } from './setup'

/**
 * Issue 37 point 6: every notify a provider sends is logged with what it said and what the service did with it
 * (applied, a replay, a double payment refunded, rejected and why), never with its body or the provider's keys, and
 * the order detail lists an order's notifies newest first. A log that cannot be written never fails the payment.
 */

const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const DAY = 86_400_000
let m: Money

beforeEach(async () => {
  m = await setupMoney({ now: NOW })
})
afterEach(async () => {
  await m.close()
})

const deliver = (n: IncomingNotify) =>
  m.t.app.inject({ method: 'POST', url: '/pay-notify/sandbox', headers: n.headers as Record<string, string>, payload: n.rawBody })

const rows = () => m.t.db.selectFrom('pay_notify_log').selectAll().orderBy('id').execute()
const rowsOf = async (orderNo: string) => (await rows()).filter((r) => r.order_id === orderNo)

/** A player's open order for a new report: its number and the player's token. */
async function openOrder(phone: string) {
  const { userId, token } = await m.player(phone)
  const reportId = await m.report(userId)
  return { orderNo: await m.open(reportId, token), reportId, userId, token }
}

describe('the notify log', () => {
  test('a paid notify is applied, its replay books nothing new; both are rows with what they said', async () => {
    const { orderNo } = await openOrder('13800037601')
    const paid = m.sandbox().notifyFor({ orderNo, amountFen: 490 }, 'pay')
    expect(await deliver(paid)).toMatchObject({ statusCode: 204 })
    m.t.clock.advance(60_000)
    expect(await deliver(paid)).toMatchObject({ statusCode: 204 })

    const logged = await rowsOf(orderNo)
    const tradeNo = (await m.t.db.selectFrom('pay_order').select('trade_no').where('id', '=', orderNo).executeTakeFirstOrThrow()).trade_no
    const said = { provider: 'sandbox', state: 'paid', trade_no: tradeNo, refund_no: null, reason: null, detail: null }
    expect(logged.map((r) => ({ ...r, amount_fen: Number(r.amount_fen), received_at: Number(r.received_at) }))).toEqual([
      expect.objectContaining({ ...said, amount_fen: 490, received_at: NOW, outcome: 'applied' }),
      expect.objectContaining({ ...said, amount_fen: 490, received_at: NOW + 60_000, outcome: 'replay' }),
    ])
    // The same body twice: one fingerprint, and its length.
    expect(logged[0].body_sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(logged[1].body_sha256).toBe(logged[0].body_sha256)
    expect(Number(logged[0].body_bytes)).toBe(Buffer.byteLength(paid.rawBody))
    expect(await m.ledger(orderNo)).toEqual([{ kind: 'payment', amount_fen: 490 }])
  })

  test('a refund’s notify is applied once the refund is stored; the detail lists every notify newest first', async () => {
    const { userId, token } = await m.player('13800037602')
    const orderNo = await m.paid(await m.report(userId), token)
    m.t.clock.advance(60_000)
    await m.admin.refund(orderNo, '用户误购', finance(1))
    await m.sandbox().settled()

    const refundNo = `R${orderNo.slice(1)}`
    const logged = await rowsOf(orderNo)
    expect(logged[0]).toMatchObject({ state: 'paid', outcome: 'applied' })
    // The sandbox may deliver before the refund is stored: such a delivery is refused and sent again.
    const refundRows = logged.slice(1)
    expect(refundRows.at(-1)).toMatchObject({ state: 'refunded', refund_no: refundNo, outcome: 'applied', reason: null })
    for (const early of refundRows.slice(0, -1)) expect(early).toMatchObject({ outcome: 'rejected', reason: 'refund_unknown' })
    expect(await m.order(orderNo)).toMatchObject({ status: 'refunded', refund_state: 'done' })

    const detail = await m.admin.detail(orderNo)
    expect(detail.notifies.map((n) => n.id)).toEqual(logged.map((r) => Number(r.id)).reverse())
    expect(detail.notifies[0]).toEqual({
      id: Number(logged.at(-1)?.id),
      provider: 'sandbox',
      receivedAt: NOW + 60_000,
      state: 'refunded',
      tradeNo: expect.any(String),
      refundNo,
      amountFen: 490,
      outcome: 'applied',
      reason: null,
      detail: null,
    })
    expect(detail.notifies.at(-1)).toMatchObject({ state: 'paid', outcome: 'applied', receivedAt: NOW, amountFen: 490 })
  })

  test('a payment for a report already unlocked is a double payment, refunded', async () => {
    const { orderNo, reportId, userId, token } = await openOrder('13800037603')
    const late = m.sandbox().notifyFor({ orderNo, amountFen: 490 }, 'pay')
    // The report is unlocked by a second order meanwhile; the first order's payment then arrives.
    await m.t.app.services.payment.closeOpenOrderOf(userId, reportId)
    await m.paid(reportId, token)
    expect(await deliver(late)).toMatchObject({ statusCode: 204 })
    await m.sandbox().settled()
    expect((await rowsOf(orderNo)).find((r) => r.state === 'paid')).toMatchObject({ outcome: 'double_payment', reason: null })
    expect(await m.order(orderNo)).toMatchObject({ status: 'refunded' })
  })

  test('rejected: a bad signature (no order), an amount that differs, an unknown order; nothing is booked', async () => {
    const { orderNo } = await openOrder('13800037604')
    const genuine = m.sandbox().notifyFor({ orderNo, amountFen: 490 }, 'pay')
    const forged = { ...genuine, headers: { ...genuine.headers, 'wechatpay-signature': Buffer.from('forged').toString('base64') } }
    expect((await deliver(forged)).statusCode).toBeGreaterThanOrEqual(400)
    const short = m.sandbox().notifyFor({ orderNo, amountFen: 1 }, 'pay')
    expect((await deliver(short)).statusCode).toBeGreaterThanOrEqual(400)
    const stranger = m.sandbox().notifyFor({ orderNo: 'P20260601120000NOSUCHORD', amountFen: 490 }, 'pay')
    expect((await deliver(stranger)).statusCode).toBeGreaterThanOrEqual(400)

    expect(await rows()).toEqual([
      expect.objectContaining({ order_id: null, state: null, trade_no: null, amount_fen: null, outcome: 'rejected', reason: 'unverified' }),
      expect.objectContaining({ order_id: orderNo, state: 'paid', outcome: 'rejected', reason: 'amount_differs' }),
      expect.objectContaining({ order_id: 'P20260601120000NOSUCHORD', outcome: 'rejected', reason: 'unknown_order' }),
    ])
    const [unsigned, differs] = await rows()
    expect(unsigned.detail).toBe('bad signature')
    expect(Number(differs.amount_fen)).toBe(1)
    expect(differs.detail).toBe("amount 1 differs from the order's 490")
    expect(await m.order(orderNo)).toMatchObject({ status: 'created' })
    expect(await m.ledger(orderNo)).toEqual([])
    // The order's page shows the rejection that names it, not the unsigned one.
    expect((await m.admin.detail(orderNo)).notifies).toEqual([expect.objectContaining({ outcome: 'rejected', reason: 'amount_differs' })])
  })

  test('50 parallel deliveries of one paid notify: 50 rows, one applied, one payment booked', async () => {
    const { orderNo } = await openOrder('13800037605')
    const paid = m.sandbox().notifyFor({ orderNo, amountFen: 490 }, 'pay')
    const replies = await Promise.all(Array.from({ length: 50 }, () => deliver(paid)))
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(204))
    const logged = await rowsOf(orderNo)
    expect(logged).toHaveLength(50)
    expect(logged.filter((r) => r.outcome === 'applied')).toHaveLength(1)
    expect(logged.filter((r) => r.outcome === 'replay')).toHaveLength(49)
    expect(await m.ledger(orderNo)).toEqual([{ kind: 'payment', amount_fen: 490 }])
  })

  test('the log never holds the body, its signature or the provider’s keys', async () => {
    const { orderNo } = await openOrder('13800037606')
    const paid = m.sandbox().notifyFor({ orderNo, amountFen: 490 }, 'pay')
    await deliver(paid)
    await deliver({ ...paid, rawBody: paid.rawBody.replace('"', ' "') })
    const keys = m.sandbox() as unknown as { apiV3Key: string; platformKeys: { privateKey: KeyObject } }
    const stored = JSON.stringify(await rows())
    const secrets = [
      keys.apiV3Key,
      keys.platformKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().split('\n')[1],
      paid.headers['wechatpay-signature'] ?? 'no signature',
      paid.headers['wechatpay-nonce'] ?? 'no nonce',
      (JSON.parse(paid.rawBody) as { resource: { ciphertext: string } }).resource.ciphertext.slice(0, 40),
    ]
    for (const secret of secrets) expect(stored).not.toContain(secret)
    expect(secrets.every((s) => s.length >= 16)).toBe(true)
    expect(await rows()).toHaveLength(2)
  })

  test('a log that cannot be written never fails the notify: the payment is applied and acknowledged', async () => {
    const { orderNo, reportId } = await openOrder('13800037607')
    await sql`alter table pay_notify_log rename to pay_notify_log_away`.execute(m.t.db)
    try {
      expect(await deliver(m.sandbox().notifyFor({ orderNo, amountFen: 490 }, 'pay'))).toMatchObject({ statusCode: 204 })
    } finally {
      await sql`alter table pay_notify_log_away rename to pay_notify_log`.execute(m.t.db)
    }
    expect(await m.order(orderNo)).toMatchObject({ status: 'paid' })
    const report = await m.t.db.selectFrom('report').select('unlocked_by').where('id', '=', reportId).executeTakeFirstOrThrow()
    expect(report.unlocked_by).toBe(`pay:${orderNo}`)
    expect(await rows()).toEqual([])
  })

  test('rows are kept 180 days, then the prune deletes them', async () => {
    const { orderNo } = await openOrder('13800037608')
    await deliver(m.sandbox().notifyFor({ orderNo, amountFen: 490 }, 'pay'))
    m.t.clock.advance(180 * DAY)
    expect(await m.t.app.services.payment.pruneNotifyLog()).toBe(0)
    m.t.clock.advance(1)
    expect(await m.t.app.services.payment.pruneNotifyLog()).toBe(1)
    expect(await rows()).toEqual([])
  })
})
