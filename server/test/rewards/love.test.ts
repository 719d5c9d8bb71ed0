import { cliActor } from '../../src/modules/audit/service'
import { runConfigCommand } from '../../src/modules/config/command'
import { createTestApp, type TestApp } from '../helpers'
import { API, DAY, NOON, balanceRow, claim, insertActivity, ledgerRows, signIn, user, type TestUser } from './fixture'

let t: TestApp
let me: TestUser

beforeEach(async () => {
  t = await createTestApp({ now: NOON })
  me = await user(t, '13800006001')
})
afterEach(async () => {
  await t.close()
})

const info = (token?: string) => t.post(`${API}/love/info`, {}, token)
const redeem = (token: string, item: string, count?: number) =>
  t.post(`${API}/love/redeem`, count === undefined ? { item } : { item, count }, token)
const ledger = (token: string | undefined, page?: number, pageSize?: number) =>
  t.post(`${API}/love/ledger`, { ...(page === undefined ? {} : { page }), ...(pageSize === undefined ? {} : { pageSize }) }, token)
/** An operator's credit: the same path `npm run ops -- love:adjust` takes. */
const give = (who: TestUser, n: number) => t.app.services.rewardsDesk.adjustLove(cliActor('test'), who.id, n, '测试发放')
const coupons = (userId: number) => t.db.selectFrom('coupon').selectAll().where('user_id', '=', userId).execute()

describe('love/info', () => {
  test('logged out: zero balance, the default rates and no activity; logged in: the totals', async () => {
    expect((await info()).data).toEqual({
      loggedIn: false,
      balance: 0,
      earnedTotal: 0,
      spentTotal: 0,
      rates: { coupon: 100, chance: 30 },
      activity: null,
    })
    await give(me, 250)
    await redeem(me.token, 'coupon')
    const activityId = await insertActivity(t, 'act-1', NOON + 7 * DAY)
    expect((await info(me.token)).data).toEqual({
      loggedIn: true,
      balance: 150,
      earnedTotal: 250,
      spentTotal: 100,
      rates: { coupon: 100, chance: 30 },
      activity: { id: activityId, title: '测试抽奖', endAt: NOON + 7 * DAY },
    })
  })

  test('rates come from the love.rates config entry, which config:set validates', async () => {
    const run = (...args: string[]) => runConfigCommand(args, t.app.services.config, cliActor('test'))
    await run('love.rates', '{"coupon":80}')
    expect((await info()).data.rates).toEqual({ coupon: 80, chance: 30 })
    await run('love.rates', '{"coupon":60,"chance":20}')
    expect((await info()).data.rates).toEqual({ coupon: 60, chance: 20 })
    for (const [value, message] of [
      ['nope', /爱心值兑换比例（love\.rates）：must be JSON/],
      ['[1]', /JSON object/],
      ['{"coupon":0}', /coupon（兑换 1 张解锁券）须为 1 到 100000 的整数爱心值/],
      ['{"chance":1.5}', /chance（兑换 1 次抽奖机会）须为 1 到/],
      ['{"chance":100001}', /须为 1 到 100000 的整数/],
      ['{"coupon":"50"}', /coupon（兑换 1 张解锁券）须为/],
      ['{"vip":10}', /unknown item "vip"/],
    ] as const) {
      await expect(run('love.rates', value)).rejects.toThrow(message)
    }
    expect((await info()).data.rates).toEqual({ coupon: 60, chance: 20 })
    await give(me, 100)
    expect((await redeem(me.token, 'coupon')).data).toMatchObject({ cost: 60, balance: 40 })
  })
})

describe('love/redeem', () => {
  test('coupons: cost is rate × count, the coupons land in the coupon ledger for 30 days with their own source', async () => {
    await give(me, 350)
    const res = await redeem(me.token, 'coupon', 3)
    expect(res).toMatchObject({ code: 200, msg: '兑换成功', data: { item: 'coupon', count: 3, cost: 300, balance: 50, activityId: null } })
    const rows = await coupons(me.id)
    expect(rows).toHaveLength(3)
    for (const c of rows) expect(c).toMatchObject({ source: 'love', expires_at: NOON + 30 * DAY, used_at: null })
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, me.token)).data.count).toBe(3)
    const listed = await t.post(`${API}/coupon/list`, { tab: 1 }, me.token)
    expect(listed.data.list[0].sourceText).toBe('爱心值兑换')
    const last = (await ledgerRows(t, me.id)).at(-1)
    expect(last).toMatchObject({ delta: -300, reason: 'redeem_coupon', title: '兑换解锁券 ×3', balance_after: 50, ref: 'coupon' })
    expect(await balanceRow(t, me.id)).toMatchObject({ balance: 50, earned_total: 350, spent_total: 300 })
  })

  test('not enough love value: refused with the amounts, nothing spent or granted', async () => {
    await give(me, 99)
    expect(await redeem(me.token, 'coupon')).toMatchObject({ code: 40043, msg: '爱心值不足，需要 100，当前 99' })
    const stranger = await user(t, '13800006002')
    expect(await redeem(stranger.token, 'coupon')).toMatchObject({ code: 40043, msg: '爱心值不足，需要 100，当前 0' })
    expect(await coupons(me.id)).toHaveLength(0)
    expect(await ledgerRows(t, me.id)).toHaveLength(1)
    expect((await balanceRow(t, me.id))?.balance).toBe(99)
  })

  test('draw chances need a running activity, checked before anything is spent', async () => {
    await give(me, 100)
    expect(await redeem(me.token, 'chance', 2)).toMatchObject({ code: 40044, msg: '暂无进行中的抽奖活动' })
    expect((await balanceRow(t, me.id))?.balance).toBe(100)
    expect(await ledgerRows(t, me.id)).toHaveLength(1)

    // An activity that has ended does not take chances.
    await insertActivity(t, 'act-old', NOON - 1)
    expect((await redeem(me.token, 'chance')).code).toBe(40044)

    const activityId = await insertActivity(t, 'act-now')
    const res = await redeem(me.token, 'chance', 3)
    expect(res.data).toEqual({ item: 'chance', count: 3, cost: 90, balance: 10, activityId })
    const chance = await t.db.selectFrom('draw_chance').selectAll().where('user_id', '=', me.id).executeTakeFirstOrThrow()
    expect(chance).toMatchObject({ activity_id: activityId, chances: 3 })
    expect((await ledgerRows(t, me.id)).at(-1)).toMatchObject({
      delta: -90,
      reason: 'redeem_chance',
      title: '兑换抽奖机会 ×3',
      ref: `chance:${activityId}`,
    })
  })

  test('bad input: count outside 1–10, unknown item, no login', async () => {
    await give(me, 5000)
    expect((await redeem(me.token, 'coupon', 0)).code).toBe(40000)
    expect((await redeem(me.token, 'coupon', 11)).code).toBe(40000)
    expect((await redeem(me.token, 'coupon', 1.5)).code).toBe(40000)
    expect((await redeem(me.token, 'vip')).code).toBe(40000)
    expect((await t.post(`${API}/love/redeem`, { item: 'coupon' })).code).toBe(40005)
    expect((await balanceRow(t, me.id))?.balance).toBe(5000)
    // count defaults to 1
    expect((await redeem(me.token, 'coupon')).data).toMatchObject({ count: 1, cost: 100 })
  })

  test('100 parallel redemptions with love value for three: exactly three succeed, the balance never goes negative', async () => {
    await give(me, 300)
    const replies = await Promise.all(Array.from({ length: 100 }, () => redeem(me.token, 'coupon')))
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3)
    expect(replies.filter((r) => r.code === 40043)).toHaveLength(97)
    expect(
      replies
        .filter((r) => r.code === 200)
        .map((r) => r.data.balance)
        .sort(),
    ).toEqual([0, 100, 200])
    expect(await balanceRow(t, me.id)).toMatchObject({ balance: 0, earned_total: 300, spent_total: 300 })
    expect(await coupons(me.id)).toHaveLength(3)
    const moves = await ledgerRows(t, me.id)
    expect(moves.filter((m) => m.delta < 0)).toHaveLength(3)
    expect(moves.every((m) => m.balance_after >= 0)).toBe(true)
    expect(moves.reduce((sum, m) => sum + m.delta, 0)).toBe(0)
  })
})

describe('love/ledger', () => {
  test('paged, newest first, only the caller’s rows', async () => {
    for (let i = 1; i <= 23; i++) {
      await give(me, i)
      t.clock.advance(1000)
    }
    const other = await user(t, '13800006003')
    await give(other, 7)

    const first = await ledger(me.token, 1, 10)
    expect(first.code).toBe(200)
    expect(first.data.total).toBe(23)
    expect(first.data.list).toHaveLength(10)
    expect(first.data.list[0]).toEqual({
      id: expect.any(Number),
      delta: 23,
      reason: 'adjust',
      title: '测试发放',
      balanceAfter: 276,
      createdAt: NOON + 22_000,
    })
    expect(first.data.list.map((e: { delta: number }) => e.delta)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14])
    const third = await ledger(me.token, 3, 10)
    expect(third.data.list.map((e: { delta: number }) => e.delta)).toEqual([3, 2, 1])
    expect((await ledger(me.token, 4, 10)).data).toEqual({ list: [], total: 23 })
    // Default page size 20.
    expect((await ledger(me.token)).data.list).toHaveLength(20)

    expect((await ledger(other.token)).data).toMatchObject({ total: 1, list: [{ delta: 7, balanceAfter: 7 }] })
    const stranger = await user(t, '13800006004')
    expect((await ledger(stranger.token)).data).toEqual({ list: [], total: 0 })
    expect((await ledger(undefined)).code).toBe(40005)
    expect((await ledger(me.token, 0)).code).toBe(40000)
  })

  test('a mission reward and a redemption appear with their reasons and titles', async () => {
    await signIn(t, me.token)
    await claim(t, me.token, 'daily-sign-in')
    await give(me, 95)
    await redeem(me.token, 'coupon')
    const list = (await ledger(me.token)).data.list
    expect(
      list.map((e: { reason: string; title: string; delta: number; balanceAfter: number }) => [e.reason, e.title, e.delta, e.balanceAfter]),
    ).toEqual([
      ['redeem_coupon', '兑换解锁券 ×1', -100, 0],
      ['adjust', '测试发放', 95, 100],
      ['mission', '每日签到', 5, 5],
    ])
  })
})

test('a minor (real-name check under 18) cannot spend love value on draw chances they could not use; coupons stay redeemable', async () => {
  await insertActivity(t)
  await give(me, 200)
  await t.db
    .updateTable('users')
    .set({ minor_until: NOON + 10 * 60_000 })
    .where('id', '=', me.id)
    .execute()
  expect(await redeem(me.token, 'chance')).toMatchObject({ code: 40105, msg: '未满18周岁不能参与抽奖' })
  expect((await balanceRow(t, me.id))?.balance).toBe(200)
  expect(await redeem(me.token, 'coupon')).toMatchObject({ code: 200 })
  // at 18 the chance is theirs to buy
  t.clock.set(NOON + 10 * 60_000)
  expect(await redeem(me.token, 'chance')).toMatchObject({ code: 200, data: { balance: 70 } })
})
