import { finance, setupMoney, type Money } from './setup'

/** Issue 37 point 6: the operators' order list (filters, pages), an order's detail and the daily revenue table. */

const NOW = Date.UTC(2026, 5, 1, 4, 0, 0) // 12:00 in Beijing
const HOUR = 3_600_000
/** Steps between orders stay inside the access token's life. */
const STEP = 20 * 60_000
let m: Money

beforeEach(async () => {
  m = await setupMoney({ now: NOW })
})
afterEach(async () => {
  await m.close()
})

/** Two players: a's two paid orders an hour apart, then b's open one. */
async function threeOrders() {
  const a = await m.player('13800037101')
  const b = await m.player('13800037102')
  const first = await m.paid(await m.report(a.userId), a.token)
  m.t.clock.advance(STEP)
  const secondReport = await m.report(a.userId)
  const second = await m.paid(secondReport, a.token)
  m.t.clock.advance(STEP)
  const open = await m.open(await m.report(b.userId), b.token)
  return { a, b, first, second, secondReport, open }
}

const page = { page: 1, pageSize: 20 }
const ids = async (filter: Parameters<Money['admin']['list']>[0], p = page) => (await m.admin.list(filter, p)).rows.map((r) => r.orderId)

describe('the order list', () => {
  test('newest first, each filter narrows it, pages walk it', async () => {
    const { a, b, first, second, secondReport, open } = await threeOrders()
    expect(await ids({})).toEqual([open, second, first])
    const { rows } = await m.admin.list({ orderId: second }, page)
    expect(rows).toEqual([
      {
        orderId: second,
        userId: a.userId,
        reportId: secondReport,
        scene: 1,
        payType: 1,
        provider: 'sandbox',
        amountFen: 490,
        status: 'paid',
        refundState: null,
        createdAt: NOW + STEP,
        paidAt: NOW + STEP,
        refundedAt: null,
      },
    ])
    expect(await ids({ status: 'paid' })).toEqual([second, first])
    expect(await ids({ status: 'created' })).toEqual([open])
    expect(await ids({ userId: b.userId })).toEqual([open])
    expect(await ids({ reportId: secondReport })).toEqual([second])
    expect(await ids({ provider: 'sandbox' })).toHaveLength(3)
    expect(await ids({ provider: 'weixin' })).toEqual([])
    expect(await ids({ scene: 1 })).toHaveLength(3)
    expect(await ids({ scene: 2 })).toEqual([])
    expect(await ids({ createdFrom: NOW + STEP })).toEqual([open, second])
    expect(await ids({ createdTo: NOW + STEP })).toEqual([first])
    expect(await ids({ createdFrom: NOW, createdTo: NOW + 2 * STEP, status: 'paid', userId: a.userId })).toEqual([second, first])
    expect(await ids({ minAmountFen: 490, maxAmountFen: 490 })).toHaveLength(3)
    expect(await ids({ minAmountFen: 491 })).toEqual([])
    expect(await ids({ maxAmountFen: 489 })).toEqual([])

    expect(await m.admin.list({}, { page: 1, pageSize: 2 })).toMatchObject({ total: 3, rows: [{ orderId: open }, { orderId: second }] })
    expect(await m.admin.list({}, { page: 2, pageSize: 2 })).toMatchObject({ total: 3, rows: [{ orderId: first }] })
    expect(await m.admin.list({ status: 'paid' }, { page: 1, pageSize: 1 })).toMatchObject({ total: 2 })
  })
})

describe('an order’s detail', () => {
  test('the order, its ledger, refund requests, the report’s unlock state and the user', async () => {
    const { a, first, open } = await threeOrders()
    await m.admin.refund(first, '用户误购', finance(1))
    const detail = await m.admin.detail(first)
    expect(detail).toMatchObject({
      userId: a.userId,
      order: { id: first, status: 'refunded', refund_no: `R${first.slice(1)}`, refund_reason: '用户误购' },
      ledger: [
        { kind: 'payment', provider: 'sandbox', amountFen: 490, createdAt: NOW },
        { kind: 'refund', provider: 'sandbox', amountFen: 490, tradeNo: `R${first.slice(1)}` },
      ],
      refundRequests: [],
      report: { kind: 1, status: 2, unlockedBy: `pay:${first}`, unlockedAt: NOW, deleted: false },
    })
    expect(detail.order).not.toHaveProperty('launch')
    expect(await m.admin.detail(open)).toMatchObject({ order: { status: 'created' }, ledger: [], report: { status: 1, unlockedBy: null } })
    await expect(m.admin.detail('P404')).rejects.toMatchObject({ code: 40004, message: '订单不存在' })
  })
})

describe('the daily revenue table', () => {
  test('by Beijing day, scene and provider: payments on the day booked, refunds on the day made', async () => {
    const a = await m.player('13800037111')
    // 12:00 and 20:00 Beijing on 1 June, then 01:00 Beijing on 2 June (still 1 June in UTC).
    const noon = await m.paid(await m.report(a.userId), a.token)
    m.t.clock.set(NOW + 8 * HOUR)
    await m.paid(await m.report(a.userId), (await m.t.login('13800037111')).token)
    m.t.clock.set(NOW + 13 * HOUR)
    const token = (await m.t.login('13800037111')).token
    await m.paid(await m.report(a.userId), token)
    await m.admin.refund(noon, '用户误购', finance(1))
    // An order never paid and a coupon unlock move no money.
    await m.open(await m.report(a.userId), token)
    await m.t.app.services.payment.grantCoupons(a.userId, 1, null, null)
    expect((await m.t.post('/app/v1/coupon/useCouponInfo', { scene: 1, valId: await m.report(a.userId) }, token)).code).toBe(200)

    const day = (d: number) => Date.UTC(2026, 5, d) - 8 * HOUR
    expect(await m.admin.dailyRevenue({ from: day(1), to: day(3) })).toEqual([
      { day: '2026-06-01', scene: 1, provider: 'sandbox', paidCount: 2, paidFen: 980, refundedFen: 0, netFen: 980 },
      { day: '2026-06-02', scene: 1, provider: 'sandbox', paidCount: 1, paidFen: 490, refundedFen: 490, netFen: 0 },
    ])
    expect(await m.admin.dailyRevenue({ from: day(2), to: day(3) })).toEqual([
      { day: '2026-06-02', scene: 1, provider: 'sandbox', paidCount: 1, paidFen: 490, refundedFen: 490, netFen: 0 },
    ])
    expect(await m.admin.dailyRevenue({ from: day(3), to: day(4) })).toEqual([])
  })
})
