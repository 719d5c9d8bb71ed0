import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { BizCode } from '../../src/contract/values/biz-codes'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { createTestApp, type TestApp } from '../helpers'
import { API, GAME, createValuationApp } from '../valuation-service/fixture'
import { readySeller, storedPublishState } from './publish-fixture'

/**
 * Multi-table writes that can run at once against the same rows take their locks in one order, so PostgreSQL
 * never has to break a deadlock by failing one of them (an HTTP 500). SQLite runs the same tests.
 */
describe('publish and unpublish interleaved', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createValuationApp()
  })
  afterAll(async () => {
    await t.close()
  })

  const tally = (replies: { status: number; code: number }[]) => {
    const counts: Record<string, number> = {}
    for (const r of replies) counts[`${r.status}/${r.code}`] = (counts[`${r.status}/${r.code}`] ?? 0) + 1
    return counts
  }

  test('100 mixed calls on one account at once: every one answers 200, one listing, a consistent state', async () => {
    const seller = await readySeller(t, '13900008001', 11)
    // Published once first, so unpublish has a listing to take down from the first call on.
    expect((await t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: 50_000 }, seller.token)).code).toBe(200)

    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: 50_000 + i * 100 }, seller.token)
          : t.post(`${API}/val/unpublish`, { valId: seller.valId }, seller.token),
      ),
    )
    expect(tally(replies)).toEqual({ '200/200': 100 })
    for (const [i, r] of replies.entries()) expect(r.data.publishStatus).toBe(i % 2 === 0 ? 1 : 0)

    const state = await storedPublishState(t, seller.valId)
    // The account is published exactly when its listing is on sale.
    expect(state.listingStatus).toBe(state.publishStatus === 1 ? 'on_sale' : 'off_shelf')
    const own = await t.db.selectFrom('market_listing').select('id').where('source', '=', '游戏估价').execute()
    expect(own.map((r) => Number(r.id))).toEqual([Number(state.listingId)])

    // And the state machine still works from wherever the race left it.
    expect((await t.post(`${API}/val/unpublish`, { valId: seller.valId }, seller.token)).data.publishStatus).toBe(0)
    expect(await storedPublishState(t, seller.valId)).toMatchObject({ publishStatus: 0, listingStatus: 'off_shelf' })
    expect((await t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: 60_000 }, seller.token)).data.publishStatus).toBe(1)
    expect(await storedPublishState(t, seller.valId)).toMatchObject({ publishStatus: 1, listingStatus: 'on_sale' })
  })

  test('first publishes racing unpublishes on a never-published account: one listing is created', async () => {
    const seller = await readySeller(t, '13900008002', 12)
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 3 === 2
          ? t.post(`${API}/val/unpublish`, { valId: seller.valId }, seller.token)
          : t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: 70_000 }, seller.token),
      ),
    )
    expect(tally(replies)).toEqual({ '200/200': 100 })
    const state = await storedPublishState(t, seller.valId)
    expect(state.listingId).not.toBeNull()
    expect(state.listingStatus).toBe(state.publishStatus === 1 ? 'on_sale' : 'off_shelf')
    const listings = await t.db.selectFrom('market_listing').select('id').where('source', '=', '游戏估价').execute()
    // The first test's listing and this one's: publishing never created a second row for one report.
    expect(listings.length).toBe(2)
  })
})

/**
 * The three ways to unlock a report racing on one report: the payment notify (ledger → report → order), a
 * coupon spend (coupon → report → order) and the last friend help (report → help). Each takes the report's row
 * before any order row, so they queue on it; exactly one unlocks and the others answer a business code.
 */
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }

/** A generated, not yet unlocked valuation report of the user. */
async function lockedReport(t: TestApp, userId: number): Promise<string> {
  const valId = `r_${randomBytes(8).toString('hex')}`
  await new ReportRepository(t.db).insertGenerated({
    id: valId,
    userId,
    kind: 1,
    gameId: GAME,
    evaluateType: 2,
    input: JSON.stringify({ valId }),
    now: t.clock.now(),
    result: '{"estimateFen":123456}',
    teaser: '{"level":"SR"}',
  })
  return valId
}

const notifyPaid = (t: TestApp, order: { orderNo: string; amountFen: number }) => {
  const n = (t.app.providers.pay.get('sandbox') as SandboxPayProvider).notifyFor(
    { orderNo: order.orderNo, amountFen: order.amountFen },
    'pay',
  )
  return t.app.inject({ method: 'POST', url: '/pay-notify/sandbox', headers: n.headers as Record<string, string>, payload: n.rawBody })
}

describe('payment notify, coupon spend and the last help on one report at once', () => {
  const REPORTS = 20
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: Date.UTC(2026, 5, 1, 4, 0, 0) })
  })
  afterAll(async () => {
    await t.close()
  })

  test(`${REPORTS} reports, three unlocks each, all at once: no 5xx, one unlock per report, nothing spent twice`, async () => {
    const owner = await t.login('13900008101')
    await t.verifyRealName(owner.token)
    const ownerId = Number((await t.post(`${API}/user/userInfo`, {}, owner.token)).data.user_base_info.id)
    await t.app.services.payment.grantCoupons(ownerId, REPORTS, 30, null)
    // Three friends per report: a friend's help counts once per owner per 30 days (issue 33).
    const helpersOf = (i: number) => Promise.all([0, 1, 2].map((k) => t.login(`13900082${String(3 * i + k).padStart(3, '0')}`)))
    // Each report's helps come from their own address, so the per-address day cap stays out of this test.
    const helpFrom = (i: number, code: string, token: string) =>
      t.app
        .inject({
          method: 'POST',
          url: `${API}/val/valReportShare`,
          payload: { valId: code },
          headers: { authorization: token },
          remoteAddress: `10.82.0.${i + 1}`,
        })
        .then((res) => ({ status: res.statusCode, ...(res.json() as { code: number }) }))

    const setups = []
    for (let i = 0; i < REPORTS; i++) {
      const valId = await lockedReport(t, ownerId)
      const pay = await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: '/#/' }, owner.token, WEB)
      expect(pay.code).toBe(200)
      const code: string = (await t.post(`${API}/val/helpShare`, { valId }, owner.token, WEB)).data.code
      const helpers = await helpersOf(i)
      for (const h of helpers.slice(0, 2)) expect((await helpFrom(i, code, h.token)).code).toBe(200)
      setups.push({ valId, code, lastHelper: helpers[2].token, order: pay.data.order as { orderNo: string; amountFen: number } })
    }

    // The notify needs fewer reads than the others before its transaction; delayed by a few database round
    // trips (a different number per report) it meets the coupon spend and the help at varied points.
    const afterRoundTrips = async <T>(n: number, run: () => Promise<T>): Promise<T> => {
      for (let k = 0; k < n; k++) await t.db.selectFrom('report').select('id').limit(1).execute()
      return run()
    }
    const results = await Promise.all(
      setups.map(async (s, i) => {
        const [paid, coupon, help] = await Promise.all([
          afterRoundTrips(i % 10, () => notifyPaid(t, s.order)),
          t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId: s.valId }, owner.token),
          helpFrom(i, s.code, s.lastHelper),
        ])
        return { s, paid, coupon, help }
      }),
    )

    const failures = results.flatMap((r) => [r.paid.statusCode, r.coupon.status, r.help.status]).filter((status) => status >= 500)
    expect(failures).toEqual([])
    for (const { s, paid, coupon, help } of results) {
      expect(paid.statusCode).toBe(204)
      expect([200, BizCode.REPORT_ALREADY_UNLOCKED]).toContain(coupon.code)
      expect([200, BizCode.HELP_NOT_NEEDED]).toContain(help.code)

      const report = await t.db.selectFrom('report').selectAll().where('id', '=', s.valId).executeTakeFirstOrThrow()
      expect(report.status).toBe(2)
      const by = report.unlocked_by ?? ''
      expect([`pay:${s.order.orderNo}`, `help:${s.code}`].includes(by) || /^coupon:\d+$/.test(by)).toBe(true)
      // A coupon is spent only by the spend that unlocked; the payment unlocked, or was refunded at once when it
      // came after another unlock, or never happened (the order was closed at the provider first).
      const spent = await t.db.selectFrom('coupon').select('id').where('used_report_id', '=', s.valId).execute()
      expect(spent.length).toBe(by.startsWith('coupon:') ? 1 : 0)
      expect(coupon.code === 200).toBe(by.startsWith('coupon:'))
      const ledger = await t.db.selectFrom('pay_ledger').select('kind').where('order_id', '=', s.order.orderNo).execute()
      if (by === `pay:${s.order.orderNo}`) expect(ledger.map((l) => l.kind)).toEqual(['payment'])
      else expect([[], ['payment', 'refund']]).toContainEqual(ledger.map((l) => l.kind))
      const paidOrders = await t.db
        .selectFrom('pay_order')
        .select('id')
        .where('report_id', '=', s.valId)
        .where('status', '=', 'paid')
        .execute()
      expect(paidOrders.length).toBeLessThanOrEqual(1)
    }
  })
})

/**
 * The interleaving that deadlocked, made certain on PostgreSQL: a row lock held by the test on the report lines
 * up a coupon spend (first in the queue for the report) and then a payment notify for the report's open order.
 * When the lock is released the coupon spend unlocks the report and closes the open order; the notify must
 * not be holding that order while it waits for the report. (SQLite runs one transaction at a time.)
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip
onPostgres('coupon spend queued before a payment notify on one report (PostgreSQL)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: Date.UTC(2026, 5, 1, 4, 0, 0) })
  })
  afterAll(async () => {
    await t.close()
  })

  /** Sessions waiting, directly or behind another waiter, for a lock `holder` holds. */
  const waitersOf = async (holder: number) => {
    const { rows } = await sql<{ n: number }>`
      with recursive w(pid) as (
        select pid from pg_stat_activity where ${holder} = any(pg_blocking_pids(pid))
        union select a.pid from pg_stat_activity a join w on w.pid = any(pg_blocking_pids(a.pid))
      ) select count(*)::int as n from w`.execute(t.db)
    return rows[0].n
  }
  const until = async (holder: number, n: number) => {
    for (let i = 0; i < 2000 && (await waitersOf(holder)) < n; i++) await new Promise((r) => setImmediate(r))
    expect(await waitersOf(holder)).toBeGreaterThanOrEqual(n)
  }

  test('both answer cleanly: the coupon unlocks, the payment is refunded', async () => {
    const owner = await t.login('13900008301')
    await t.verifyRealName(owner.token)
    const ownerId = Number((await t.post(`${API}/user/userInfo`, {}, owner.token)).data.user_base_info.id)
    await t.app.services.payment.grantCoupons(ownerId, 1, 30, null)
    const valId = await lockedReport(t, ownerId)
    const order = (await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: '/#/' }, owner.token, WEB)).data
      .order as { orderNo: string; amountFen: number }

    const [coupon, paid] = await t.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn)
      const holder = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)).rows[0].pid
      await sql`select id from report where id = ${valId} for update`.execute(conn)
      const spend = t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, owner.token)
      await until(holder, 1)
      const notify = notifyPaid(t, order)
      await until(holder, 2)
      await sql`commit`.execute(conn)
      return Promise.all([spend, notify])
    })
    expect([coupon.status, coupon.code]).toEqual([200, 200])
    expect(paid.statusCode).toBe(204)
    const report = await t.db.selectFrom('report').selectAll().where('id', '=', valId).executeTakeFirstOrThrow()
    expect(report.unlocked_by).toMatch(/^coupon:\d+$/)
    const orders = await t.db.selectFrom('pay_order').select(['id', 'status']).where('report_id', '=', valId).execute()
    expect(orders.find((o) => o.id === order.orderNo)?.status).toBe('refunded')
    const ledger = await t.db.selectFrom('pay_ledger').select('kind').where('order_id', '=', order.orderNo).orderBy('id').execute()
    expect(ledger.map((l) => l.kind)).toEqual(['payment', 'refund'])
  })
})
