import { cliActor } from '../../src/modules/audit/service'
import { CommandError } from '../../src/lib/command-error'
import { runMissionCommand } from '../../src/modules/rewards/command'
import { createTestApp, type TestApp } from '../helpers'
import { NOON, balanceRow, claim, insertReport, ledgerRows, missionList, signIn, taskOf, user } from './fixture'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ now: NOON })
})
afterEach(async () => {
  await t.close()
})

const run = (...args: string[]) => runMissionCommand(args, t.app.services, cliActor('test'))
const refused = async (args: string[], message: RegExp) => {
  const attempt = run(...args)
  await expect(attempt).rejects.toBeInstanceOf(CommandError)
  await expect(attempt).rejects.toThrow(message)
}
const mission = (id: string) => t.db.selectFrom('mission').selectAll().where('id', '=', id).executeTakeFirst()

describe('task:list and task:set', () => {
  test('task:list shows every task, disabled ones too', async () => {
    await t.db.updateTable('mission').set({ enabled: 0 }).where('id', '=', 'daily-unlock').execute()
    const out = await run('task:list')
    expect(out.split('\n')).toHaveLength(9)
    expect(out).toContain('daily-sign-in enabled sort=10 event=sign_in "每日签到" 5 love per claim, target 1, limit 1 per day')
    expect(out).toContain('daily-unlock DISABLED')
    await refused(['task:list', 'extra'], /takes no arguments/)
    await refused(['task:nope'], /usage:/)
    await refused([], /usage:/)
  })

  test('changing a task: only the given fields; the app sees the change at once', async () => {
    const before = await mission('daily-sign-in')
    t.clock.advance(1000)
    const out = await run('task:set', 'daily-sign-in', '--reward', '8', '--title', ' 签到领爱心 ', '--desc', '每天来一次')
    expect(out).toMatch(/^updated daily-sign-in enabled .* "签到领爱心" 8 love per claim/)
    expect(await mission('daily-sign-in')).toEqual({
      ...before,
      title: '签到领爱心',
      description: '每天来一次',
      reward: 8,
      updated_at: NOON + 1000,
    })
    const me = await user(t, '13800009101')
    await signIn(t, me.token)
    expect((await claim(t, me.token, 'daily-sign-in')).data.reward).toBe(8)
    expect((await ledgerRows(t, me.id))[0].title).toBe('签到领爱心')

    await run('task:set', 'daily-sign-in', '--enabled', '0')
    expect((await missionList(t, me.token)).data.tasks.map((x: { id: string }) => x.id)).not.toContain('daily-sign-in')
    await refused(['task:set', 'daily-sign-in'], /没有要修改的内容/)
  })

  test('a new ID creates a task with defaults; event, title and reward are required', async () => {
    await refused(['task:set', 'weekly-x', '--title', '新任务'], /新建任务须填写完成条件、奖励数量/)
    await refused(['task:set', 'weekly-x', '--event', 'valuate', '--reward', '5'], /新建任务须填写任务名称/)
    const out = await run('task:set', 'valuate-twice', '--event', 'valuate', '--title', '估价两次', '--reward', '15', '--target', '2')
    expect(out).toMatch(/^created valuate-twice enabled sort=100 event=valuate "估价两次" 15 love per claim, target 2, limit 1 per day/)
    expect(await mission('valuate-twice')).toMatchObject({
      period: 'day',
      reward_kind: 'love',
      claim_limit: 1,
      description: '',
      enabled: 1,
    })

    const me = await user(t, '13800009102')
    await insertReport(t, me.id)
    expect(await taskOf(t, me.token, 'valuate-twice')).toMatchObject({ progress: 1, claimable: 0, state: 0 })
    await insertReport(t, me.id)
    expect(await taskOf(t, me.token, 'valuate-twice')).toMatchObject({ progress: 2, claimable: 1, state: 1 })
    const tasks = (await missionList(t, me.token)).data.tasks as { id: string }[]
    expect(tasks.at(-1)?.id).toBe('valuate-twice')
  })

  test('every value is checked and the message says what to fix; nothing is written', async () => {
    const cases: [string[], RegExp][] = [
      [['task:set'], /one task ID, got 0/],
      [['task:set', 'a', 'b', '--reward', '1'], /one task ID, got 2/],
      [['task:set', 'Bad_ID', '--reward', '1'], /任务 ID 须为 1-40 位小写字母/],
      [['task:set', 'x'.repeat(41), '--reward', '1'], /1-40 位/],
      [['task:set', 'daily-sign-in', '--reward', '0'], /奖励数量须为 1 到 100000 的整数/],
      [['task:set', 'daily-sign-in', '--reward', '1.5'], /--reward must be a whole number, got "1.5"/],
      [['task:set', 'daily-sign-in', '--reward', '100001'], /奖励数量须为 1 到 100000 的整数/],
      [['task:set', 'daily-sign-in', '--target=-1'], /目标次数须为 1 到 1000 的整数/],
      [['task:set', 'daily-sign-in', '--target', '0'], /目标次数须为 1 到 1000 的整数/],
      [['task:set', 'daily-sign-in', '--limit', 'many'], /--limit must be a whole number, got "many"/],
      [['task:set', 'daily-sign-in', '--sort', 'x'], /--sort must be a whole number/],
      [['task:set', 'daily-sign-in', '--period', 'week'], /周期不正确：week/],
      [['task:set', 'daily-sign-in', '--reward-kind', 'cash'], /奖励类型不正确：cash/],
      [['task:set', 'daily-sign-in', '--event', 'login'], /完成条件不正确：login/],
      [['task:set', 'daily-sign-in', '--enabled', 'yes'], /--enabled must be 0 or 1/],
      [['task:set', 'daily-sign-in', '--title', '   '], /请填写任务名称/],
      [['task:set', 'daily-sign-in', '--title', '长'.repeat(41)], /任务名称不能超过 40 个字/],
      [['task:set', 'daily-sign-in', '--desc', 'x'.repeat(121)], /任务说明不能超过 120 个字/],
      [['task:set', 'daily-sign-in', '--colour', 'red'], /Unknown option '--colour'/],
      [['task:set', 'daily-sign-in', '--reward'], /argument missing|--reward/],
      [['task:set', 'daily-sign-in', '--reward-kind', 'chance', '--reward', '101'], /奖励为抽奖机会时，每次最多 100 次，现为 101/],
    ]
    const before = await t.db.selectFrom('mission').selectAll().orderBy('id').execute()
    for (const [args, message] of cases) await refused(args, message)
    expect(await t.db.selectFrom('mission').selectAll().orderBy('id').execute()).toEqual(before)
    // A chance reward within bounds is fine.
    await run('task:set', 'daily-sign-in', '--reward-kind', 'chance', '--reward', '2')
    expect(await mission('daily-sign-in')).toMatchObject({ reward_kind: 'chance', reward: 2 })
  })
})

describe('love:adjust', () => {
  test('adds and takes love value with a ledger row, never below zero', async () => {
    const me = await user(t, '13800009201')
    expect(await run('love:adjust', '13800009201', '50', '活动', '补发')).toBe(
      'added 50 love value to 13800009201 (活动 补发); balance now 50',
    )
    expect(await run('love:adjust', '13800009201', '-20', '误发扣回')).toBe(
      'took 20 love value from 13800009201 (误发扣回); balance now 30',
    )
    await refused(['love:adjust', '13800009201', '-31', '扣回'], /爱心值不足：当前 30，不能扣减 31/)
    expect(await balanceRow(t, me.id)).toMatchObject({ balance: 30, earned_total: 50, spent_total: 20 })
    const ledger = await ledgerRows(t, me.id)
    expect(ledger.map((r) => [r.delta, r.reason, r.title, r.balance_after])).toEqual([
      [50, 'adjust', '活动 补发', 50],
      [-20, 'adjust', '误发扣回', 30],
    ])
    expect((await t.post('/app/v1/love/info', {}, me.token)).data.balance).toBe(30)
  })

  test('validation: phone, delta, reason, unknown user', async () => {
    await user(t, '13800009202')
    await refused(['love:adjust'], /PHONE must be an 11-digit mainland number, got ""/)
    await refused(['love:adjust', '1380000', '5', 'x'], /PHONE must be an 11-digit/)
    await refused(['love:adjust', '13800009202'], /DELTA must be a whole number such as 50 or -20, got ""/)
    await refused(['love:adjust', '13800009202', '1e3', 'x'], /DELTA must be a whole number/)
    await refused(['love:adjust', '13800009202', '0', 'x'], /调整数量须为非零整数/)
    await refused(['love:adjust', '13800009202', '1000001', 'x'], /增减最多 1000000/)
    await refused(['love:adjust', '13800009202', '5'], /请填写调整原因（至少 2 个字）/)
    await refused(['love:adjust', '13800009202', '5', '长'.repeat(201)], /调整原因不能超过 200 个字/)
    await refused(['love:adjust', '13900000000', '5', 'x'], /no user with phone 13900000000/)
    expect(await t.db.selectFrom('love_ledger').selectAll().execute()).toHaveLength(0)
  })
})
