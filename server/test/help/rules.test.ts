import { HelpRepository } from '../../src/modules/help/repository'
import { HELP_TTL_MS } from '../../src/modules/help/service'
import { createTestApp, type TestApp } from '../helpers'
import { API, DAY, NEXT_MIDNIGHT, NOON, claim, insertReport, taskOf, user, type TestUser } from '../rewards/fixture'

/**
 * Friend help cannot be farmed (issue 33): the same three accounts unlocked 10 of 10 reports of one owner, and the
 * owner earned love value for every help. A friend's help counts once per owner per 30 days, a friend helps at
 * most 3 reports a day, and the helps of one address and of one device are capped per day. Every rule holds under
 * 100 parallel helps (SQLite and, with TEST_DATABASE_URL, PostgreSQL); a refused help writes nothing.
 */
const N = 100

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ now: NOON })
})
afterEach(async () => {
  await t.close()
})

interface Answer {
  code: number
  msg: string
  data: { count: number; unlocked: boolean } | null
}

/** A help as the app sends it: from an address, with the device's visitor id when given. */
async function help(code: string, helper: TestUser, ip = '203.0.113.1', visitorId?: string): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/val/valReportShare`,
    payload: { valId: code },
    remoteAddress: ip,
    headers: { authorization: helper.token, ...(visitorId ? { 'va-visitor-id': visitorId } : {}) },
  })
  return res.json()
}

/** A locked report of `owner` and its help code. */
async function sharedReport(owner: TestUser): Promise<{ valId: string; code: string }> {
  const valId = await insertReport(t, owner.id)
  const res = await t.post(`${API}/val/helpShare`, { valId }, owner.token)
  expect(res.code).toBe(200)
  return { valId, code: res.data.code as string }
}

/** `n` locked reports of `owner` with their help codes, made through the repository (no code images). */
async function codedReports(owner: TestUser, n: number): Promise<{ valId: string; code: string }[]> {
  const codes = new HelpRepository(t.db)
  const now = t.clock.now()
  const out = []
  for (let i = 0; i < n; i++) {
    const valId = await insertReport(t, owner.id)
    out.push({ valId, code: (await codes.ensureCode(valId, owner.id, now, now + HELP_TTL_MS)).code })
  }
  return out
}

const users = (prefix: string, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => user(t, `${prefix}${String(i).padStart(4, '0')}`)))
const helpsOf = async (valId: string) =>
  (await t.db.selectFrom('report_help').select('helper_id').where('report_id', '=', valId).execute()).length
const statusOf = async (valId: string) =>
  (await t.db.selectFrom('report').select('status').where('id', '=', valId).executeTakeFirstOrThrow()).status
const parallel = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)))
const codesOf = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.code]: (acc[a.code] ?? 0) + 1 }), {})

describe('the farm of issue 33', () => {
  test('three friends and ten reports of one owner: one report unlocks, the owner earns love value for three helps only', async () => {
    const owner = await user(t, '13700000001')
    const friends = await users('1370001', 3)
    const reports = []
    for (let i = 0; i < 10; i++) reports.push(await sharedReport(owner))

    const answers: Answer[][] = []
    for (const r of reports) answers.push(await Promise.all(friends.map((f) => help(r.code, f))))

    expect(answers[0].map((a) => a.code)).toEqual([200, 200, 200])
    expect(answers[0].some((a) => a.data?.unlocked)).toBe(true)
    for (const refused of answers.slice(1)) {
      expect(refused).toEqual(Array(3).fill({ code: 40035, msg: '30天内你已为TA助力过，每位好友30天内只能助力1次', data: null }))
    }
    expect(await statusOf(reports[0].valId)).toBe(2)
    for (const r of reports.slice(1)) {
      expect(await statusOf(r.valId)).toBe(1)
      expect(await helpsOf(r.valId)).toBe(0)
      expect((await t.post(`${API}/val/helpDetail`, { code: r.code })).data).toMatchObject({ count: 0, remaining: 3, unlocked: false })
    }

    // 好友为你助力 pays 5 love value a help, up to 5 a day: three helps counted, three rewards.
    expect(await taskOf(t, owner.token, 'daily-friend-help')).toMatchObject({ progress: 3, claimable: 3 })
    for (const balance of [5, 10, 15]) expect((await claim(t, owner.token, 'daily-friend-help')).data.balance).toBe(balance)
    expect((await claim(t, owner.token, 'daily-friend-help')).code).toBe(40041)
  })

  test('the same report again is still 40032; after 30 days the friend may help the owner again', async () => {
    let owner = await user(t, '13700000002')
    let [friend] = await users('1370002', 1)
    const first = await sharedReport(owner)
    expect((await help(first.code, friend)).code).toBe(200)
    expect((await help(first.code, friend)).code).toBe(40032)

    t.clock.advance(30 * DAY - 1)
    // Tokens live 2 hours: log in again on the new day.
    owner = await user(t, owner.phone)
    friend = await user(t, friend.phone)
    const second = await sharedReport(owner)
    expect((await help(second.code, friend)).code).toBe(40035)
    t.clock.advance(1)
    expect((await help(second.code, friend)).data).toMatchObject({ count: 1 })
  })
})

describe('a friend helps at most 3 reports a day', () => {
  test('the 4th report of the day is refused with its own code and counts nothing; the next Beijing day it counts', async () => {
    const owners = await users('1370003', 4)
    const [friend] = await users('1370004', 1)
    const reports = await Promise.all(owners.map(sharedReport))
    for (const r of reports.slice(0, 3)) expect((await help(r.code, friend)).code).toBe(200)
    expect(await help(reports[3].code, friend)).toEqual({ code: 40036, msg: '你今天已为3份报告助力，明天再来吧', data: null })
    expect(await helpsOf(reports[3].valId)).toBe(0)
    // Nor did the refusal claim the owner: another friend's help on that owner is still the first.
    expect(await taskOf(t, owners[3].token, 'daily-friend-help')).toMatchObject({ progress: 0 })

    t.clock.set(NEXT_MIDNIGHT)
    expect((await help(reports[3].code, await user(t, friend.phone))).data).toMatchObject({ count: 1 })
  })
})

describe(`${N} helps at once`, () => {
  test(`one friend on ${N} reports of one owner: exactly one counts`, async () => {
    const owner = await user(t, '13700000005')
    const [friend] = await users('1370005', 1)
    const reports = await codedReports(owner, N)
    const answers = await parallel(N, (i) => help(reports[i].code, friend))
    expect(codesOf(answers)).toEqual({ 200: 1, 40035: N - 1 })
    const rows = await t.db.selectFrom('report_help').select('report_id').where('helper_id', '=', friend.id).execute()
    expect(rows).toHaveLength(1)
    expect(await taskOf(t, owner.token, 'daily-friend-help')).toMatchObject({ progress: 1 })
  })

  test(`one friend on reports of ${N} owners: exactly 3 count`, async () => {
    const owners = await users('1370006', N)
    const [friend] = await users('1370007', 1)
    const reports = (await Promise.all(owners.map((o) => codedReports(o, 1)))).flat()
    const answers = await parallel(N, (i) => help(reports[i].code, friend))
    expect(codesOf(answers)).toEqual({ 200: 3, 40036: N - 3 })
    expect(await t.db.selectFrom('report_help').select('id').where('helper_id', '=', friend.id).execute()).toHaveLength(3)
  })

  test(`${N} friends from one address: exactly 50 count, and the refused ones spent nothing`, async () => {
    const owner = await user(t, '13700000008')
    const friends = await users('1370008', N)
    const reports = await codedReports(owner, N)
    const answers = await parallel(N, (i) => help(reports[i].code, friends[i], '198.51.100.7'))
    expect(codesOf(answers)).toEqual({ 200: 50, 42900: N - 50 })
    expect(new Set(answers.filter((a) => a.code === 42900).map((a) => a.msg))).toEqual(
      new Set(['当前网络今日助力次数已达上限，请明天再试']),
    )
    const helped = new Set((await t.db.selectFrom('report_help').select('helper_id').execute()).map((r) => r.helper_id))
    expect(helped.size).toBe(50)
    // A refused friend's day and pair are untouched: from another address they help this owner at once.
    const refused = friends.find((f) => !helped.has(f.id)) as TestUser
    const theirReport = reports[friends.indexOf(refused)]
    expect((await help(theirReport.code, refused, '198.51.100.8')).data).toMatchObject({ count: 1 })
  })

  test(`${N} friends on one device (its visitor id) from ${N} addresses: exactly 6 count`, async () => {
    const owner = await user(t, '13700000009')
    const friends = await users('1370009', N)
    const reports = await codedReports(owner, N)
    const device = 'V'.repeat(32)
    const answers = await parallel(N, (i) => help(reports[i].code, friends[i], `10.9.${Math.floor(i / 200)}.${i % 200}`, device))
    expect(codesOf(answers)).toEqual({ 200: 6, 42900: N - 6 })
    expect(new Set(answers.filter((a) => a.code === 42900).map((a) => a.msg))).toEqual(new Set(['该设备今日助力次数已达上限，请明天再试']))
    expect(await t.db.selectFrom('report_help').select('id').execute()).toHaveLength(6)
    // Another device is not held by this one; a malformed visitor id is bad input.
    const helped = new Set((await t.db.selectFrom('report_help').select('helper_id').execute()).map((r) => r.helper_id))
    const i = friends.findIndex((f) => !helped.has(f.id))
    expect((await help(reports[i].code, friends[i], '10.9.9.9', 'bad id!')).code).toBe(40000)
    expect((await help(reports[i].code, friends[i], '10.9.9.9', 'W'.repeat(32))).data).toMatchObject({ count: 1 })
  })
})
