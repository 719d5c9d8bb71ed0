import { createTestApp, type TestApp } from '../helpers'
import {
  API,
  DAY,
  NEXT_MIDNIGHT,
  FRIEND_IP,
  NOON,
  balanceRow,
  claim,
  insertActivity,
  insertReport,
  ledgerRows,
  missionList,
  shareCall,
  signIn,
  taskOf,
  user,
  type TestUser,
} from './fixture'

const IPHONE_WEIXIN = {
  terminal: '5',
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.40 miniProgram',
}
const ANDROID_WEIXIN = { terminal: '5', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40 miniProgram' }

let t: TestApp
let me: TestUser

/** Moves the clock; access tokens last two hours, so the users log in again. */
async function setClock(ms: number, ...others: TestUser[]): Promise<TestUser[]> {
  t.clock.set(ms)
  me = await user(t, me.phone)
  return Promise.all(others.map((o) => user(t, o.phone)))
}

beforeEach(async () => {
  t = await createTestApp({ now: NOON })
  me = await user(t, '13800005001')
})
afterEach(async () => {
  await t.close()
})

describe('mission/list', () => {
  test('logged out: the enabled tasks in order, with nothing counted and no balance', async () => {
    const res = await missionList(t)
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({ loggedIn: false, balance: 0, signedToday: false, streak: 0, today: '2026-06-01' })
    expect(res.data.tasks.map((x: { id: string }) => x.id)).toEqual([
      'daily-sign-in',
      'daily-valuate',
      'daily-share',
      'daily-friend-help',
      'first-valuate',
      'invite-friend',
      'real-name',
      'publish-account',
      'daily-unlock',
    ])
    expect(res.data.tasks[1]).toEqual({
      id: 'daily-valuate',
      event: 'valuate',
      title: '估价一个账号',
      desc: '完成一次账号估价，每天最多领 3 次',
      period: 'day',
      rewardKind: 'love',
      reward: 10,
      target: 1,
      limit: 3,
      progress: 0,
      claimed: 0,
      claimable: 0,
      state: 0,
    })
    // A token that does not check out reads as logged out, never as an error.
    expect((await missionList(t, 'not-a-token')).data.loggedIn).toBe(false)
    expect((await t.post(`${API}/mission/signIn`, {})).code).toBe(40005)
    expect((await t.post(`${API}/mission/claim`, { missionId: 'daily-sign-in' })).code).toBe(40005)
  })

  test('the iOS variant and iOS mini-programs never see the unlock task; Android and web do', async () => {
    const ids = async (body: object, headers?: Record<string, string>) =>
      (await missionList(t, me.token, body, headers)).data.tasks.map((x: { event: string }) => x.event) as string[]
    expect(await ids({})).toContain('unlock')
    expect(await ids({ variant: 'default' }, ANDROID_WEIXIN)).toContain('unlock')
    expect(await ids({ variant: 'ios' })).not.toContain('unlock')
    expect(await ids({}, IPHONE_WEIXIN)).not.toContain('unlock')
    expect(await ids({ variant: 'ios' })).toHaveLength(8)
    expect((await missionList(t, undefined, { variant: 'ios' })).data.tasks).toHaveLength(8)
    expect((await missionList(t, me.token, { variant: 'android' })).code).toBe(40000)
  })

  test('a disabled task is not listed and cannot be claimed', async () => {
    await signIn(t, me.token)
    await t.db.updateTable('mission').set({ enabled: 0 }).where('id', '=', 'daily-sign-in').execute()
    expect((await missionList(t, me.token)).data.tasks.map((x: { id: string }) => x.id)).not.toContain('daily-sign-in')
    expect(await claim(t, me.token, 'daily-sign-in')).toMatchObject({ code: 40004, msg: '任务不存在' })
    expect(await claim(t, me.token, 'no-such-task')).toMatchObject({ code: 40004, msg: '任务不存在' })
    expect((await claim(t, me.token, 'Bad Id!')).code).toBe(40000)
  })
})

describe('sign-in', () => {
  test('once per China day; the task becomes claimable, is claimed once and adds love value with a ledger row', async () => {
    expect((await taskOf(t, me.token, 'daily-sign-in')).state).toBe(0)
    expect(await claim(t, me.token, 'daily-sign-in')).toMatchObject({ code: 40041, msg: '任务尚未完成' })

    expect((await signIn(t, me.token)).data).toEqual({ signedToday: true, streak: 1, firstToday: true })
    expect((await signIn(t, me.token)).data).toEqual({ signedToday: true, streak: 1, firstToday: false })
    const list = (await missionList(t, me.token)).data
    expect(list).toMatchObject({ loggedIn: true, signedToday: true, streak: 1, balance: 0 })
    expect(list.tasks[0]).toMatchObject({ id: 'daily-sign-in', progress: 1, claimed: 0, claimable: 1, state: 1 })

    const res = await claim(t, me.token, 'daily-sign-in')
    expect(res).toMatchObject({ code: 200, msg: '领取成功', data: { rewardKind: 'love', reward: 5, balance: 5, activityId: null } })
    expect(await claim(t, me.token, 'daily-sign-in')).toMatchObject({ code: 40042, msg: '今天的奖励已领取，明天再来吧' })
    expect(await taskOf(t, me.token, 'daily-sign-in')).toMatchObject({ progress: 1, claimed: 1, claimable: 0, state: 2 })
    expect((await missionList(t, me.token)).data.balance).toBe(5)

    const ledger = await ledgerRows(t, me.id)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ delta: 5, reason: 'mission', title: '每日签到', balance_after: 5, created_at: NOON })
    expect(await balanceRow(t, me.id)).toMatchObject({ balance: 5, earned_total: 5, spent_total: 0 })
    // Someone else's progress is their own.
    const other = await user(t, '13800005002')
    expect(await claim(t, other.token, 'daily-sign-in')).toMatchObject({ code: 40041 })
  })

  test('daily tasks reset at midnight in Beijing, not UTC; the streak counts consecutive China days', async () => {
    await signIn(t, me.token)
    expect((await claim(t, me.token, 'daily-sign-in')).code).toBe(200)

    await setClock(NEXT_MIDNIGHT - 1)
    expect((await missionList(t, me.token)).data).toMatchObject({ today: '2026-06-01', signedToday: true })
    expect(await taskOf(t, me.token, 'daily-sign-in')).toMatchObject({ progress: 1, claimed: 1, state: 2 })

    await setClock(NEXT_MIDNIGHT)
    const next = (await missionList(t, me.token)).data
    expect(next).toMatchObject({ today: '2026-06-02', signedToday: false, streak: 1, balance: 5 })
    expect(next.tasks[0]).toMatchObject({ progress: 0, claimed: 0, claimable: 0, state: 0 })
    expect((await signIn(t, me.token)).data).toEqual({ signedToday: true, streak: 2, firstToday: true })
    expect((await claim(t, me.token, 'daily-sign-in')).data.balance).toBe(10)

    await setClock(NEXT_MIDNIGHT + DAY)
    expect((await signIn(t, me.token)).data.streak).toBe(3)
    // Missing a day breaks the run: the next sign-in starts again at 1.
    await setClock(NEXT_MIDNIGHT + 3 * DAY)
    expect((await missionList(t, me.token)).data).toMatchObject({ signedToday: false, streak: 0 })
    expect((await signIn(t, me.token)).data.streak).toBe(1)
    expect(
      (await t.db.selectFrom('sign_in').select('day').where('user_id', '=', me.id).orderBy('day').execute()).map((r) => r.day),
    ).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-05'])
  })

  test('100 sign-ins at once record one day and report one first sign-in', async () => {
    const replies = await Promise.all(Array.from({ length: 100 }, () => signIn(t, me.token)))
    expect(replies.every((r) => r.code === 200)).toBe(true)
    expect(replies.filter((r) => r.data.firstToday)).toHaveLength(1)
    expect(await t.db.selectFrom('sign_in').selectAll().where('user_id', '=', me.id).execute()).toHaveLength(1)
  })
})

describe('claims under concurrency', () => {
  test('100 parallel claims of a once-a-day task give exactly one reward', async () => {
    await signIn(t, me.token)
    const replies = await Promise.all(Array.from({ length: 100 }, () => claim(t, me.token, 'daily-sign-in')))
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.code === 40042)).toHaveLength(99)
    expect(await ledgerRows(t, me.id)).toHaveLength(1)
    expect(await balanceRow(t, me.id)).toMatchObject({ balance: 5, earned_total: 5 })
    expect(await t.db.selectFrom('mission_claim').selectAll().where('user_id', '=', me.id).execute()).toHaveLength(1)
  })

  test('100 parallel claims of a task done three times (limit 3) give exactly three rewards', async () => {
    for (let i = 0; i < 4; i++) await insertReport(t, me.id)
    expect(await taskOf(t, me.token, 'daily-valuate')).toMatchObject({ progress: 4, claimable: 3, state: 1 })
    const replies = await Promise.all(Array.from({ length: 100 }, () => claim(t, me.token, 'daily-valuate')))
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3)
    expect(replies.filter((r) => r.code === 40042)).toHaveLength(97)
    expect(await balanceRow(t, me.id)).toMatchObject({ balance: 30, earned_total: 30 })
    const ledger = await ledgerRows(t, me.id)
    expect(ledger.map((r) => r.balance_after).sort((a, b) => a - b)).toEqual([10, 20, 30])
    const seqs = await t.db.selectFrom('mission_claim').select('seq').where('mission_id', '=', 'daily-valuate').execute()
    expect(seqs.map((r) => r.seq).sort()).toEqual([1, 2, 3])
    expect(await taskOf(t, me.token, 'daily-valuate')).toMatchObject({ claimed: 3, claimable: 0, state: 2 })
  })
})

describe('chance rewards', () => {
  test('without a running draw activity the claim is refused and nothing is written; with one the chance is granted', async () => {
    await insertReport(t, me.id)
    expect(await taskOf(t, me.token, 'first-valuate')).toMatchObject({ rewardKind: 'chance', progress: 1, state: 1 })
    expect(await claim(t, me.token, 'first-valuate')).toMatchObject({ code: 40044, msg: '暂无进行中的抽奖活动' })
    expect(await t.db.selectFrom('mission_claim').selectAll().execute()).toHaveLength(0)

    const activityId = await insertActivity(t)
    const res = await claim(t, me.token, 'first-valuate')
    expect(res).toMatchObject({ code: 200, data: { rewardKind: 'chance', reward: 1, balance: 0, activityId } })
    const chance = await t.db.selectFrom('draw_chance').selectAll().where('user_id', '=', me.id).executeTakeFirstOrThrow()
    expect(chance).toMatchObject({ activity_id: activityId, chances: 1, used: 0 })
    expect(await ledgerRows(t, me.id)).toHaveLength(0)
    expect(await claim(t, me.token, 'first-valuate')).toMatchObject({ code: 40042, msg: '任务奖励已领取' })
    // One-off: still done tomorrow.
    await setClock(NOON + DAY)
    expect(await taskOf(t, me.token, 'first-valuate')).toMatchObject({ progress: 1, claimed: 1, state: 2 })
  })
})

describe('progress from real events', () => {
  test('valuations count once they have a result: generating and failed ones do not, other users’ never', async () => {
    await insertReport(t, me.id, 0)
    await insertReport(t, me.id, 3)
    expect((await taskOf(t, me.token, 'daily-valuate')).progress).toBe(0)
    await insertReport(t, me.id, 1)
    await insertReport(t, me.id, 2)
    const other = await user(t, '13800005002')
    await insertReport(t, other.id)
    expect(await taskOf(t, me.token, 'daily-valuate')).toMatchObject({ progress: 2, claimable: 2 })
    expect(await taskOf(t, me.token, 'first-valuate')).toMatchObject({ progress: 2, claimable: 1 })
    await setClock(NEXT_MIDNIGHT)
    expect((await taskOf(t, me.token, 'daily-valuate')).progress).toBe(0)
    expect((await taskOf(t, me.token, 'first-valuate')).progress).toBe(2)
  })

  test('friend help and the unlock it makes, through the help flow', async () => {
    const valId = await insertReport(t, me.id)
    const code = (await t.post(`${API}/val/helpShare`, { valId }, me.token)).data.code as string
    const friends = await Promise.all(['13800005011', '13800005012', '13800005013'].map((p) => user(t, p)))
    expect((await t.post(`${API}/val/valReportShare`, { valId: code }, friends[0].token)).code).toBe(200)
    expect(await taskOf(t, me.token, 'daily-friend-help')).toMatchObject({ progress: 1, claimable: 1 })
    expect((await taskOf(t, friends[0].token, 'daily-friend-help')).progress).toBe(0)
    expect((await taskOf(t, me.token, 'daily-unlock')).progress).toBe(0)

    for (const f of friends.slice(1)) expect((await t.post(`${API}/val/valReportShare`, { valId: code }, f.token)).code).toBe(200)
    expect(await taskOf(t, me.token, 'daily-friend-help')).toMatchObject({ progress: 3, claimable: 3 })
    // The third help unlocked the report.
    expect(await taskOf(t, me.token, 'daily-unlock')).toMatchObject({ progress: 1, claimable: 1, rewardKind: 'chance' })
    expect((await claim(t, me.token, 'daily-friend-help')).data.balance).toBe(5)
    expect((await claim(t, me.token, 'daily-friend-help')).data.balance).toBe(10)
    expect(await taskOf(t, me.token, 'daily-friend-help')).toMatchObject({ claimed: 2, claimable: 1, state: 1 })
    await setClock(NEXT_MIDNIGHT)
    expect(await taskOf(t, me.token, 'daily-friend-help')).toMatchObject({ progress: 0, claimed: 0, state: 0 })
  })

  test('invitations through invitation/register count for the inviter, up to the task limit', async () => {
    const code = (await t.post(`${API}/invitation/getInvitationCode`, {}, me.token)).data.inviteCode as string
    const a = await user(t, '13800005021')
    const b = await user(t, '13800005022')
    expect((await t.post(`${API}/invitation/register`, { inviteCode: code }, a.token)).code).toBe(200)
    expect(await taskOf(t, me.token, 'invite-friend')).toMatchObject({ progress: 1, claimable: 1, limit: 10 })
    expect((await taskOf(t, a.token, 'invite-friend')).progress).toBe(0)
    expect((await claim(t, me.token, 'invite-friend')).data).toMatchObject({ reward: 30, balance: 30 })
    expect(await claim(t, me.token, 'invite-friend')).toMatchObject({ code: 40041 })

    const [b2] = await setClock(NOON + 3 * DAY, b)
    expect((await t.post(`${API}/invitation/register`, { inviteCode: code }, b2.token)).code).toBe(200)
    expect(await taskOf(t, me.token, 'invite-friend')).toMatchObject({ progress: 2, claimed: 1, claimable: 1, state: 1 })
    expect((await claim(t, me.token, 'invite-friend')).data.balance).toBe(60)
  })

  test('share visits through val/sharedReport: anyone but the owner, one report counted once', async () => {
    const valId = await insertReport(t, me.id)
    const token = (await t.post(`${API}/val/shareLink`, { valId }, me.token)).data.shareToken as string
    // Anonymous visitors come from another address than the owner's (the owner's own address does not count).
    const open = (who?: string) => shareCall(t, 'sharedReport', { shareToken: token }, { token: who })
    const visits = () => t.db.selectFrom('share_visit').selectAll().orderBy('id').execute()

    // The owner's own view, from where they made the link.
    expect((await shareCall(t, 'sharedReport', { shareToken: token }, { token: me.token, ip: '127.0.0.1' })).code).toBe(200)
    expect(await visits()).toHaveLength(0)
    expect((await taskOf(t, me.token, 'daily-share')).progress).toBe(0)

    expect((await open()).code).toBe(200)
    expect((await open()).code).toBe(200)
    const anonymous = await visits()
    expect(anonymous).toHaveLength(1)
    expect(anonymous[0]).toMatchObject({ report_id: valId, owner_id: me.id, day: '2026-06-01' })
    expect(anonymous[0].visitor_key).toMatch(/^ip:[0-9a-f]{64}$/)
    expect(anonymous[0].visitor_key).not.toContain(FRIEND_IP)
    expect(await taskOf(t, me.token, 'daily-share')).toMatchObject({ progress: 1, claimable: 1 })

    const friend = await user(t, '13800005031')
    expect((await open(friend.token)).code).toBe(200)
    expect((await visits()).map((v) => v.visitor_key)).toContain(`u:${friend.id}`)
    // Two visitors of one report are still one shared report.
    expect((await taskOf(t, me.token, 'daily-share')).progress).toBe(1)
    expect((await taskOf(t, friend.token, 'daily-share')).progress).toBe(0)

    // A bad token counts nothing.
    expect((await t.post(`${API}/val/sharedReport`, { shareToken: `${token}x` })).code).toBe(40004)
    expect(await visits()).toHaveLength(2)

    const second = await insertReport(t, me.id)
    const token2 = (await t.post(`${API}/val/shareLink`, { valId: second }, me.token)).data.shareToken as string
    await t.post(`${API}/val/sharedReport`, { shareToken: token2 }, friend.token)
    expect((await taskOf(t, me.token, 'daily-share')).progress).toBe(2)

    // The next China day the same visitor counts again, for that day.
    const [friend2] = await setClock(NEXT_MIDNIGHT, friend)
    expect((await taskOf(t, me.token, 'daily-share')).progress).toBe(0)
    await open(friend2.token)
    expect((await taskOf(t, me.token, 'daily-share')).progress).toBe(1)
    expect(await visits()).toHaveLength(4)
  })
})
