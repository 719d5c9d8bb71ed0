import { CommandError } from '../../src/lib/command-error'
import { createTestApp, type TestApp } from '../helpers'
import { activity, draw, give, NOW, ops, player, prize, view } from './fixture'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ now: NOW })
})
afterEach(async () => {
  await t.close()
})

const fails = (args: string[], message: string | RegExp) => expect(ops(t, ...args)).rejects.toThrow(message)

test('activity:set creates and updates; activity:list describes', async () => {
  const out = await ops(
    t,
    'activity:set',
    'SPRING-2026',
    '--title',
    '春季抽奖',
    '--subtitle',
    '好礼不断',
    '--start',
    '2026-02-28',
    '--end',
    '2026-03-31T23:59',
    '--per-user',
    '10',
    '--per-day',
    '2',
    '--rules',
    '第一条| 第二条 |',
  )
  expect(out).toBe(
    [
      'created activity SPRING-2026',
      'SPRING-2026  running  draw  春季抽奖 — 好礼不断',
      '    period: 2026-02-28 00:00 → 2026-03-31 23:59 (China time); per user 10, per day 2',
      '    prizes: 0 enabled of 0, odds 0%, no prize 100%; 2 rule line(s)',
    ].join('\n'),
  )
  const a = (await view(t, { activityId: 'SPRING-2026' })).data.activity
  expect(a).toMatchObject({
    rules: ['第一条', '第二条'],
    startAt: Date.UTC(2026, 1, 27, 16),
    perUserLimit: 10,
    perDayLimit: 2,
    style: 'draw',
  })

  expect(await ops(t, 'activity:set', 'SPRING-2026', '--style', 'red_envelope', '--enabled', '0')).toMatch(
    /^updated activity SPRING-2026\nSPRING-2026 {2}disabled {2}red_envelope {2}春季抽奖/,
  )
  // Fields not given keep their values.
  expect(await t.db.selectFrom('draw_activity').selectAll().where('id', '=', 'SPRING-2026').executeTakeFirstOrThrow()).toMatchObject({
    title: '春季抽奖',
    per_user_limit: 10,
    rules: JSON.stringify(['第一条', '第二条']),
    enabled: 0,
  })
  await ops(t, 'activity:set', 'LATER', '--title', '以后', '--start', '2026-04-01T00:00+08:00', '--end', '2026-05-01')
  const list = await ops(t, 'activity:list')
  expect(list).toContain('LATER  scheduled  draw  以后')
  expect(list).toContain('SPRING-2026  disabled  red_envelope')
})

test('activity:set refuses bad input, saying what to fix', async () => {
  await fails(['activity:set', 'NEW', '--title', '新'], '新建活动须填写开始时间、结束时间')
  await fails(['activity:set', 'bad id', '--title', 'x'], /ACTIVITY must be 1-32 letters, digits or "-"/)
  await fails(['activity:set', 'A'.repeat(33), '--title', 'x'], /ACTIVITY must be 1-32/)
  await fails(['activity:set', 'A', '--title', ''], '--title must be 1-40 characters, got 0')
  await fails(['activity:set', 'A', '--title', '长'.repeat(41)], /--title must be 1-40 characters, got 41/)
  await fails(['activity:set', 'A', '--style', 'wheel'], '--style must be draw or red_envelope, got "wheel"')
  await fails(['activity:set', 'A', '--start', '2026-02-30'], /--start must be an ISO date or date-time/)
  await fails(['activity:set', 'A', '--start', 'tomorrow'], /--start must be an ISO date/)
  await fails(['activity:set', 'A', '--title', 'x', '--start', '2026-03-02', '--end', '2026-03-01'], '结束时间须晚于开始时间')
  await fails(
    ['activity:set', 'A', '--title', 'x', '--start', '2026-03-01', '--end', '2026-04-01', '--per-user', '2', '--per-day', '3'],
    '每人每天次数（3）不能超过每人总次数（2）',
  )
  await fails(['activity:set', 'A', '--per-user', '0'], '--per-user must be a whole number from 1 to 10000, got "0"')
  await fails(['activity:set', 'A', '--per-day', '1.5'], /--per-day must be a whole number/)
  await fails(['activity:set', 'A', '--enabled', 'yes'], '--enabled must be 0 or 1, got "yes"')
  await fails(['activity:set', 'A', '--colour', 'red'], /activity:set: Unknown option '--colour'/)
  await fails(['activity:set', 'A', 'B', '--title', 'x'], /activity:set takes 1 argument besides its options, got "A B"/)
  await fails(['activity:set', 'A'], /nothing to change on activity A/)
  await fails(['activity:list', 'x'], /activity:list takes no arguments/)
  await fails(['activity:nope'], /unknown draw command "activity:nope"/)
  await expect(ops(t)).rejects.toBeInstanceOf(CommandError)
  expect(await t.db.selectFrom('draw_activity').selectAll().execute()).toEqual([])
})

test('prize:add and prize:list; the enabled odds never pass 100%', async () => {
  await activity(t, 'P1')
  const pad = await prize(t, 'P1', [
    '--type',
    '1',
    '--name',
    '鼠标垫',
    '--odds',
    '2',
    '--stock',
    '100',
    '--image',
    'https://img.example.com/pad.png',
  ])
  await prize(t, 'P1', ['--type', '2', '--name', '红包', '--odds', '8.5', '--stock', '500', '--amount-yuan', '1.88'])
  await prize(t, 'P1', ['--type', '3', '--name', '券', '--odds', '0.0001', '--stock', '5', '--coupons', '2', '--sort', '5'])
  const list = await ops(t, 'prize:list', 'P1')
  expect(list.split('\n').slice(3)).toEqual([
    expect.stringMatching(/^#\d+ {2}enabled {3}coupons ×2 {2}券 {2}odds 0\.0001% {2}stock 5\/5 {2}sort 5$/),
    `#${pad}  enabled   real goods  鼠标垫  odds 2%  stock 100/100  sort 10  https://img.example.com/pad.png`,
    expect.stringMatching(/^#\d+ {2}enabled {3}red packet ¥1\.88 {2}红包 {2}odds 8\.5% {2}stock 500\/500 {2}sort 20$/),
  ])
  expect(list).toContain('prizes: 3 enabled of 3, odds 10.5001%, no prize 89.4999%')

  await fails(
    ['prize:add', 'P1', '--type', '1', '--name', '手柄', '--odds', '89.5', '--stock', '1'],
    '启用奖品的中奖概率合计将为 100.0001%，不能超过 100%：其他奖品已占 10.5001%，最多还能设 89.4999%',
  )
  await prize(t, 'P1', ['--type', '1', '--name', '手柄', '--odds', '89.4999', '--stock', '1'])
  expect((await view(t, { activityId: 'P1' })).data.activity.noPrizeOdds).toBe(0)
})

test('prize:add refuses bad input', async () => {
  await activity(t, 'P2')
  const base = ['prize:add', 'P2', '--name', '奖', '--stock', '1']
  await fails(['prize:add', 'NOPE', '--type', '1', '--name', '奖', '--odds', '1', '--stock', '1'], '活动 NOPE 不存在')
  await fails(['prize:add', 'P2', '--type', '1'], /prize:add needs --name, --odds, --stock/)
  await fails([...base, '--type', '4', '--odds', '1'], '--type must be a whole number from 1 to 3, got "4"')
  await fails([...base, '--type', '1', '--odds', '0'], /--odds must be a percentage above 0 and at most 100/)
  await fails([...base, '--type', '1', '--odds', '100.5'], /--odds must be a percentage/)
  await fails([...base, '--type', '1', '--odds', '1.23456'], /up to 4 decimals/)
  await fails([...base, '--type', '1', '--odds=-1'], /--odds must be a percentage/)
  await fails([...base, '--type', '1', '--odds', '-1'], /Option '--odds' argument is ambiguous/)
  await fails([...base, '--type', '2', '--odds', '1'], 'a red packet (--type 2) needs --amount-yuan')
  await fails([...base, '--type', '2', '--odds', '1', '--amount-yuan', '0'], /--amount-yuan must be from 0.01 to 200/)
  await fails([...base, '--type', '2', '--odds', '1', '--amount-yuan', '200.01'], /--amount-yuan must be from 0.01 to 200/)
  await fails([...base, '--type', '2', '--odds', '1', '--amount-yuan', '1.234'], /--amount-yuan must be/)
  await fails([...base, '--type', '1', '--odds', '1', '--amount-yuan', '1'], '--amount-yuan is only for red packets (--type 2)')
  await fails([...base, '--type', '3', '--odds', '1'], 'an unlock-coupon prize (--type 3) needs --coupons')
  await fails([...base, '--type', '3', '--odds', '1', '--coupons', '11'], '--coupons must be a whole number from 1 to 10, got "11"')
  await fails([...base, '--type', '1', '--odds', '1', '--coupons', '1'], '--coupons is only for unlock-coupon prizes (--type 3)')
  await fails([...base, '--type', '1', '--odds', '1', '--image', 'http://img.example.com/a.png'], /--image must be an https URL/)
  await fails(
    ['prize:add', 'P2', '--type', '1', '--name', '奖', '--odds', '1', '--stock=-1'],
    /--stock must be a whole number from 0 to 10000000/,
  )
  await fails(['prize:list'], /prize:list takes 1 argument besides its options, got none/)
  expect(await t.db.selectFrom('draw_prize').selectAll().execute()).toEqual([])
})

test('prize:set: odds, name, enabled; stock sets what is left and the total moves with it', async () => {
  await activity(t, 'P3')
  const a = await prize(t, 'P3', ['--type', '1', '--name', '手柄', '--odds', '100', '--stock', '5'])
  const u = await player(t, '13800143001')
  await give(t, u.userId, 'P3', 2)
  await draw(t, u.token, 'P3')
  await draw(t, u.token, 'P3')
  expect(await ops(t, 'prize:set', String(a), '--stock', '10')).toContain('stock 10/12')
  expect(await ops(t, 'prize:set', String(a), '--stock', '0')).toContain('stock 0/2')
  const b = await prize(t, 'P3', ['--type', '1', '--name', '鼠标垫', '--odds', '0.1', '--stock', '5']).catch((e: Error) => e.message)
  expect(b).toMatch(/最多还能设 0%/)
  // P3 runs: its odds stand unless an override gives a reason (kept in the audit trail).
  await fails(['prize:set', String(a), '--odds', '60'], /活动进行中，玩家已看到各奖品的中奖概率/)
  await fails(['prize:set', String(a), '--odds', '60', '--override-reason', ' 改'], /请填写强制修改的原因（至少 2 个字）/)
  const why = ['--override-reason', '新增奖品，重新分配概率']
  expect(await ops(t, 'prize:set', String(a), '--odds', '60', '--name', '新手柄', ...why)).toContain('新手柄  odds 60%')
  const c = await prize(t, 'P3', ['--type', '1', '--name', '鼠标垫', '--odds', '40', '--stock', '5'])
  await fails(['prize:set', String(a), '--odds', '60.0001', ...why], /合计将为 100\.0001%.*最多还能设 60%/)
  await ops(t, 'prize:set', String(c), '--enabled', '0', ...why)
  expect(await ops(t, 'prize:set', String(a), '--odds', '90', ...why)).toContain('odds 90%')
  // Bringing a prize back checks the odds too.
  await fails(['prize:set', String(c), '--enabled', '1', ...why], /合计将为 130%/)
  const audit = await t.app.services.audit.list({ objectType: 'draw_prize', objectId: String(a) }, 1, 20)
  expect(audit.list.map((r) => [r.actor, r.action, r.reason])).toEqual([
    ['cli:test', 'prize.odds_override', '新增奖品，重新分配概率'],
    ['cli:test', 'prize.odds_override', '新增奖品，重新分配概率'],
    ['cli:test', 'prize.update', null],
    ['cli:test', 'prize.update', null],
    ['cli:test', 'prize.create', null],
  ])
  expect(audit.list[0]).toMatchObject({ before: { odds: 600_000, name: '新手柄' }, after: { odds: 900_000 } })
  await fails(['prize:set', '999', '--odds', '1'], '奖品 999 不存在')
  await fails(['prize:set', String(a)], /nothing to change on prize/)
  await fails(['prize:set', 'x', '--odds', '1'], /PRIZE_ID must be a whole number/)
  await fails(['prize:set', String(a), '--stock', '10000001'], /--stock must be a whole number from 0 to 10000000/)
})

test('prize:ship and payout:retry check their input', async () => {
  await fails(['prize:ship', '1', '--carrier', '顺丰'], 'prize:ship needs --carrier and --tracking')
  await fails(['prize:ship', '1', '--carrier', '顺丰', '--tracking', 'SF 12'], 'record 1: 快递单号应为 4-40 位字母、数字或“-”')
  await fails(['prize:ship', '0', '--carrier', '顺丰', '--tracking', 'SF1234'], /RECORD_ID must be a whole number/)
  await fails(['prize:ship', '5', '--carrier', '顺丰', '--tracking', 'SF1234'], 'record 5: 中奖记录不存在')
  await fails(['payout:retry'], /payout:retry takes 1 argument/)
  await activity(t, 'P4')
  await prize(t, 'P4', ['--type', '1', '--name', '手柄', '--odds', '100', '--stock', '5'])
  const u = await player(t, '13800143002')
  await give(t, u.userId, 'P4', 1)
  const id = (await draw(t, u.token, 'P4')).data.record.id
  await fails(['payout:retry', String(id)], `record ${id}: 该奖品不是红包，无需发放`)
})
