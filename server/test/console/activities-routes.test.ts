import { cliActor } from '../../src/modules/audit/service'
import { runDrawCommand } from '../../src/modules/draw/command'
import { runMissionCommand } from '../../src/modules/rewards/command'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'
import { playerOf } from './players'

/** 任务与爱心值 and 抽奖活动 in the console: every write through the command the CLI runs, checked and audited. */

const NOW = Date.UTC(2026, 6, 1, 2, 0, 0)
const DAY = 24 * 3_600_000
const PHONE = '13800009301'

let t: ConsoleTestApp
let ops: Session
let admin: Session

const post = (path: string, body: unknown, session = ops) => t.call('POST', path, { session, body })
const get = (path: string, session = ops) => t.call('GET', path, { session })
const trail = async (objectType: string, objectId?: string) =>
  (await t.app.services.audit.list({ objectType, ...(objectId ? { objectId } : {}) }, 1, 100)).list
const missionCli = (...args: string[]) => runMissionCommand(args, t.app.services, cliActor('test'))
const drawCli = (...args: string[]) => runDrawCommand(args, t.app.services, cliActor('test'))

beforeEach(async () => {
  t = await createConsoleApp({ now: NOW })
  await t.addOperator('olly', 'operations')
  await t.addOperator('ada', 'admin')
  await t.addOperator('sue', 'support')
  ops = await t.sessionOf('olly')
  admin = await t.sessionOf('ada')
})
afterEach(async () => {
  await t.close()
})

describe('任务', () => {
  const NEW_TASK = {
    id: 'weekly-valuate',
    event: 'valuate',
    title: '估价 3 次',
    period: 'day',
    rewardKind: 'love',
    reward: 15,
    target: 3,
    limit: 1,
  }

  test('lists every task; create, edit and switch off are checked by task-rules and audited with before and after', async () => {
    const list = await get('/tasks')
    expect(list.code).toBe(200)
    expect(list.data.list[0]).toMatchObject({ id: 'daily-sign-in', eventName: '每日签到', period: 'day', reward: 5, enabled: true })

    const bad = await post('/tasks/create', { ...NEW_TASK, reward: 0 })
    expect([bad.code, bad.msg]).toEqual([40000, '奖励数量须为 1 到 100000 的整数'])
    expect((await post('/tasks/create', { ...NEW_TASK, id: 'Bad ID' })).msg).toBe('任务 ID 须为 1-40 位小写字母、数字、- 或 _')
    expect((await post('/tasks/create', { ...NEW_TASK, rewardKind: 'chance', reward: 101 })).msg).toBe(
      '奖励为抽奖机会时，每次最多 100 次，现为 101',
    )
    expect((await post('/tasks/create', { id: 'x1', title: '缺奖励', event: 'valuate' })).msg).toBe('新建任务须填写奖励数量')
    expect((await post('/tasks/create', { ...NEW_TASK, id: 'daily-sign-in' })).msg).toBe('任务 ID daily-sign-in 已存在')

    const created = await post('/tasks/create', NEW_TASK)
    expect(created.code).toBe(200)
    expect(created.data.list.at(-1)).toMatchObject({ id: 'weekly-valuate', target: 3, sort: 100, enabled: true })

    const edited = await post('/tasks/update', { id: 'weekly-valuate', reward: 20, enabled: false })
    expect(edited.data.list.find((x: { id: string }) => x.id === 'weekly-valuate')).toMatchObject({ reward: 20, enabled: false })
    expect((await post('/tasks/update', { id: 'nope', reward: 1 })).code).toBe(40004)
    expect((await post('/tasks/update', { id: 'weekly-valuate', title: ' ' })).msg).toBe('请填写任务名称')

    const rows = await trail('task', 'weekly-valuate')
    expect(rows.map((r) => [r.actor, r.action])).toEqual([
      ['olly', 'task.update'],
      ['olly', 'task.create'],
    ])
    expect(rows[1]).toMatchObject({ before: null, after: { title: '估价 3 次', reward: 15, enabled: true } })
    expect(rows[0]).toMatchObject({ before: { reward: 15, enabled: true }, after: { reward: 20, enabled: false } })
    expect(rows[0].ip).toBeTruthy()
  })

  test('the CLI task:set goes through the same rules and writes the same audit rows', async () => {
    await expect(missionCli('task:set', 'daily-sign-in', '--reward', '0')).rejects.toThrow('奖励数量须为 1 到 100000 的整数')
    await missionCli('task:set', 'daily-sign-in', '--reward', '8')
    await missionCli('task:set', 'cli-task', '--event', 'invite', '--title', '邀请', '--reward', '9')
    const rows = await trail('task')
    expect(rows.map((r) => [r.actor, r.action, r.objectId])).toEqual([
      ['cli:test', 'task.create', 'cli-task'],
      ['cli:test', 'task.update', 'daily-sign-in'],
    ])
    expect(rows[1]).toMatchObject({ before: { reward: 5 }, after: { reward: 8 } })
  })

  test('reorder: the whole list in its new order, audited; a stale list is refused', async () => {
    const ids = (await get('/tasks')).data.list.map((x: { id: string }) => x.id) as string[]
    const reversed = [...ids].reverse()
    const res = await post('/tasks/reorder', { ids: reversed })
    expect(res.data.list.map((x: { id: string }) => x.id)).toEqual(reversed)
    expect((await post('/tasks/reorder', { ids: reversed.slice(1) })).msg).toBe('任务列表已变化，请刷新后重新排序')
    const [row] = await trail('task')
    expect(row).toMatchObject({ action: 'task.reorder', before: { order: ids }, after: { order: reversed } })
  })

  test('support may not touch tasks', async () => {
    const sue = await t.sessionOf('sue')
    expect((await get('/tasks', sue)).code).toBe(40003)
    expect((await post('/tasks/update', { id: 'daily-sign-in', reward: 1 }, sue)).code).toBe(40003)
  })
})

describe('爱心值', () => {
  test('rates: the effective value, set through config:set rules (Chinese problem), audited; redemptions use it', async () => {
    expect((await get('/love/rates')).data).toEqual({
      rates: { coupon: 100, chance: 30 },
      defaults: { coupon: 100, chance: 30 },
      configured: false,
    })
    const bad = await post('/love/rates/update', { coupon: 0, chance: 30 })
    expect([bad.code, bad.msg]).toEqual([40000, '爱心值兑换比例（love.rates）：coupon（兑换 1 张解锁券）须为 1 到 100000 的整数爱心值'])
    const saved = await post('/love/rates/update', { coupon: 80, chance: 25 }, admin)
    expect(saved.data).toMatchObject({ rates: { coupon: 80, chance: 25 }, configured: true })
    const p = await playerOf(t, PHONE)
    expect((await t.post('/app/v1/love/info', {}, p.token)).data.rates).toEqual({ coupon: 80, chance: 25 })
    const [row] = await trail('config', 'love.rates')
    expect(row).toMatchObject({ actor: 'ada', action: 'config.set', before: null, after: { value: '{"coupon":80,"chance":25}' } })
  })

  test('find a player by phone or uid; adjust with a reason into the ledger and the audit trail, never below 0', async () => {
    const p = await playerOf(t, PHONE)
    const byPhone = await post('/love/player', { q: PHONE })
    expect(byPhone.data).toEqual({ player: { uid: p.uid, phone: '138****9301' }, balance: 0, earnedTotal: 0, spentTotal: 0 })
    expect((await post('/love/player', { q: p.uid })).data.player.uid).toBe(p.uid)
    expect((await post('/love/player', { q: '13900000000' })).code).toBe(40004)

    const reason = '6月30日签到故障补偿，已核实用户连续签到记录，按活动规则补发爱心值'
    const added = await post('/love/adjust', { uid: p.uid, delta: 50, reason })
    expect(added.data).toEqual({ player: { uid: p.uid, phone: '138****9301' }, before: 0, after: 50 })
    expect((await post('/love/adjust', { uid: p.uid, delta: -51, reason: '误发扣回' })).msg).toBe('爱心值不足：当前 50，不能扣减 51')
    expect((await post('/love/adjust', { uid: p.uid, delta: -5, reason: '扣' })).msg).toBe('请填写调整原因（至少 2 个字）')
    expect((await post('/love/adjust', { uid: p.uid, delta: 0, reason: '无效调整' })).msg).toBe('调整数量须为非零整数，增减最多 1000000')
    expect((await post('/love/adjust', { uid: p.uid, delta: -20, reason: '误发扣回' })).data).toMatchObject({ before: 50, after: 30 })

    const ledger = await t.db.selectFrom('love_ledger').selectAll().where('user_id', '=', p.userId).orderBy('id').execute()
    expect(ledger.map((r) => [r.delta, r.reason, r.balance_after, r.note])).toEqual([
      [50, 'adjust', 50, reason],
      [-20, 'adjust', 30, '误发扣回'],
    ])
    // The player reads the title: the reason, shortened to 40 characters when longer.
    expect([...ledger[0].title]).toHaveLength(reason.length > 40 ? 40 : reason.length)
    const rows = await trail('user', String(p.userId))
    expect(rows.map((r) => [r.actor, r.action, r.before, r.after, r.reason])).toEqual([
      ['olly', 'love.adjust', { balance: 50 }, { balance: 30, delta: -20 }, '误发扣回'],
      ['olly', 'love.adjust', { balance: 0 }, { balance: 50, delta: 50 }, reason],
    ])
  })

  test('100 parallel adjustments of -1 on a balance of 50 leave 0, with exactly 50 ledger rows and 50 audit rows', async () => {
    const p = await playerOf(t, PHONE)
    await t.app.services.rewardsDesk.adjustLove(cliActor('test'), p.userId, 50, '测试发放')
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => post('/love/adjust', { uid: p.uid, delta: -1, reason: '并发扣减' })),
    )
    expect(replies.filter((r) => r.code === 200)).toHaveLength(50)
    expect(replies.filter((r) => r.code === 40000)).toHaveLength(50)
    expect((await post('/love/player', { q: p.uid })).data).toMatchObject({ balance: 0, earnedTotal: 50, spentTotal: 50 })
    const rows = await t.db.selectFrom('love_ledger').select('delta').where('user_id', '=', p.userId).where('delta', '=', -1).execute()
    expect(rows).toHaveLength(50)
    expect((await trail('user', String(p.userId))).filter((r) => r.after?.delta === -1)).toHaveLength(50)
  })

  test('the CLI love:adjust writes the same ledger row and audit row', async () => {
    const p = await playerOf(t, PHONE)
    await missionCli('love:adjust', PHONE, '12', '活动', '补发')
    const [row] = await trail('user', String(p.userId))
    expect(row).toMatchObject({
      actor: 'cli:test',
      action: 'love.adjust',
      before: { balance: 0 },
      after: { balance: 12 },
      reason: '活动 补发',
    })
  })
})

describe('抽奖活动', () => {
  const ACTIVITY = {
    id: 'SUMMER',
    title: '夏日抽奖',
    subtitle: '做任务赢好礼',
    style: 'draw',
    startAt: NOW - DAY,
    endAt: NOW + 30 * DAY,
    perUserLimit: 10,
    perDayLimit: 3,
    rules: ['每人每天最多抽 3 次', ' ', '实物奖品 7 个工作日内发货'],
    enabled: false,
  }
  const PRIZE = { activityId: 'SUMMER', type: 1, name: '游戏手柄', odds: 5000, stock: 10 }

  test('create and edit an activity through activity:set rules; states as the service computes them; audited', async () => {
    expect((await post('/activities/create', { ...ACTIVITY, endAt: ACTIVITY.startAt })).msg).toBe('结束时间须晚于开始时间')
    expect((await post('/activities/create', { ...ACTIVITY, perDayLimit: 11 })).msg).toBe('每人每天次数（11）不能超过每人总次数（10）')
    expect((await post('/activities/create', { ...ACTIVITY, title: '' })).msg).toBe('请填写活动标题')
    const created = await post('/activities/create', ACTIVITY)
    expect(created.code).toBe(200)
    expect(created.data.activity).toMatchObject({
      id: 'SUMMER',
      state: 3,
      stateText: '已停用',
      rules: ACTIVITY.rules.filter((r) => r.trim()),
    })
    expect((await post('/activities/create', ACTIVITY)).msg).toBe('活动 ID SUMMER 已存在')
    expect((await post('/activities/update', { id: 'NOPE', title: 'x' })).code).toBe(40004)

    await post('/activities/update', { id: 'SUMMER', enabled: true })
    await drawCli('activity:set', 'LATER', '--title', '以后', '--start', '2026-08-01', '--end', '2026-09-01')
    await drawCli('activity:set', 'PAST', '--title', '过去', '--start', '2026-01-01', '--end', '2026-02-01')
    const list = (await get('/activities')).data.list as { id: string; stateText: string }[]
    expect(list.map((a) => [a.id, a.stateText])).toEqual([
      ['LATER', '未开始'],
      ['SUMMER', '进行中'],
      ['PAST', '已结束'],
    ])
    const rows = await trail('draw_activity', 'SUMMER')
    expect(rows.map((r) => [r.actor, r.action])).toEqual([
      ['olly', 'activity.update'],
      ['olly', 'activity.create'],
    ])
    expect(rows[0]).toMatchObject({ before: { enabled: false }, after: { enabled: true } })
  })

  test('prizes: odds as players see them, sum and 未中奖; a running activity odds change needs an audited override', async () => {
    await post('/activities/create', { ...ACTIVITY, enabled: true })
    const added = await post('/activities/prizes/create', PRIZE)
    expect(added.data.prizes[0]).toMatchObject({ name: '游戏手柄', odds: 5000, oddsExact: '0.5%', oddsText: '0.50%', stock: 10, total: 10 })
    // Adding a prize to a running activity leaves the others' odds as published.
    const red = await post('/activities/prizes/create', { ...PRIZE, type: 2, name: '红包', odds: 100_000, amountFen: 188 })
    expect(red.data.activity).toMatchObject({ oddsSum: 105_000, oddsSumText: '10.5%', noPrizeOddsText: '89.50%', oddsLocked: true })
    expect((await post('/activities/prizes/create', { ...PRIZE, odds: 900_000 })).msg).toBe(
      '启用奖品的中奖概率合计将为 100.5%，不能超过 100%：其他奖品已占 10.5%，最多还能设 89.5%',
    )
    expect((await post('/activities/prizes/create', { ...PRIZE, type: 2 })).msg).toBe('红包金额（分）须为 1 到 20000 的整数')
    const prizeId = added.data.prizes[0].id as number

    const locked = await post('/activities/prizes/update', { prizeId, odds: 10_000 })
    expect(locked.code).toBe(40000)
    expect(locked.msg).toMatch(/^活动进行中，玩家已看到各奖品的中奖概率/)
    expect((await post('/activities/prizes/update', { prizeId, enabled: false })).msg).toMatch(/^活动进行中/)
    // Stock and name stay editable while it runs.
    const stocked = await post('/activities/prizes/update', { prizeId, stock: 3, name: '新手柄' })
    expect(stocked.data.prizes[0]).toMatchObject({ name: '新手柄', stock: 3, total: 3, won: 0 })
    expect((await post('/activities/prizes/update', { prizeId, odds: 10_000, overrideReason: '改' })).msg).toBe(
      '请填写强制修改的原因（至少 2 个字）',
    )
    const forced = await post('/activities/prizes/update', { prizeId, odds: 10_000, overrideReason: '供应商补货，提高手柄概率' }, admin)
    expect(forced.msg).toBe('已强制修改，原因已记入审计日志')
    expect(forced.data.prizes[0]).toMatchObject({ odds: 10_000, oddsText: '1.00%' })

    const rows = await trail('draw_prize', String(prizeId))
    expect(rows.map((r) => [r.actor, r.action, r.reason])).toEqual([
      ['ada', 'prize.odds_override', '供应商补货，提高手柄概率'],
      ['olly', 'prize.update', null],
      ['olly', 'prize.create', null],
    ])
    expect(rows[0]).toMatchObject({ before: { odds: 5000 }, after: { odds: 10_000 } })

    // Not running (switched off): odds change freely.
    await post('/activities/update', { id: 'SUMMER', enabled: false })
    expect((await post('/activities/prizes/update', { prizeId, odds: 20_000 })).data.prizes[0].odds).toBe(20_000)
  })

  test('the CLI prize:set meets the same lock and records the same override', async () => {
    await post('/activities/create', { ...ACTIVITY, enabled: true })
    const prizeId = (await post('/activities/prizes/create', PRIZE)).data.prizes[0].id as number
    await expect(drawCli('prize:set', String(prizeId), '--enabled', '0')).rejects.toThrow(/^活动进行中/)
    await drawCli('prize:set', String(prizeId), '--enabled', '0', '--override-reason', '奖品缺货，暂停')
    const [row] = await trail('draw_prize', String(prizeId))
    expect(row).toMatchObject({ actor: 'cli:test', action: 'prize.odds_override', reason: '奖品缺货，暂停', after: { enabled: false } })
  })

  test('analysts and support see none of it', async () => {
    await t.addOperator('ann', 'analyst')
    const ann = await t.sessionOf('ann')
    expect((await get('/activities', ann)).code).toBe(40003)
    expect((await post('/activities/create', ACTIVITY, ann)).code).toBe(40003)
    expect((await post('/love/adjust', { uid: 'x', delta: 1, reason: '测试原因' }, ann)).code).toBe(40003)
  })
})

describe('抽奖活动 under parallel writes', () => {
  test('10 parallel prizes of 30% on an empty activity: exactly 3 are added, the odds never pass 100%', async () => {
    await drawCli('activity:set', 'RACE', '--title', '并发', '--start', '2026-06-01', '--end', '2026-08-01')
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/activities/prizes/create', { activityId: 'RACE', type: 1, name: `奖${i}`, odds: 300_000, stock: 1 }),
      ),
    )
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3)
    expect(replies.filter((r) => r.code === 40000)).toHaveLength(7)
    expect((await get('/activities/detail?id=RACE')).data.activity).toMatchObject({ enabledPrizeCount: 3, oddsSum: 900_000 })
  })

  test('parallel creates of one activity ID: one is created, the others are told the ID is taken', async () => {
    const body = { id: 'TWIN', title: '同名', startAt: NOW + DAY, endAt: NOW + 2 * DAY }
    const replies = await Promise.all(Array.from({ length: 5 }, () => post('/activities/create', body)))
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.msg === '活动 ID TWIN 已存在')).toHaveLength(4)
  })
})
