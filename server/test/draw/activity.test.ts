import { startOfChinaDay } from '../../src/contract/values/china-time'
import { runningActivityId } from '../../src/modules/draw/chances'
import { seedDemoDraw } from '../../src/modules/draw/seed'
import { oddsText } from '../../src/modules/draw/service'
import { createTestApp, type TestApp } from '../helpers'
import { activity, DAY, draw, give, iso, NOW, ops, player, prize, view } from './fixture'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ now: NOW })
})
afterEach(async () => {
  await t.close()
})

test('oddsText publishes parts per million as a percentage with two decimals', () => {
  expect(oddsText(5000)).toBe('0.50%')
  expect(oddsText(200_000)).toBe('20.00%')
  expect(oddsText(123_456)).toBe('12.35%')
  expect(oddsText(1_000_000)).toBe('100.00%')
  expect(oddsText(50)).toBe('0.01%')
  expect(oddsText(0)).toBe('0.00%')
  // A real but tiny chance is not published as zero.
  expect(oddsText(1)).toBe('<0.01%')
})

describe('the demo activities', () => {
  test('seed once into an empty table, starting today (China) for 90 days', async () => {
    expect(await seedDemoDraw(t.db, t.clock.now())).toBe(true)
    expect(await seedDemoDraw(t.db, t.clock.now())).toBe(false)
    const res = await view(t, {})
    expect(res.code).toBe(200)
    const { activity: a, prizes, me } = res.data
    expect(a).toMatchObject({
      id: 'WELCOME2026',
      title: '新人福利抽奖',
      style: 'draw',
      state: 1,
      perUserLimit: 20,
      perDayLimit: 5,
      startAt: startOfChinaDay(NOW),
      endAt: startOfChinaDay(NOW) + 90 * DAY,
      noPrizeOdds: 685_000,
      noPrizeOddsText: '68.50%',
    })
    expect(a.rules.length).toBeGreaterThan(3)
    expect(
      prizes.map((p: { name: string; type: number; oddsText: string; stock: number; total: number }) => [
        p.type,
        p.oddsText,
        p.stock,
        p.total,
      ]),
    ).toEqual([
      [1, '0.50%', 20, 20],
      [1, '2.00%', 100, 100],
      [2, '8.00%', 500, 500],
      [2, '1.00%', 50, 50],
      [3, '20.00%', 2000, 2000],
    ])
    expect(prizes[2]).toMatchObject({ amountFen: 188, couponCount: 0, odds: 80_000 })
    expect(prizes[4]).toMatchObject({ amountFen: 0, couponCount: 1 })
    expect(me).toBeNull()

    const red = await view(t, { style: 'red_envelope' })
    expect(red.data.activity).toMatchObject({ id: 'HONGBAO', style: 'red_envelope', perDayLimit: 1, state: 1 })
    expect(red.data.prizes.every((p: { type: number }) => p.type === 2 || p.type === 3)).toBe(true)
  })

  test('the red envelope is a free draw a day: no chances needed, one per China day', async () => {
    await seedDemoDraw(t.db, t.clock.now())
    const u = await player(t, '13800140001')
    expect((await view(t, { activityId: 'HONGBAO' }, u.token)).data.me).toEqual({ chances: 1, used: 0, usedToday: 0, minor: false })
    const first = await draw(t, u.token, 'HONGBAO')
    expect(first.code).toBe(200)
    expect(first.data.chances).toBe(0)
    expect(await draw(t, u.token, 'HONGBAO')).toMatchObject({ code: 40055, msg: '今天的抽奖次数已用完，明天再来吧' })
    expect((await view(t, { activityId: 'HONGBAO' }, u.token)).data.me).toEqual({ chances: 0, used: 1, usedToday: 1, minor: false })
    // Beijing midnight, not UTC midnight, starts the next day.
    t.clock.set(startOfChinaDay(NOW) + DAY)
    u.token = (await t.login('13800140001')).token
    expect((await view(t, { activityId: 'HONGBAO' }, u.token)).data.me).toEqual({ chances: 1, used: 1, usedToday: 0, minor: false })
    expect((await draw(t, u.token, 'HONGBAO')).code).toBe(200)
  })

  test('chances from tasks and love value go to the running draw activity, never to a red envelope', async () => {
    await seedDemoDraw(t.db, t.clock.now())
    expect(await runningActivityId(t.db, t.clock.now())).toBe('WELCOME2026')
    await ops(t, 'activity:set', 'WELCOME2026', '--enabled', '0')
    expect(await runningActivityId(t.db, t.clock.now())).toBeNull()
  })
})

describe('drawActivity', () => {
  test('a logged-in caller sees their chances, draws used in all and today, and whether they are a minor', async () => {
    await activity(t, 'A1', ['--per-user', '10', '--per-day', '3'])
    await prize(t, 'A1', ['--type', '3', '--name', '解锁券', '--odds', '50', '--stock', '100', '--coupons', '1'])
    const u = await player(t, '13800140002')
    expect((await view(t, { activityId: 'A1' }, u.token)).data.me).toEqual({ chances: 0, used: 0, usedToday: 0, minor: false })
    await give(t, u.userId, 'A1', 4)
    await draw(t, u.token, 'A1')
    await draw(t, u.token, 'A1')
    const res = await view(t, { activityId: 'A1' }, u.token)
    expect(res.data.me).toEqual({ chances: 2, used: 2, usedToday: 2, minor: false })
    expect(res.data.activity).toMatchObject({ noPrizeOdds: 500_000, noPrizeOddsText: '50.00%' })
    t.clock.advance(DAY)
    u.token = (await t.login('13800140002')).token
    expect((await view(t, { activityId: 'A1' }, u.token)).data.me).toEqual({ chances: 2, used: 2, usedToday: 0, minor: false })
    await t.db
      .updateTable('users')
      .set({ minor_until: t.clock.now() + 365 * DAY })
      .where('id', '=', u.userId)
      .execute()
    expect((await view(t, { activityId: 'A1' }, u.token)).data.me.minor).toBe(true)
    // An invalid token reads as logged out on this public endpoint.
    expect((await view(t, { activityId: 'A1' }, 'not-a-token')).data.me).toBeNull()
  })

  test('prizes are shown enabled only, in sort order; a prize that ran out counts towards no prize', async () => {
    await activity(t, 'A2')
    const late = await prize(t, 'A2', ['--type', '1', '--name', '手柄', '--odds', '0.5', '--stock', '0', '--sort', '20'])
    await prize(t, 'A2', ['--type', '2', '--name', '红包', '--odds', '10', '--stock', '5', '--amount-yuan', '1.88', '--sort', '10'])
    const hidden = await prize(t, 'A2', ['--type', '3', '--name', '券', '--odds', '5', '--stock', '5', '--coupons', '1'])
    // The activity runs: switching a prize off changes the published odds, so it takes a reason.
    await ops(t, 'prize:set', String(hidden), '--enabled', '0', '--override-reason', '券已发完，提前下架')
    const { data } = await view(t, { activityId: 'A2' })
    expect(data.prizes.map((p: { name: string }) => p.name)).toEqual(['红包', '手柄'])
    expect(data.prizes[1]).toMatchObject({ id: late, odds: 5000, oddsText: '0.50%', stock: 0, total: 0 })
    expect(data.activity).toMatchObject({ noPrizeOdds: 900_000, noPrizeOddsText: '90.00%' })
  })

  test('state follows the period; unknown or disabled activities are 40004', async () => {
    await ops(t, 'activity:set', 'SOON', '--title', '即将开始', '--start', iso(NOW + DAY), '--end', iso(NOW + 10 * DAY))
    // Without an id: the running one of the style, else the next to start.
    expect((await view(t, {})).data.activity).toMatchObject({ id: 'SOON', state: 0 })
    await activity(t, 'NOW1')
    expect((await view(t, {})).data.activity).toMatchObject({ id: 'NOW1', state: 1 })
    await ops(t, 'activity:set', 'PAST', '--title', '已结束', '--start', iso(NOW - 10 * DAY), '--end', iso(NOW - DAY))
    expect((await view(t, { activityId: 'PAST' })).data.activity.state).toBe(2)
    expect((await view(t, { style: 'red_envelope' })).code).toBe(40004)
    expect(await view(t, { activityId: 'NOPE' })).toMatchObject({ code: 40004, msg: '活动不存在' })
    await ops(t, 'activity:set', 'NOW1', '--enabled', '0')
    expect(await view(t, { activityId: 'NOW1' })).toMatchObject({ code: 40004, msg: '活动不存在' })
    expect((await view(t, { activityId: 'bad id!' })).code).toBe(40000)
  })
})
