import { seedDemoDraw } from '../../src/modules/draw/seed'
import type { RedPacketPayouts } from '../../src/providers/payout'
import { SandboxRedPacketPayouts } from '../../src/providers/payout'
import { createTestApp, type TestApp } from '../helpers'
import { activity, API, DAY, draw, give, iso, NOW, ops, player, prize, type Player } from './fixture'

let t: TestApp
afterEach(async () => {
  await t.close()
})

const chanceRow = (userId: number, activityId: string) =>
  t.db.selectFrom('draw_chance').selectAll().where('user_id', '=', userId).where('activity_id', '=', activityId).executeTakeFirst()
const recordRow = (id: number) => t.db.selectFrom('draw_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const prizeRow = (id: number) => t.db.selectFrom('draw_prize').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('drawing', () => {
  beforeEach(async () => {
    t = await createTestApp({ now: NOW })
  })

  test('the seeded activity: five draws a day, each a record, stock and the prize ledgers agree', async () => {
    await seedDemoDraw(t.db, t.clock.now())
    const u = await player(t, '13800141001')
    await give(t, u.userId, 'WELCOME2026', 20)
    const results = []
    for (let i = 0; i < 5; i++) {
      const res = await draw(t, u.token, 'WELCOME2026')
      expect(res.code).toBe(200)
      expect(res.data.chances).toBe(19 - i)
      results.push(res.data.record)
    }
    expect(await draw(t, u.token, 'WELCOME2026')).toMatchObject({ code: 40055, msg: '今天的抽奖次数已用完，明天再来吧' })
    for (const r of results) {
      expect(r).toMatchObject({ activityId: 'WELCOME2026', activityTitle: '新人福利抽奖', createdAt: NOW, shipping: null })
      // Each prize lands in its own state: real goods wait for the address, red packets are paid by the sandbox,
      // coupons are granted at once.
      const expected = r.prize === null ? 0 : { 1: 1, 2: 5, 3: 7 }[r.prize.type as 1 | 2 | 3]
      expect(r.state).toBe(expected)
      expect(r.addressEditable).toBe(r.prize?.type === 1)
    }
    const list = await t.post(`${API}/draw/records`, { page: 1, pageSize: 3 }, u.token)
    expect(list.data.total).toBe(5)
    expect(list.data.list.map((r: { id: number }) => r.id)).toEqual(
      results
        .map((r) => r.id)
        .reverse()
        .slice(0, 3),
    )

    const prizes = await t.db.selectFrom('draw_prize').selectAll().where('activity_id', '=', 'WELCOME2026').execute()
    const won = results.filter((r) => r.prize !== null)
    expect(prizes.reduce((sum, p) => sum + (p.total - p.stock), 0)).toBe(won.length)
    const coupons = won.filter((r) => r.prize.type === 3).length
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, u.token)).data.count).toBe(coupons)
    for (const r of won.filter((x) => x.prize.type === 2)) expect((await recordRow(r.id)).payout_no).toMatch(/^SBXRP/)

    t.clock.advance(DAY)
    u.token = (await t.login('13800141001')).token
    expect((await draw(t, u.token, 'WELCOME2026')).code).toBe(200)
    expect(await chanceRow(u.userId, 'WELCOME2026')).toMatchObject({ chances: 14, used: 6, day_used: 1 })
  })

  test('no chance, the per-user total and the per-day limit each refuse with their own code', async () => {
    await activity(t, 'L1', ['--per-user', '3', '--per-day', '2'])
    const u = await player(t, '13800141002')
    expect(await draw(t, u.token, 'L1')).toMatchObject({ code: 40053, msg: '抽奖次数已用完，做任务可获得更多机会' })
    await give(t, u.userId, 'L1', 1)
    expect((await draw(t, u.token, 'L1')).data.record).toMatchObject({ prize: null, state: 0, stateText: '未中奖' })
    expect((await draw(t, u.token, 'L1')).code).toBe(40053)
    await give(t, u.userId, 'L1', 10)
    expect((await draw(t, u.token, 'L1')).code).toBe(200)
    expect((await draw(t, u.token, 'L1')).code).toBe(40055)
    t.clock.advance(DAY)
    u.token = (await t.login('13800141002')).token
    expect((await draw(t, u.token, 'L1')).code).toBe(200)
    expect(await draw(t, u.token, 'L1')).toMatchObject({ code: 40054, msg: '每人最多抽3次，你的次数已达上限' })
    // Refusals take nothing.
    expect(await chanceRow(u.userId, 'L1')).toMatchObject({ chances: 8, used: 3 })
  })

  test('100 parallel draws of one user with 100 chances and 5 a day: exactly 5 draws', async () => {
    await activity(t, 'P1', ['--per-user', '100', '--per-day', '5'])
    await prize(t, 'P1', ['--type', '3', '--name', '券', '--odds', '30', '--stock', '1000', '--coupons', '1'])
    const u = await player(t, '13800141003')
    await give(t, u.userId, 'P1', 100)
    const replies = await Promise.all(Array.from({ length: 100 }, () => draw(t, u.token, 'P1')))
    expect(replies.filter((r) => r.code === 200)).toHaveLength(5)
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 40055)).toBe(true)
    expect(await chanceRow(u.userId, 'P1')).toMatchObject({ chances: 95, used: 5, day_used: 5 })
    const records = await t.db.selectFrom('draw_record').select(['id', 'state']).where('user_id', '=', u.userId).execute()
    expect(records).toHaveLength(5)
    // Chances left as each draw saw them: 95..99, one each.
    expect(
      replies
        .filter((r) => r.code === 200)
        .map((r) => r.data.chances)
        .sort(),
    ).toEqual([95, 96, 97, 98, 99])
    const coupons = records.filter((r) => r.state === 7).length
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, u.token)).data.count).toBe(coupons)
  })

  test('100 users drawing a prize with stock 3 at 100%: exactly 3 winners, never oversold', async () => {
    await activity(t, 'S1')
    const id = await prize(t, 'S1', ['--type', '1', '--name', '游戏手柄', '--odds', '100', '--stock', '3'])
    const users: Player[] = []
    for (let i = 0; i < 100; i++) {
      const u = await player(t, `139${String(i).padStart(8, '0')}`)
      await give(t, u.userId, 'S1', 1)
      users.push(u)
    }
    const replies = await Promise.all(users.map((u) => draw(t, u.token, 'S1')))
    expect(replies.every((r) => r.code === 200)).toBe(true)
    const winners = replies.filter((r) => r.data.record.prize !== null)
    expect(winners).toHaveLength(3)
    for (const w of winners)
      expect(w.data.record).toMatchObject({ prize: { id, type: 1, name: '游戏手柄' }, state: 1, stateText: '待填写收货地址' })
    expect(replies.filter((r) => r.data.record.state === 0)).toHaveLength(97)
    expect(await prizeRow(id)).toMatchObject({ stock: 0, total: 3 })
  })

  test('a coupon prize lands in the coupon ledger, usable for 30 days', async () => {
    await activity(t, 'C1')
    await prize(t, 'C1', ['--type', '3', '--name', '解锁券2张', '--odds', '100', '--stock', '10', '--coupons', '2'])
    const u = await player(t, '13800141004')
    await give(t, u.userId, 'C1', 1)
    const res = await draw(t, u.token, 'C1')
    expect(res.data).toMatchObject({
      chances: 0,
      record: { state: 7, stateText: '解锁券已到账', prize: { type: 3, couponCount: 2, amountFen: 0 } },
    })
    expect((await t.post(`${API}/invitation/getUnlockCoupon`, {}, u.token)).data.count).toBe(2)
    const list = await t.post(`${API}/coupon/list`, { tab: 1 }, u.token)
    expect(list.data.total).toBe(2)
    expect(list.data.list[0]).toMatchObject({ source: 'draw', sourceText: '抽奖获得', expiresAt: NOW + 30 * DAY })
  })

  test('a red packet is paid out by the sandbox', async () => {
    await activity(t, 'R1')
    const id = await prize(t, 'R1', ['--type', '2', '--name', '8.88元红包', '--odds', '100', '--stock', '10', '--amount-yuan', '8.88'])
    const u = await player(t, '13800141005')
    await give(t, u.userId, 'R1', 1)
    const { record } = (await draw(t, u.token, 'R1')).data
    expect(record).toMatchObject({ state: 5, stateText: '红包已发放', prize: { id, type: 2, amountFen: 888, couponCount: 0 } })
    expect(await recordRow(record.id)).toMatchObject({
      payout_no: expect.stringMatching(/^SBXRP\d{14}0*\d+$/),
      payout_at: NOW,
      payout_error: null,
    })
    // The prize as won stays on the record when operators rename the prize later.
    await ops(t, 'prize:set', String(id), '--name', '新名字')
    expect((await t.post(`${API}/draw/record`, { recordId: record.id }, u.token)).data.prize.name).toBe('8.88元红包')
  })

  test('minors cannot draw; the refusal takes no chance', async () => {
    await activity(t, 'M1')
    const u = await player(t, '13800141006')
    await give(t, u.userId, 'M1', 2)
    await t.db
      .updateTable('users')
      .set({ minor_until: NOW + 100 * DAY })
      .where('id', '=', u.userId)
      .execute()
    expect(await draw(t, u.token, 'M1')).toMatchObject({ code: 40105, msg: '未满18周岁不能参与抽奖' })
    expect(await chanceRow(u.userId, 'M1')).toMatchObject({ chances: 2, used: 0 })
    await t.db
      .updateTable('users')
      .set({ minor_until: NOW - 1 })
      .where('id', '=', u.userId)
      .execute()
    expect((await draw(t, u.token, 'M1')).code).toBe(200)
  })

  test('an activity that has not started, has ended, is disabled or unknown refuses', async () => {
    const u = await player(t, '13800141007')
    // 2026-03-05 10:00 China time.
    await ops(t, 'activity:set', 'F1', '--title', '未来', '--start', '2026-03-05T10:00', '--end', iso(NOW + 30 * DAY))
    await ops(t, 'activity:set', 'E1', '--title', '过去', '--start', iso(NOW - 30 * DAY), '--end', iso(NOW - 1))
    await give(t, u.userId, 'F1', 1)
    await give(t, u.userId, 'E1', 1)
    expect(await draw(t, u.token, 'F1')).toMatchObject({ code: 40051, msg: '活动还未开始，3月5日 10:00开始' })
    expect(await draw(t, u.token, 'E1')).toMatchObject({ code: 40052, msg: '活动已结束' })
    expect(await draw(t, u.token, 'NOPE')).toMatchObject({ code: 40004, msg: '活动不存在' })
    await activity(t, 'D1', ['--enabled', '0'])
    expect((await draw(t, u.token, 'D1')).code).toBe(40004)
    expect((await draw(t, '', 'F1')).code).toBe(40005)
    expect(await chanceRow(u.userId, 'F1')).toMatchObject({ chances: 1, used: 0 })
  })

  test('records: newest first, paged, by activity; another user’s record is not found', async () => {
    await activity(t, 'X1')
    await activity(t, 'X2')
    const u = await player(t, '13800141008')
    const other = await player(t, '13800141009')
    await give(t, u.userId, 'X1', 2)
    await give(t, u.userId, 'X2', 1)
    const ids = []
    for (const a of ['X1', 'X2', 'X1']) ids.push((await draw(t, u.token, a)).data.record.id)
    const all = await t.post(`${API}/draw/records`, {}, u.token)
    expect(all.data.list.map((r: { id: number }) => r.id)).toEqual([...ids].reverse())
    const x1 = await t.post(`${API}/draw/records`, { activityId: 'X1', page: 2, pageSize: 1 }, u.token)
    expect(x1.data).toMatchObject({ total: 2, list: [{ id: ids[0], activityTitle: '活动X1' }] })
    expect((await t.post(`${API}/draw/records`, {}, other.token)).data).toEqual({ list: [], total: 0 })
    expect(await t.post(`${API}/draw/record`, { recordId: ids[0] }, other.token)).toMatchObject({ code: 40004, msg: '中奖记录不存在' })
    expect((await t.post(`${API}/draw/record`, { recordId: ids[0] }, u.token)).data.id).toBe(ids[0])
  })
})

describe('red-packet payouts', () => {
  test('a failed payout is recorded and retried by the operator', async () => {
    let failing = true
    const payouts: RedPacketPayouts = {
      name: 'flaky',
      pay: async ({ recordId }) => {
        if (failing) throw new Error('账户余额不足')
        return { payoutNo: `P${recordId}` }
      },
    }
    t = await createTestApp({ now: NOW, providers: { payouts } })
    await activity(t, 'R2')
    await prize(t, 'R2', ['--type', '2', '--name', '红包', '--odds', '100', '--stock', '10', '--amount-yuan', '1'])
    const u = await player(t, '13800141010')
    await give(t, u.userId, 'R2', 1)
    const { record } = (await draw(t, u.token, 'R2')).data
    expect(record).toMatchObject({ state: 6, stateText: '红包发放失败，客服处理中' })
    expect((await recordRow(record.id)).payout_error).toBe('账户余额不足')
    expect(await ops(t, 'payout:retry', String(record.id))).toBe(`record ${record.id}: 红包发放失败，客服处理中 (账户余额不足)`)
    failing = false
    expect(await ops(t, 'payout:retry', String(record.id))).toBe(`record ${record.id}: ¥1.00 paid out, payout no P${record.id}`)
    expect(await recordRow(record.id)).toMatchObject({ state: 5, payout_no: `P${record.id}`, payout_error: null })
    await expect(ops(t, 'payout:retry', String(record.id))).rejects.toThrow(/is not a failed payout: state 5 红包已发放/)
  })

  test('in production without a payout provider red packets stay pending; the sandbox refuses to exist there', async () => {
    expect(() => new SandboxRedPacketPayouts('production')).toThrow(/cannot be used when NODE_ENV=production/)
    t = await createTestApp({ now: NOW, env: { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) }, providers: {} })
    await activity(t, 'R3')
    await prize(t, 'R3', ['--type', '2', '--name', '红包', '--odds', '100', '--stock', '10', '--amount-yuan', '0.5'])
    const u = await player(t, '13800141011')
    await give(t, u.userId, 'R3', 1)
    const { record } = (await draw(t, u.token, 'R3')).data
    expect(record).toMatchObject({ state: 4, stateText: '红包发放中', prize: { amountFen: 50 } })
    expect((await recordRow(record.id)).payout_no).toBeNull()
  })
})
