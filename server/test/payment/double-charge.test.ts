import { randomBytes } from 'node:crypto'
import { runPaymentCommand } from '../../src/modules/payment/command'
import { commandDeps } from './command-deps'
import { ReportRepository } from '../../src/modules/reports/repository'
import { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { createTestApp, type TestApp } from '../helpers'

/**
 * Issue 33 point 6: one report is never charged twice. Switching the pay type while the first order is being paid
 * must not open a second payable order, and a payment that still arrives for a report already unlocked is
 * refunded through its provider (the sandbox here), once, and shown by `orders:reconcile`.
 */

const API = '/app/v1'
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
/** A phone browser outside WeChat: WeChat H5 pay (type 1) and Alipay wap (type 2), both served by the sandbox here. */
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

let t: TestApp
let token: string
let userId: number

async function report(): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  const row = { id, userId, kind: 1, gameId: 10013, evaluateType: 2, input: JSON.stringify({ id }), now: t.clock.now() }
  await new ReportRepository(t.db).insertGenerated({ ...row, result: '{"estimateFen":123456}', teaser: '{"level":"SR"}' })
  return id
}

const payTrans = (valId: string, payType: number) =>
  t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType, returnPath: `/#/pages/pay/index_for_web?valId=${valId}` }, token, WEB)
const sandbox = () => t.app.providers.pay.get('sandbox') as SandboxPayProvider
const notify = (n: { headers: Record<string, string | undefined>; rawBody: string }) =>
  t.app.inject({ method: 'POST', url: '/pay-notify/sandbox', headers: n.headers as Record<string, string>, payload: n.rawBody })
/** The user presses 确认支付 in the sandbox cashier. */
const payInCashier = (orderNo: string) =>
  t.app.inject({ method: 'POST', url: `/sandbox-pay/cashier/${orderNo}/pay`, payload: 'return=/', headers: FORM })
const orders = (valId: string) => t.db.selectFrom('pay_order').selectAll().where('report_id', '=', valId).orderBy('created_at').execute()
const ledger = (valId: string) =>
  t.db
    .selectFrom('pay_ledger as l')
    .innerJoin('pay_order as o', 'o.id', 'l.order_id')
    .select(['l.order_id', 'l.kind', 'l.amount_fen'])
    .where('o.report_id', '=', valId)
    .orderBy('l.id')
    .execute()
const reconcile = () => runPaymentCommand(['orders:reconcile'], commandDeps(t))

/**
 * What the user was charged for the report in the end: every payment booked, every refund booked (and made at the
 * sandbox), and the charges kept.
 */
async function charges(valId: string) {
  const rows = await ledger(valId)
  const paid = rows.filter((r) => r.kind === 'payment')
  const refunded = rows.filter((r) => r.kind === 'refund')
  const ids = new Set((await orders(valId)).map((o) => o.id))
  const refundedAtSandbox = sandbox()
    .refunds()
    .filter((r) => ids.has(r.orderNo))
  return {
    payments: paid.length,
    refunds: refunded.length,
    refundedAtSandbox: refundedAtSandbox.length,
    kept: paid.length - refunded.length,
  }
}

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  token = (await t.login('13800033006')).token
  await t.verifyRealName(token)
  userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800033006').executeTakeFirstOrThrow()).id
})
afterEach(async () => {
  await sandbox().settled()
  await t.close()
})

describe('switching the pay type while the first order is being paid', () => {
  test('the switch waits for the first payment: one charge, no second payable order', async () => {
    const valId = await report()
    const first = (await payTrans(valId, 1)).data.order
    // The user confirmed in the cashier: the sandbox has taken the money, its notify is on the way.
    const inFlight = sandbox().notifyFor({ orderNo: first.orderNo, amountFen: first.amountFen }, 'pay')

    const switched = await payTrans(valId, 2)
    expect(await notify(inFlight)).toMatchObject({ statusCode: 204 })
    // Whatever the switch opened, the user pays it too, as they would in the second cashier.
    if (switched.code === 200) await payInCashier(switched.data.order.orderNo)

    expect(await charges(valId)).toMatchObject({ kept: 1 })
    expect((await orders(valId)).filter((o) => o.status === 'paid')).toHaveLength(1)
    expect(switched).toMatchObject({ code: 40060, msg: '上一笔订单正在支付中，请稍候或刷新支付结果' })
    expect(await charges(valId)).toEqual({ payments: 1, refunds: 0, refundedAtSandbox: 0, kept: 1 })
    const unlocked = await t.db.selectFrom('report').select(['status', 'unlocked_by']).where('id', '=', valId).executeTakeFirstOrThrow()
    expect(unlocked).toEqual({ status: 2, unlocked_by: `pay:${first.orderNo}` })
    // Paid: any further attempt is refused before an order opens.
    expect(await payTrans(valId, 2)).toMatchObject({ code: 40026 })
    expect(await payTrans(valId, 1)).toMatchObject({ code: 40026 })
    expect(await orders(valId)).toHaveLength(1)
  })

  test('cashier payment and switch racing, 30 trials: never two charges kept, any second one refunded', async () => {
    for (let trial = 0; trial < 30; trial++) {
      const valId = await report()
      const first = (await payTrans(valId, 1)).data.order
      // Each trial starts the switch a little later, so the trials cover the interleavings of the two requests.
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const [, switched] = await Promise.all([payInCashier(first.orderNo), later(trial % 15).then(() => payTrans(valId, 2))])
      if (switched.code === 200) await payInCashier(switched.data.order.orderNo)
      expect([200, 40026, 40060]).toContain(switched.code)

      const c = await charges(valId)
      expect(c.kept).toBe(1)
      expect(c.refundedAtSandbox).toBe(c.refunds)
      expect((await orders(valId)).filter((o) => o.status === 'paid')).toHaveLength(1)
      expect((await orders(valId)).filter((o) => o.status === 'created')).toHaveLength(0)
    }
  })

  test('100 parallel payTrans with alternating pay types leave at most one payable order', async () => {
    const valId = await report()
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => payTrans(valId, (i % 2) + 1)))
    expect(replies.every((r) => [200, 40060, 42900].includes(r.code))).toBe(true)
    const rows = await orders(valId)
    expect(rows.filter((o) => o.status === 'created').length).toBeLessThanOrEqual(1)
    // The user tries to pay every order they were handed: only one can take money.
    for (const o of rows) await notify(sandbox().notifyFor({ orderNo: o.id, amountFen: o.amount_fen }, 'pay'))
    expect(await charges(valId)).toEqual({ payments: 1, refunds: 0, refundedAtSandbox: 0, kept: 1 })
    expect((await orders(valId)).filter((o) => o.status === 'paid')).toHaveLength(1)
  })
})

describe('payTrans checks the report in the step that opens the order', () => {
  test('a coupon spend committing while payTrans prices the order: no order is opened for the unlocked report', async () => {
    await t.app.services.payment.grantCoupons(userId, 1, null, null)
    const valId = await report()
    // The coupon spend lands between payTrans's first look at the report and its order: while it reads the price.
    const deps = (t.app.services.payment as unknown as { deps: { prices: () => Promise<unknown> } }).deps
    const prices = deps.prices
    let spend: Promise<{ code: number }> | undefined
    deps.prices = async () => {
      if (!spend) {
        spend = t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, token)
        await spend
      }
      return prices()
    }
    const paying = await payTrans(valId, 1)
    deps.prices = prices
    expect(await spend).toMatchObject({ code: 200 })
    if (paying.code === 200) await payInCashier(paying.data.order.orderNo)

    expect(await charges(valId)).toMatchObject({ kept: 0 })
    expect((await orders(valId)).filter((o) => o.status === 'created')).toEqual([])
    expect(paying).toMatchObject({ code: 40026, msg: '报告已解锁，无需重复支付' })
  })
})

describe('a payment for a report already unlocked is refunded automatically', () => {
  test('unlocked by a coupon meanwhile: refunded through the sandbox once, also when the notify is replayed', async () => {
    const valId = await report()
    const { order } = (await payTrans(valId, 1)).data
    const paid = sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay')
    await t.app.services.payment.grantCoupons(userId, 1, null, null)
    expect((await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, token)).code).toBe(200)

    expect(await notify(paid)).toMatchObject({ statusCode: 204 })
    const acks = await Promise.all(Array.from({ length: 100 }, () => notify(paid)))
    expect(acks.every((a) => a.statusCode === 204)).toBe(true)
    expect(await notify(paid)).toMatchObject({ statusCode: 204 })
    // The sandbox confirms the refund with a signed REFUND.SUCCESS notify, as WeChat does.
    await sandbox().settled()

    expect(await charges(valId)).toEqual({ payments: 1, refunds: 1, refundedAtSandbox: 1, kept: 0 })
    const row = (await orders(valId)).find((o) => o.id === order.orderNo)
    expect(row).toMatchObject({
      status: 'refunded',
      refund_no: `R${order.orderNo.slice(1)}`,
      refund_state: 'done',
      refund_reason: 'paid_twice',
      refunded_at: NOW,
    })
    expect(sandbox().refunds()).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        amountFen: 490,
        refundNo: `R${order.orderNo.slice(1)}`,
        reason: '报告已解锁，重复支付自动退款',
      }),
    ])
    // The report stays unlocked by the coupon.
    expect((await t.db.selectFrom('report').select('unlocked_by').where('id', '=', valId).executeTakeFirstOrThrow()).unlocked_by).toMatch(
      /^coupon:/,
    )
    const out = await reconcile()
    expect(out).toContain('refunds: 1')
    expect(out).toMatch(
      new RegExp(`${order.orderNo} user ${userId} report ${valId} ¥4\\.90 sandbox refund R${order.orderNo.slice(1)} done .*automatic`),
    )
    expect(out).toContain('payments on orders that are not paid, awaiting their refund: 0')
  })

  test('a second paid order for one report: kept once, the other refunded; reconcile shows the double payment', async () => {
    const valId = await report()
    const first = (await payTrans(valId, 1)).data.order
    // An order the provider took money for although it was closed here (its close never reached the provider).
    const stray = sandbox().notifyFor({ orderNo: first.orderNo, amountFen: first.amountFen }, 'pay')
    await t.db.updateTable('pay_order').set({ status: 'closed', close_reason: 'switched' }).where('id', '=', first.orderNo).execute()
    const second = (await payTrans(valId, 2)).data.order
    await payInCashier(second.orderNo)
    expect(await notify(stray)).toMatchObject({ statusCode: 204 })

    expect(await charges(valId)).toEqual({ payments: 2, refunds: 1, refundedAtSandbox: 1, kept: 1 })
    const status = Object.fromEntries((await orders(valId)).map((o) => [o.id, o.status]))
    expect(status).toEqual({ [first.orderNo]: 'refunded', [second.orderNo]: 'paid' })
    const out = await reconcile()
    expect(out).toContain('reports paid more than once: 1')
    expect(out).toContain(`report ${valId} user ${userId}: ${second.orderNo} ¥4.90 sandbox paid, ${first.orderNo} ¥4.90 sandbox refunded`)
    expect(out).toContain('refunds: 1')
  })

  test('a payment on an order closed here while the report is still locked unlocks it (the money bought it)', async () => {
    const valId = await report()
    const { order } = (await payTrans(valId, 1)).data
    const paid = sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay')
    await t.db.updateTable('pay_order').set({ status: 'closed', close_reason: 'expired' }).where('id', '=', order.orderNo).execute()
    expect(await notify(paid)).toMatchObject({ statusCode: 204 })
    expect((await orders(valId))[0]).toMatchObject({ status: 'paid', refund_state: null })
    expect(await t.db.selectFrom('report').select(['status', 'unlocked_by']).where('id', '=', valId).executeTakeFirstOrThrow()).toEqual({
      status: 2,
      unlocked_by: `pay:${order.orderNo}`,
    })
    expect(await charges(valId)).toEqual({ payments: 1, refunds: 0, refundedAtSandbox: 0, kept: 1 })
  })

  test('a refund the provider refuses is answered as a failed notify; the provider’s next delivery refunds it', async () => {
    const valId = await report()
    const { order } = (await payTrans(valId, 1)).data
    const paid = sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay')
    await t.app.services.payment.grantCoupons(userId, 1, null, null)
    await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, token)
    const refund = jest.spyOn(sandbox(), 'refund').mockRejectedValueOnce(new Error('sandbox down'))

    expect(await notify(paid)).toMatchObject({ statusCode: 400 })
    expect((await orders(valId)).find((o) => o.id === order.orderNo)).toMatchObject({ status: 'closed', refund_state: null })
    expect(await reconcile()).toContain('payments on orders that are not paid, awaiting their refund: 1')

    expect(await notify(paid)).toMatchObject({ statusCode: 204 })
    expect(refund).toHaveBeenCalledTimes(2)
    expect(await charges(valId)).toEqual({ payments: 1, refunds: 1, refundedAtSandbox: 1, kept: 0 })
    expect(await reconcile()).toContain('payments on orders that are not paid, awaiting their refund: 0')
  })
})

describe('orders:reconcile shows refunds', () => {
  test('an operator refund is listed with its reason', async () => {
    const valId = await report()
    const { order } = (await payTrans(valId, 1)).data
    await payInCashier(order.orderNo)
    await runPaymentCommand(['order:refund', order.orderNo, '用户误购'], commandDeps(t))
    expect(sandbox().refunds()).toEqual([expect.objectContaining({ orderNo: order.orderNo, reason: '用户误购' })])
    // Listed at once: processing until the sandbox's REFUND.SUCCESS notify lands (which, under load, may be already).
    expect(await reconcile()).toMatch(new RegExp(`refund R${order.orderNo.slice(1)} (processing|done) `))
    await sandbox().settled()
    const out = await reconcile()
    expect(out).toContain('refunds: 1')
    expect(out).toMatch(new RegExp(`${order.orderNo} .*refund R${order.orderNo.slice(1)} done .*\\(operator: 用户误购\\)`))
  })
})

describe('the sandbox refunds honestly', () => {
  test('its refund is confirmed by a REFUND.SUCCESS notify signed like its payment notifies; a tampered one is refused', async () => {
    const valId = await report()
    const { order } = (await payTrans(valId, 1)).data
    await payInCashier(order.orderNo)
    const sent: Array<{ headers: Record<string, string | undefined>; rawBody: string }> = []
    sandbox().deliverNotifiesTo(async (n) => {
      sent.push(n)
      return true
    })
    await runPaymentCommand(['order:refund', order.orderNo], commandDeps(t))
    await sandbox().settled()
    const stored = async () => (await orders(valId))[0]
    expect(await stored()).toMatchObject({ status: 'refunded', refund_state: 'processing' })
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0].rawBody)).toMatchObject({ event_type: 'REFUND.SUCCESS', resource: { algorithm: 'AEAD_AES_256_GCM' } })
    expect(sent[0].rawBody).not.toContain(order.orderNo)

    expect(await notify({ ...sent[0], rawBody: sent[0].rawBody.replace('"resource"', '"resource" ') })).toMatchObject({ statusCode: 400 })
    expect(await stored()).toMatchObject({ refund_state: 'processing' })
    expect(await notify(sent[0])).toMatchObject({ statusCode: 204 })
    expect(await notify(sent[0])).toMatchObject({ statusCode: 204 })
    expect(await stored()).toMatchObject({ refund_state: 'done' })
  })

  test('only a payment it took, once per order, for at most its amount; the same refund number is the same refund', async () => {
    const s = sandbox()
    const tradeNo = (await s.parseNotify(s.notifyFor({ orderNo: 'P1', amountFen: 490 }, 'pay'))).tradeNo
    const base = { orderNo: 'P1', tradeNo, refundNo: 'R1', amountFen: 490, reason: 'x' }
    await expect(s.refund({ ...base, orderNo: 'P2' })).rejects.toMatchObject({ code: 50002 })
    await expect(s.refund({ ...base, tradeNo: '4200bogus' })).rejects.toMatchObject({ code: 50002 })
    await expect(s.refund({ ...base, amountFen: 491 })).rejects.toMatchObject({ code: 50002 })
    expect(await s.refund(base)).toEqual({ refundNo: 'R1', state: 'processing' })
    expect(await s.refund(base)).toEqual({ refundNo: 'R1', state: 'processing' })
    await expect(s.refund({ ...base, refundNo: 'R2' })).rejects.toMatchObject({ code: 50002 })
    expect(s.refunds()).toHaveLength(1)
    // A paid order cannot be closed; a closed one cannot be paid.
    await expect(s.close('P1')).rejects.toMatchObject({ code: 40060 })
    await s.close('P3')
    expect((await s.parseNotify(s.notifyFor({ orderNo: 'P3', amountFen: 490 }, 'pay'))).state).toBe('closed')
  })
})
