import { randomBytes } from 'node:crypto'
import { ReportRepository } from '../../src/modules/reports/repository'
import { runCli } from './cli'
import { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import type { PayProvider, PaymentRequest } from '../../src/providers/pay/types'
import { createTestApp, type TestApp } from '../helpers'
import { idNumber } from '../id-numbers'

const API = '/app/v1'
const GAME = 10013
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const HOUR = 3_600_000
/** A phone browser outside WeChat: WeChat H5 pay and Alipay wap, both served by the sandbox here. */
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }
const WEAPP_IOS = { terminal: '5', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40' }
const WEAPP_ANDROID = { terminal: '5', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40' }

let t: TestApp
let token: string
let userId: number

/** A finished, not unlocked report of a kind (1 valuation, 2 intention, 3 did-I-lose) owned by `owner`. */
async function report(owner: number, kind = 1, status = 1, createdAt = t.clock.now()): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  const repo = new ReportRepository(t.db)
  const row = { id, userId: owner, kind, gameId: GAME, evaluateType: 2, input: JSON.stringify({ id }), now: createdAt }
  await repo.insertGenerated({ ...row, result: '{"estimateFen":123456}', teaser: '{"level":"SR"}' })
  if (status !== 1) await t.db.updateTable('report').set({ status }).where('id', '=', id).execute()
  return id
}

const reportRow = (id: string) => t.db.selectFrom('report').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const orderRows = (reportId: string) => t.db.selectFrom('pay_order').selectAll().where('report_id', '=', reportId).execute()
const config = (valId: string, headers: Record<string, string> = WEB, scene = 1, os?: string) =>
  t.post(`${API}/payment/paymentConfig`, { scene, valId, ...(os ? { os } : {}) }, token, headers)
const payTrans = (valId: string, payType = 1, headers: Record<string, string> = WEB, tok = token) =>
  t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType, returnPath: `/#/pages/pay/index_for_web?valId=${valId}` }, tok, headers)
const status = (orderNo: string, tok = token) => t.post(`${API}/payment/status`, { orderNo }, tok)
const sandbox = () => t.app.providers.pay.get('sandbox') as SandboxPayProvider
const notify = (n: { headers: Record<string, string | undefined>; rawBody: string }) =>
  t.app.inject({ method: 'POST', url: '/pay-notify/sandbox', headers: n.headers as Record<string, string>, payload: n.rawBody })

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  const login = await t.login('13800007001')
  token = login.token
  // Paying needs real-name verification (issue 34); these tests are about what comes after it.
  await t.verifyRealName(token)
  userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800007001').executeTakeFirstOrThrow()).id
})
afterEach(async () => {
  await (t.app.providers.pay.get('sandbox') as SandboxPayProvider | undefined)?.settled()
  await t.close()
})

describe('paymentConfig', () => {
  test('prices come from the service: the discount for 2 hours after the report, then the list price', async () => {
    const valId = await report(userId)
    const fresh = await config(valId)
    expect(fresh.code).toBe(200)
    expect(fresh.data).toMatchObject({
      scene: 1,
      valId,
      report: { kind: 1, title: '估价报告', gameId: GAME, gameName: '王者荣耀', level: 'SR', createdAt: NOW },
      listPriceFen: 990,
      discountPriceFen: 490,
      priceFen: 490,
      discountEndsAt: NOW + 7_200_000,
      serverTime: NOW,
      stage: 1,
      payTypes: [1, 2],
      couponCount: 0,
      priceNote: '2小时内解锁 ¥4.90，之后 ¥9.90',
      retentionText: '2小时内解锁 ¥4.90，之后 ¥9.90',
      payBlockedReason: null,
      openOrder: null,
    })
    t.clock.advance(2 * HOUR)
    token = (await t.login('13800007001')).token
    const later = await config(valId)
    expect(later.data).toMatchObject({ priceFen: 990, stage: 3, priceNote: null, retentionText: null })
  })

  test('operators change prices through global config; a bad price is refused', async () => {
    await t.app.services.config.set('payment.prices', '{"1":{"list":1990,"discount":990}}')
    const valId = await report(userId)
    t.clock.advance(61_000)
    expect((await config(valId)).data).toMatchObject({ listPriceFen: 1990, priceFen: 990 })
    await expect(t.app.services.config.set('payment.prices', '{"1":{"list":100,"discount":0}}')).rejects.toThrow(
      /价格须为 1 到 99900 之间的整数/,
    )
    await expect(t.app.services.config.set('payment.prices', '{"1":{"list":100,"discount":200}}')).rejects.toThrow(
      /2 小时内价格不能高于标价/,
    )
  })

  test('pay types follow the terminal: WeChat mini-program pays by WeChat, iOS mini-programs not at all', async () => {
    const valId = await report(userId)
    expect((await config(valId, WEAPP_ANDROID)).data).toMatchObject({ payTypes: [1], payBlockedReason: null })
    const ios = (await config(valId, WEAPP_IOS)).data
    expect(ios.payTypes).toEqual([])
    expect(ios.payBlockedReason).toMatch(/iOS 小程序暂不支持购买虚拟商品/)
    // The client's own word for iOS is enough to hide payment.
    expect((await config(valId, { ...WEAPP_ANDROID }, 1, 'ios')).data.payTypes).toEqual([])
    const refused = await payTrans(valId, 1, WEAPP_IOS)
    expect(refused).toMatchObject({ code: 40028 })
    expect(await orderRows(valId)).toHaveLength(0)
    // The WeChat in-app browser takes JSAPI only (WeChat H5 pay and Alipay do not run there).
    expect((await config(valId, { terminal: '2', 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0' })).data.payTypes).toEqual([1])
  })

  test('every call checks the report: owner, kind, generated, not failed, not unlocked', async () => {
    const other = await t.login('13800007002')
    const otherUser = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800007002').executeTakeFirstOrThrow()).id
    const theirs = await report(otherUser)
    const check = await report(userId, 3)
    const generating = await report(userId, 1, 0)
    const failed = await report(userId, 1, 3)
    const unlocked = await report(userId, 1, 2)
    for (const call of [
      config,
      (id: string) => payTrans(id),
      (id: string) => t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId: id }, token),
    ]) {
      expect(await call(theirs)).toMatchObject({ code: 40004, msg: '报告不存在' })
      expect(await call(check)).toMatchObject({ code: 40004 })
      expect(await call('r_missing')).toMatchObject({ code: 40004 })
      expect(await call(generating)).toMatchObject({ code: 40024, msg: '报告尚未生成完成' })
      expect(await call(failed)).toMatchObject({ code: 40025, msg: '报告生成失败，无需解锁' })
      expect(await call(unlocked)).toMatchObject({ code: 40026, msg: '报告已解锁，无需重复支付' })
    }
    // The did-I-lose report is unlocked by scene 3, the intention report by scene 2.
    expect((await config(check, WEB, 3)).data.report).toMatchObject({ kind: 3, title: '我亏了吗报告' })
    expect((await config(await report(userId, 2), WEB, 2)).data).toMatchObject({ report: { kind: 2 }, priceFen: 390 })
    expect(await t.post(`${API}/payment/status`, { orderNo: 'P123' }, other.token)).toMatchObject({ code: 40004, msg: '订单不存在' })
    expect((await t.post(`${API}/payment/paymentConfig`, { scene: 9, valId: check }, token)).code).toBe(40000)
    expect((await t.post(`${API}/payment/paymentConfig`, { scene: 1, valId: check })).code).toBe(40005)
  })
})

describe('orders', () => {
  test('payTrans opens one order with the service price and reuses it; another way to pay replaces it', async () => {
    const valId = await report(userId)
    const first = await payTrans(valId)
    expect(first.code).toBe(200)
    expect(first.data.order).toEqual({
      orderNo: expect.stringMatching(/^P\d{14}[0-9A-Z]{8}$/),
      payType: 1,
      amountFen: 490,
      expiresAt: NOW + 30 * 60_000,
    })
    expect(first.data.launch).toEqual({
      kind: 'redirect',
      url: `/sandbox-pay/cashier?orderNo=${first.data.order.orderNo}&return=${encodeURIComponent(`/#/pages/pay/index_for_web?valId=${valId}&orderNo=${first.data.order.orderNo}`)}`,
    })
    expect((await payTrans(valId)).data).toEqual(first.data)
    expect((await config(valId)).data).toMatchObject({ stage: 2, openOrder: first.data.order })

    const alipay = await payTrans(valId, 2)
    expect(alipay.data.order.orderNo).not.toBe(first.data.order.orderNo)
    const rows = await orderRows(valId)
    expect(rows.map((r) => [r.status, r.pay_type, r.amount_fen, r.list_fen, r.discount_fen])).toEqual(
      expect.arrayContaining([
        ['closed', 1, 490, 990, 500],
        ['created', 2, 490, 990, 500],
      ]),
    )
  })

  test('100 parallel payTrans calls for one report open exactly one order', async () => {
    const valId = await report(userId)
    const replies = await Promise.all(Array.from({ length: 100 }, () => payTrans(valId)))
    expect(replies.every((r) => r.code === 200)).toBe(true)
    expect(new Set(replies.map((r) => r.data.order.orderNo)).size).toBe(1)
    const rows = await orderRows(valId)
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('created')
  })

  test('an unpaid order closes after 30 minutes; it can no longer be paid and a new one opens', async () => {
    const valId = await report(userId)
    const { orderNo } = (await payTrans(valId)).data.order
    t.clock.advance(30 * 60_000)
    expect(await t.app.services.payment.closeExpired()).toBe(1)
    expect((await status(orderNo)).data).toMatchObject({ status: 'closed', reportStatus: 1 })
    const cashier = await t.app.inject({ url: `/sandbox-pay/cashier?orderNo=${orderNo}` })
    expect(cashier.body).toContain('订单不可支付')
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/cashier/${orderNo}/pay`,
      payload: 'return=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect((await reportRow(valId)).status).toBe(1)
    const again = await payTrans(valId)
    expect(again.data.order.orderNo).not.toBe(orderNo)
  })

  test('status answers only the order owner', async () => {
    const valId = await report(userId)
    const { orderNo } = (await payTrans(valId)).data.order
    const other = await t.login('13800007003')
    expect(await status(orderNo, other.token)).toMatchObject({ code: 40004 })
    expect((await status(orderNo)).data).toMatchObject({
      orderNo,
      status: 'created',
      scene: 1,
      valId,
      payType: 1,
      amountFen: 490,
      reportStatus: 1,
      paidAt: null,
    })
  })
})

describe('sandbox cashier and notifies', () => {
  test('paying in the cashier delivers a signed notify: order paid and report unlocked together', async () => {
    const valId = await report(userId)
    const { order, launch } = (await payTrans(valId)).data
    const page = await t.app.inject({ url: launch.url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('¥4.90')
    expect(page.body).toContain('游戏估价-估价报告解锁')
    expect(page.body).toContain('确认支付')
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/cashier/${order.orderNo}/pay`,
      payload: `return=${encodeURIComponent(`/#/pages/pay/index_for_web?valId=${valId}&orderNo=${order.orderNo}`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/#/pages/pay/index_for_web?valId=${valId}&orderNo=${order.orderNo}&payResult=paid`)
    expect((await status(order.orderNo)).data).toMatchObject({ status: 'paid', result: 'paid', reportStatus: 2, paidAt: NOW })
    const row = await reportRow(valId)
    expect([row.status, row.unlocked_by]).toEqual([2, `pay:${order.orderNo}`])
    const ledger = await t.db.selectFrom('pay_ledger').selectAll().where('order_id', '=', order.orderNo).execute()
    expect(ledger.map((l) => [l.kind, l.amount_fen, l.provider])).toEqual([['payment', 490, 'sandbox']])
    expect(await payTrans(valId)).toMatchObject({ code: 40026 })
  })

  test('a cashier return path must stay on this site', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    for (const evil of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/sandbox-pay/cashier/${order.orderNo}/cancel`,
        payload: `return=${encodeURIComponent(evil)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      // Only the result is added to a safe way back; the order closed as cancelled at the first one.
      expect(res.headers.location).toMatch(/^\/(\?payResult=cancel)?$/)
    }
    expect((await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: '//evil.example' }, token, WEB)).code).toBe(
      40000,
    )
  })

  const cashier = (orderNo: string, outcome: string, back = '/#/pages/pay/index_for_web?valId=r&orderNo=P') =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/cashier/${orderNo}/${outcome}`,
      payload: `return=${encodeURIComponent(back)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })

  test('failing in the cashier: payment/status says failed, the way back says fail, paying again opens a new order', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    expect((await status(order.orderNo)).data).toMatchObject({ status: 'created', result: 'pending' })
    const res = await cashier(order.orderNo, 'fail')
    expect(res.headers.location).toBe('/#/pages/pay/index_for_web?valId=r&orderNo=P&payResult=fail')
    expect((await status(order.orderNo)).data).toMatchObject({ status: 'closed', result: 'failed', reportStatus: 1 })
    expect(
      (await t.db.selectFrom('pay_order').select('close_reason').where('id', '=', order.orderNo).executeTakeFirstOrThrow()).close_reason,
    ).toBe('failed')
    // The failed order is no longer payable: neither the cashier nor a second choice there changes it.
    expect((await t.app.inject({ url: `/sandbox-pay/cashier?orderNo=${order.orderNo}` })).body).toContain('订单不可支付')
    expect((await cashier(order.orderNo, 'pay', '/x')).headers.location).toBe('/x')
    expect((await status(order.orderNo)).data.result).toBe('failed')
    const again = (await payTrans(valId)).data
    expect(again.order.orderNo).not.toBe(order.orderNo)
    expect((await status(again.order.orderNo)).data.result).toBe('pending')
  })

  test('cancelling in the cashier is recorded: payment/status says cancelled and the way back says cancel', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    const res = await cashier(order.orderNo, 'cancel', '/#/pages/pay/index_for_web?valId=r')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/#/pages/pay/index_for_web?valId=r&payResult=cancel')
    expect((await status(order.orderNo)).data).toMatchObject({ status: 'closed', result: 'cancelled', reportStatus: 1 })
    expect((await config(valId)).data).toMatchObject({ openOrder: null })
    expect((await payTrans(valId)).data.order.orderNo).not.toBe(order.orderNo)
  })

  test('an order that expired or gave way to another pay type reads closed; a failed notify never reopens or unlocks', async () => {
    const valId = await report(userId)
    const first = (await payTrans(valId, 1)).data.order
    const second = (await payTrans(valId, 2)).data.order
    expect((await status(first.orderNo)).data.result).toBe('closed')
    t.clock.advance(30 * 60_000)
    expect((await status(second.orderNo)).data).toMatchObject({ status: 'closed', result: 'closed' })
    expect((await notify(sandbox().notifyFor({ orderNo: second.orderNo, amountFen: second.amountFen }, 'fail'))).statusCode).toBe(204)
    expect((await status(second.orderNo)).data).toMatchObject({ result: 'closed', reportStatus: 1 })
  })

  test('forged, tampered and wrong-amount notifies are refused and change nothing', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    const genuine = sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay')

    const tampered = { ...genuine, rawBody: genuine.rawBody.replace('"resource"', '"resource" ') }
    expect((await notify(tampered)).statusCode).toBe(400)
    const { 'wechatpay-signature': _dropped, ...unsignedHeaders } = genuine.headers
    const unsigned = { ...genuine, headers: unsignedHeaders }
    expect((await notify(unsigned)).statusCode).toBe(400)
    const stale = { ...genuine, headers: { ...genuine.headers, 'wechatpay-timestamp': String(Math.floor(NOW / 1000) - 600) } }
    expect((await notify(stale)).statusCode).toBe(400)
    // Signed correctly, but for less than the order costs: never unlocks.
    expect((await notify(sandbox().notifyFor({ orderNo: order.orderNo, amountFen: 1 }, 'pay'))).statusCode).toBe(400)
    expect((await notify(sandbox().notifyFor({ orderNo: 'P00000000000000NOTOURS0', amountFen: 490 }, 'pay'))).statusCode).toBe(400)
    expect((await reportRow(valId)).status).toBe(1)
    expect(await t.db.selectFrom('pay_ledger').selectAll().execute()).toHaveLength(0)

    expect((await notify(genuine)).statusCode).toBe(204)
    expect((await reportRow(valId)).status).toBe(2)
  })

  test('100 duplicate notifies: one ledger row, one unlock', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    const genuine = sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay')
    const acks = await Promise.all(Array.from({ length: 100 }, () => notify(genuine)))
    expect(acks.every((a) => a.statusCode === 204)).toBe(true)
    expect(await t.db.selectFrom('pay_ledger').selectAll().execute()).toHaveLength(1)
    const rows = await orderRows(valId)
    expect(rows.map((r) => r.status)).toEqual(['paid'])
    const row = await reportRow(valId)
    expect([row.status, row.unlocked_by]).toEqual([2, `pay:${order.orderNo}`])
  })

  test('a payment the provider took just before the expiry close: the close is refused and the payment unlocks', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    // The payer's money was taken just before the sweep's close reached the provider; its notify arrives after.
    const paying = { orderNo: order.orderNo, amountFen: order.amountFen }
    sandbox().notifyFor(paying, 'pay')
    t.clock.advance(30 * 60_000)
    await t.app.services.payment.closeExpired()
    expect((await orderRows(valId))[0].status).toBe('created')
    expect((await notify(sandbox().notifyFor(paying, 'pay'))).statusCode).toBe(204)
    expect((await status(order.orderNo)).data).toMatchObject({ status: 'paid', reportStatus: 2 })
    const out = await runCli(t, ['orders:reconcile'])
    expect(out).toContain('payments on orders that are not paid, awaiting their refund: 0')
    expect(out).toContain('paid orders without their unlock: 0')
  })

  test('an order closed at the provider can no longer be paid there', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    t.clock.advance(30 * 60_000)
    await t.app.services.payment.closeExpired()
    expect((await notify(sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay'))).statusCode).toBe(204)
    expect((await status(order.orderNo)).data).toMatchObject({ status: 'closed', reportStatus: 1 })
    expect(await t.db.selectFrom('pay_ledger').selectAll().execute()).toHaveLength(0)
  })
})

describe('coupons', () => {
  const grant = (n: number, days?: number) => runCli(t, ['coupon:grant', '13800007001', String(n), ...(days ? [String(days)] : [])])
  const useCoupon = (valId: string, scene = 1) => t.post(`${API}/coupon/useCouponInfo`, { scene, valId }, token)

  test('spending a coupon unlocks the report with a pay-type-3 order; none left is a clear error', async () => {
    const valId = await report(userId)
    expect(await useCoupon(valId)).toMatchObject({ code: 40027, msg: '暂无可用的解锁券' })
    expect(await grant(2, 30)).toBe('granted 2 unlock coupon(s) to 13800007001, valid for 30 days; usable now: 2')
    expect((await config(valId)).data).toMatchObject({ couponCount: 2, stage: 0 })
    const open = (await payTrans(valId)).data.order
    const used = await useCoupon(valId)
    expect(used).toMatchObject({ code: 200, msg: '解锁成功', data: { reportStatus: 2, couponCount: 1 } })
    const row = await reportRow(valId)
    expect(row.status).toBe(2)
    expect(row.unlocked_by).toMatch(/^coupon:\d+$/)
    const orders = await orderRows(valId)
    expect(orders.find((o) => o.id === used.data.orderNo)).toMatchObject({ pay_type: 3, provider: 'coupon', amount_fen: 0, status: 'paid' })
    // The payment that was open for this report closes: it can no longer be paid.
    expect(orders.find((o) => o.id === open.orderNo)).toMatchObject({ status: 'closed', close_reason: 'coupon' })
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, token)).data).toEqual({ count: 1 })
    expect(await useCoupon(valId)).toMatchObject({ code: 40026 })
  })

  test('100 parallel spends on one report use one coupon; on 100 reports with 3 coupons, 3 unlock', async () => {
    await grant(5)
    const valId = await report(userId)
    const replies = await Promise.all(Array.from({ length: 100 }, () => useCoupon(valId)))
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 40026)).toBe(true)
    expect(await t.app.services.payment.usableCoupons(userId)).toBe(4)
    const spent = await t.db.selectFrom('coupon').selectAll().where('used_at', 'is not', null).execute()
    expect(spent.map((c) => c.used_report_id)).toEqual([valId])

    await t.db
      .deleteFrom('coupon')
      .where('used_at', 'is', null)
      .where(
        'id',
        'not in',
        (await t.db.selectFrom('coupon').select('id').where('used_at', 'is', null).limit(3).execute()).map((c) => c.id),
      )
      .execute()
    expect(await t.app.services.payment.usableCoupons(userId)).toBe(3)
    const many = await Promise.all(Array.from({ length: 100 }, () => report(userId)))
    const results = await Promise.all(many.map((id) => useCoupon(id)))
    expect(results.filter((r) => r.code === 200)).toHaveLength(3)
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 40027)).toBe(true)
    const unlocked = await t.db.selectFrom('report').select('id').where('id', 'in', many).where('status', '=', 2).execute()
    expect(unlocked).toHaveLength(3)
  })

  test('as many parallel spends as coupons, each on its own report: every spend unlocks (none told 暂无可用的解锁券)', async () => {
    // On PostgreSQL the spends once all picked the same first coupon; the losers gave up after a few rounds.
    await t.db.deleteFrom('coupon').where('user_id', '=', userId).where('used_at', 'is', null).execute()
    await grant(40)
    const many = await Promise.all(Array.from({ length: 40 }, () => report(userId)))
    const results = await Promise.all(many.map((id) => useCoupon(id)))
    expect(results.map((r) => r.code)).toEqual(many.map(() => 200))
    expect(await t.app.services.payment.usableCoupons(userId)).toBe(0)
    const spentOn = await t.db.selectFrom('coupon').select('used_report_id').where('used_report_id', 'in', many).execute()
    expect(new Set(spentOn.map((c) => c.used_report_id)).size).toBe(40)
  })

  test('the vouchers list: usable, used (with the report it unlocked) and expired, paged', async () => {
    await grant(3, 10)
    const valId = await report(userId)
    await useCoupon(valId)
    const list = (tab: number, page = 1, pageSize = 20) => t.post(`${API}/coupon/list`, { tab, page, pageSize }, token)
    expect((await list(1)).data.total).toBe(2)
    const used = (await list(2)).data
    expect(used.total).toBe(1)
    expect(used.list[0]).toMatchObject({
      name: '报告解锁券',
      source: 'grant',
      sourceText: '平台赠送',
      createdAt: NOW,
      expiresAt: NOW + 10 * 86_400_000,
      usedAt: NOW,
      usedOn: { valId, kind: 1, title: '估价报告', gameName: '王者荣耀' },
    })
    expect((await list(1, 2, 1)).data).toMatchObject({ total: 2, list: [expect.objectContaining({ usedAt: null, usedOn: null })] })
    t.clock.advance(11 * 86_400_000)
    token = (await t.login('13800007001')).token
    expect((await list(1)).data.total).toBe(0)
    expect((await list(3)).data.total).toBe(2)
    expect(await useCoupon(await report(userId))).toMatchObject({ code: 40027 })
  })

  test('operator commands refuse bad input', async () => {
    await expect(grant(0)).rejects.toThrow(/N must be a whole number/)
    await expect(runCli(t, ['coupon:grant', '13900000000', '1'])).rejects.toThrow(/第 1 行 13900000000：未找到用户/)
    await expect(runCli(t, ['order:refund', 'P404', '用户误购'])).rejects.toThrow(/订单不存在/)
    await expect(runCli(t, ['order:refund', 'P404'])).rejects.toThrow(/ORDER_ID and REASON are required/)
    await expect(runCli(t, ['nope'])).rejects.toThrow(/usage/)
  })
})

describe('refunds and minors', () => {
  test('order:refund refunds a paid order through its provider; the report stays unlocked', async () => {
    const valId = await report(userId)
    const { order } = (await payTrans(valId)).data
    await notify(sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay'))
    const out = await runCli(t, ['order:refund', order.orderNo, '用户误购'])
    expect(out).toBe(`refunded ${order.orderNo}: ¥4.90 via sandbox, refund no R${order.orderNo.slice(1)}; the report stays unlocked`)
    expect((await status(order.orderNo)).data).toMatchObject({ status: 'refunded', reportStatus: 2 })
    const ledger = await t.db
      .selectFrom('pay_ledger')
      .select(['kind', 'amount_fen'])
      .where('order_id', '=', order.orderNo)
      .orderBy('id')
      .execute()
    expect(ledger).toEqual([
      { kind: 'payment', amount_fen: 490 },
      { kind: 'refund', amount_fen: 490 },
    ])
    await expect(runCli(t, ['order:refund', order.orderNo, '再退一次'])).rejects.toThrow(/只有已支付的订单/)
  })

  test('a user whose real-name check showed a minor cannot pay, but can spend coupons', async () => {
    // Born 2010-03-07: 16 on the test date.
    const minor = await t.post(`${API}/user/realInfoVerify`, { name: '张小明', idNo: idNumber('20100307') }, token)
    expect(minor.code).toBe(40101)
    const valId = await report(userId)
    const cfg = (await config(valId)).data
    expect(cfg.payTypes).toEqual([])
    expect(cfg.payBlockedReason).toBe('未满18周岁，暂不支持支付，可使用解锁券或邀请好友助力')
    expect(await payTrans(valId)).toMatchObject({ code: 40104 })
    await t.app.services.payment.grantCoupons(userId, 1, null, null)
    expect((await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, token)).code).toBe(200)
  })
})

describe('WeChat JSAPI openid', () => {
  /** A WeChat Pay stand-in that records what it was asked to start. */
  function fakeWeixin() {
    const requests: PaymentRequest[] = []
    const provider: PayProvider = {
      name: 'weixin',
      channels: ['jsapi', 'h5'],
      create: async (r) => {
        requests.push(r)
        return {
          kind: 'requestPayment',
          params: { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' },
        }
      },
      parseNotify: async () => {
        throw new Error('not used')
      },
      ack: () => ({ status: 204, contentType: 'application/json', body: '' }),
      close: async () => {},
      refund: async (i) => ({ refundNo: i.refundNo, state: 'done' }),
    }
    return { provider, requests }
  }

  test('the mini-program pays with the openid of the WeChat login; WeChat’s browser asks for authorisation once', async () => {
    await t.close()
    const weixin = fakeWeixin()
    t = await createTestApp({ now: NOW, providers: { pay: new Map([['weixin', weixin.provider]]) } })

    const mini = await t.post(`${API}/wxLogin`, { wx_code: 'alice.1' }, undefined, { terminal: '5' })
    const miniUser = await t.db
      .selectFrom('user_identity')
      .select(['user_id', 'openid'])
      .where('provider', '=', 'weixin')
      .executeTakeFirstOrThrow()
    const miniReport = await report(miniUser.user_id)
    await t.verifyRealName(mini.data.token)
    const paid = await t.post(`${API}/payment/payTrans`, { scene: 1, valId: miniReport, payType: 1 }, mini.data.token, WEAPP_ANDROID)
    expect(paid.data.launch.kind).toBe('requestPayment')
    expect(weixin.requests[0]).toMatchObject({ channel: 'jsapi', openid: miniUser.openid, amountFen: 490 })

    const browser = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40' }
    const login = await t.login('13800007009')
    await t.verifyRealName(login.token)
    const phoneUser = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800007009').executeTakeFirstOrThrow()).id
    const first = await report(phoneUser)
    const needAuth = await t.post(`${API}/payment/payTrans`, { scene: 1, valId: first, payType: 1 }, login.token, browser)
    expect(needAuth).toMatchObject({ code: 40030, msg: '请先完成微信授权' })
    // Nothing is left open by the refused attempt.
    expect((await orderRows(first)).map((o) => o.status)).toEqual(['closed'])
    const withCode = await t.post(`${API}/payment/payTrans`, { scene: 1, valId: first, payType: 1, wxCode: 'bob.1' }, login.token, browser)
    expect(withCode.code).toBe(200)
    const mp = await t.db
      .selectFrom('user_identity')
      .select('openid')
      .where('user_id', '=', phoneUser)
      .where('provider', '=', 'weixin-mp')
      .executeTakeFirstOrThrow()
    expect(weixin.requests[1]).toMatchObject({ channel: 'jsapi', openid: mp.openid })
    // Remembered: the next payment in WeChat's browser needs no new authorisation.
    const second = await report(phoneUser)
    expect((await t.post(`${API}/payment/payTrans`, { scene: 1, valId: second, payType: 1 }, login.token, browser)).code).toBe(200)
    expect(weixin.requests[2].openid).toBe(mp.openid)
    // Outside WeChat the same user pays by WeChat H5 pay, no openid needed.
    const third = await report(phoneUser)
    expect((await t.post(`${API}/payment/payTrans`, { scene: 1, valId: third, payType: 1 }, login.token, WEB)).code).toBe(200)
    expect(weixin.requests[3]).toMatchObject({ channel: 'h5', clientIp: '127.0.0.1' })
    expect(weixin.requests[3].openid).toBeUndefined()
  })

  test('the mini-program, a player who logged in by phone: 40030, then a login code with payTrans names the payer', async () => {
    await t.close()
    const weixin = fakeWeixin()
    t = await createTestApp({ now: NOW, providers: { pay: new Map([['weixin', weixin.provider]]) } })
    const login = await t.login('13800007013')
    await t.verifyRealName(login.token)
    const phoneUser = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800007013').executeTakeFirstOrThrow()).id
    const valId = await report(phoneUser)
    expect(await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1 }, login.token, WEAPP_ANDROID)).toMatchObject({
      code: 40030,
    })
    expect(weixin.requests).toEqual([])
    // The app's wx.login code: exchanged with the mini-program for the openid WeChat Pay needs.
    const anon = await t.post(`${API}/wx/getOpenId`, { wx_code: 'dave.1' }, undefined, { terminal: '5' })
    const paid = await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, wxCode: 'dave.2' }, login.token, WEAPP_ANDROID)
    expect(paid.code).toBe(200)
    expect(paid.data.launch.kind).toBe('requestPayment')
    expect(weixin.requests).toEqual([expect.objectContaining({ channel: 'jsapi', openid: anon.data.openid, amountFen: 490 })])
  })

  test('WeChat’s browser: wx/getOpenId exchanges the official account’s code and remembers the caller as the payer', async () => {
    await t.close()
    const weixin = fakeWeixin()
    t = await createTestApp({ now: NOW, providers: { pay: new Map([['weixin', weixin.provider]]) } })
    const browser = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40' }
    const payerOpenIds = () => t.db.selectFrom('user_identity').select(['user_id', 'openid']).where('provider', '=', 'weixin-mp').execute()

    // Without a login the openid is answered and nothing is kept.
    const anonymous = await t.post(`${API}/wx/getOpenId`, { wx_code: 'carol.1' }, undefined, browser)
    expect(anonymous.data.openid).toMatch(/^local-mp-/)
    expect(await payerOpenIds()).toEqual([])

    const login = await t.login('13800007011')
    await t.verifyRealName(login.token)
    const phoneUser = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800007011').executeTakeFirstOrThrow()).id
    const valId = await report(phoneUser)
    expect(await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1 }, login.token, browser)).toMatchObject({ code: 40030 })
    const got = await t.post(`${API}/wx/getOpenId`, { wx_code: 'carol.2' }, login.token, browser)
    expect(got.data.openid).toBe(anonymous.data.openid)
    expect(await payerOpenIds()).toEqual([{ user_id: phoneUser, openid: got.data.openid }])
    // The payment goes on without a code: the service knows the payer now.
    expect((await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1 }, login.token, browser)).code).toBe(200)
    expect(weixin.requests.at(-1)).toMatchObject({ channel: 'jsapi', openid: got.data.openid })

    // The same WeChat user on a second account: the payer openid follows the latest authorisation.
    const other = await t.login('13800007012')
    await t.verifyRealName(other.token)
    const otherUser = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800007012').executeTakeFirstOrThrow()).id
    await t.post(`${API}/wx/getOpenId`, { wx_code: 'carol.3' }, other.token, browser)
    expect(await payerOpenIds()).toEqual([{ user_id: otherUser, openid: got.data.openid }])
    const otherReport = await report(otherUser)
    expect((await t.post(`${API}/payment/payTrans`, { scene: 1, valId: otherReport, payType: 1 }, other.token, browser)).code).toBe(200)

    // A code used once is refused, as WeChat refuses it: the app shows the failure.
    expect(await t.post(`${API}/wx/getOpenId`, { wx_code: 'carol.3' }, other.token, browser)).toMatchObject({
      code: 50017,
      msg: '微信授权已失效，请重新授权',
    })
  })
})
