import { randomBytes } from 'node:crypto'
import { ReportRepository } from '../../src/modules/reports/repository'
import { runPaymentCommand } from '../../src/modules/payment/command'
import { commandDeps } from '../payment/command-deps'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const GAME = 10013
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const DAY = 24 * 3_600_000
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }

let t: TestApp
let owner: { token: string; id: number }

async function user(phone: string) {
  const login = await t.login(phone)
  const id = (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  return { token: login.token, id }
}

/** A finished report of a kind (1 valuation, 2 intention, 3 did-I-lose, 4 PK) with a status, owned by `userId`. */
async function report(userId: number, kind = 1, status = 1): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  const row = { id, userId, kind, gameId: GAME, evaluateType: 2, input: JSON.stringify({ id }), now: t.clock.now() }
  await new ReportRepository(t.db).insertGenerated({
    ...row,
    result: '{"estimateFen":123456}',
    teaser: '{"gameName":"王者荣耀","level":"SR","band":"1千-3千元"}',
  })
  if (status !== 1) await t.db.updateTable('report').set({ status }).where('id', '=', id).execute()
  return id
}

const share = (valId: string, token = owner.token, headers: Record<string, string> = WEB) =>
  t.post(`${API}/val/helpShare`, { valId }, token, headers)
const help = (code: string, token: string) => t.post(`${API}/val/valReportShare`, { valId: code }, token)
const detail = (code: string, token?: string) => t.post(`${API}/val/helpDetail`, { code }, token)
const reportRow = (id: string) => t.db.selectFrom('report').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  owner = await user('13800009001')
})
afterEach(async () => {
  await t.close()
})

describe('help codes', () => {
  test('the owner gets a 15-digit code whose scene fits a mini-program, a link and a QR of it, and the progress', async () => {
    const valId = await report(owner.id)
    const res = await share(valId)
    expect(res.code).toBe(200)
    const inviteCode = (await t.post(`${API}/invitation/getInvitationCode`, {}, owner.token)).data.inviteCode
    // 15 digits: 9 * 10^14 codes, far past what a prober can try (issue 33); a number the app's scene parser keeps.
    expect(res.data.code).toMatch(/^[1-9]\d{14}$/)
    expect(String(Number(res.data.code))).toBe(res.data.code)
    expect(res.data.scene).toBe(`1_${res.data.code}_${inviteCode}`)
    expect(res.data.scene.length).toBeLessThanOrEqual(32)
    // Split as the app's launch parser does: type, a numeric report reference, the invite code.
    const [type, ref, invite, ...rest] = res.data.scene.split('_')
    expect([type, Number(ref) > 0, invite, rest]).toEqual(['1', true, inviteCode, []])
    expect(res.data.path).toBe(`/pages/h5/report/friendHelpDownload?scene=${res.data.scene}`)
    expect(res.data.qrKind).toBe('link')
    expect(res.data.qrImage).toMatch(/^data:image\/gif;base64,/)
    expect(res.data).toMatchObject({
      required: 3,
      count: 0,
      remaining: 3,
      unlocked: false,
      expired: false,
      expiresAt: NOW + 7 * DAY,
      helpers: [],
    })
    // The code is stable: sharing again gives the same one.
    expect((await share(valId)).data.code).toBe(res.data.code)
  })

  test('intention and did-I-lose reports can be helped too; PK, foreign, generating and failed ones cannot', async () => {
    expect((await share(await report(owner.id, 2))).code).toBe(200)
    expect((await share(await report(owner.id, 3))).code).toBe(200)
    expect(await share(await report(owner.id, 4, 2))).toMatchObject({ code: 40004, msg: '报告不存在' })
    const stranger = await user('13800009002')
    expect((await share(await report(stranger.id))).code).toBe(40004)
    expect(await share(await report(owner.id, 1, 0))).toMatchObject({ code: 40024, msg: '报告尚未生成完成' })
    expect(await share(await report(owner.id, 1, 3))).toMatchObject({ code: 40025 })
    expect(await share(await report(owner.id, 1, 2))).toMatchObject({ code: 40034, msg: '报告已解锁，无需助力' })
    expect((await t.post(`${API}/val/helpShare`, { valId: 'r_x' })).code).toBe(40005)
  })

  test('a friend sees the teaser and progress without logging in, never the estimate', async () => {
    const code = (await share(await report(owner.id))).data.code
    const res = await detail(code)
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({
      kind: 1,
      gameName: '王者荣耀',
      level: 'SR',
      band: '1千-3千元',
      ownerNickname: expect.stringMatching(/^.\*\*\*$/),
      mine: false,
      helpedByMe: false,
      count: 0,
      remaining: 3,
    })
    expect(JSON.stringify(res.data)).not.toContain('123456')
    expect((await detail(code, owner.token)).data.mine).toBe(true)
    expect(await detail('12345678')).toMatchObject({ code: 40004, msg: '助力的报告不存在或已删除' })
    expect(await detail('123456789012345')).toMatchObject({ code: 40004, msg: '助力的报告不存在或已删除' })
    expect((await detail('1234567890')).code).toBe(40000)
    expect((await detail('r_abc')).code).toBe(40000)
  })
})

describe('8-digit codes from before issue 33', () => {
  test('keep working while they collect helps; once expired they answer as unknown, so the short space holds nothing to find', async () => {
    const valId = await report(owner.id)
    await t.db
      .insertInto('help_code')
      .values({ code: '23456789', report_id: valId, user_id: owner.id, created_at: NOW, expires_at: NOW + 7 * DAY })
      .execute()
    const friend = await user('13800009041')
    expect((await detail('23456789')).data).toMatchObject({ gameName: '王者荣耀', count: 0 })
    expect((await help('23456789', friend.token)).data).toMatchObject({ count: 1 })
    // The owner keeps the report's code: sharing again shows it, not a new one.
    expect((await share(valId)).data).toMatchObject({ code: '23456789', count: 1 })

    t.clock.advance(7 * DAY + 1)
    const late = await user('13800009042')
    expect(await detail('23456789')).toMatchObject({ code: 40004, msg: '助力的报告不存在或已删除' })
    expect(await help('23456789', late.token)).toMatchObject({ code: 40004 })
    // A long code past its days still shows its page (助力已结束) to the friends it was sent to.
    const longCode = (await share(await report(owner.id), (await t.login('13800009001')).token)).data.code
    t.clock.advance(7 * DAY + 1)
    expect((await detail(longCode)).data).toMatchObject({ expired: true })
  })
})

describe('val/valReportShare', () => {
  test('three friends unlock the report through the help unlock; each helps once, a fourth is told it is done', async () => {
    const valId = await report(owner.id)
    const code = (await share(valId)).data.code
    const friends = await Promise.all(['13800009011', '13800009012', '13800009013', '13800009014'].map(user))

    const first = await help(code, friends[0].token)
    expect(first).toMatchObject({ code: 200, msg: '恭喜助力成功！', data: { count: 1, required: 3, remaining: 2, unlocked: false } })
    expect(await help(code, friends[0].token)).toMatchObject({ code: 40032, msg: '你已经为这份报告助力过了' })
    expect((await detail(code, friends[0].token)).data.helpedByMe).toBe(true)
    expect(await help(code, owner.token)).toMatchObject({ code: 40031, msg: '不能为自己的报告助力' })

    expect((await help(code, friends[1].token)).data).toMatchObject({ count: 2, remaining: 1, unlocked: false })
    expect((await reportRow(valId)).status).toBe(1)
    expect((await help(code, friends[2].token)).data).toMatchObject({ count: 3, remaining: 0, unlocked: true })
    const row = await reportRow(valId)
    expect(row).toMatchObject({ status: 2, unlocked_by: `help:${code}`, unlocked_at: NOW })
    expect(await help(code, friends[3].token)).toMatchObject({ code: 40034, msg: '报告已解锁，无需助力' })

    const progress = (await share(valId)).data
    expect(progress).toMatchObject({ count: 3, remaining: 0, unlocked: true })
    expect(progress.helpers).toHaveLength(3)
    expect(progress.helpers[0]).toMatchObject({ nickname: expect.stringMatching(/\*\*\*$/), helpedAt: NOW })
    const records = await t.db.selectFrom('report_help').select('helper_id').where('report_id', '=', valId).execute()
    expect(records.map((r) => r.helper_id).sort()).toEqual(
      friends
        .slice(0, 3)
        .map((f) => f.id)
        .sort(),
    )
  })

  test('bad input: unknown or malformed codes, no login, expired help', async () => {
    const valId = await report(owner.id)
    const code = (await share(valId)).data.code
    const friend = await user('13800009021')
    expect(await help('99999999', friend.token)).toMatchObject({ code: 40004, msg: '助力的报告不存在或已删除' })
    expect((await help('r_abc_def', friend.token)).code).toBe(40000)
    expect((await t.post(`${API}/val/valReportShare`, {}, friend.token)).code).toBe(40000)
    expect((await t.post(`${API}/val/valReportShare`, { valId: code })).code).toBe(40005)
    t.clock.advance(7 * DAY + 1)
    const late = await user('13800009022')
    expect(await help(code, late.token)).toMatchObject({ code: 40033, msg: '助力已结束' })
    expect((await share(valId, (await t.login('13800009001')).token)).data).toMatchObject({ expired: true, count: 0 })
  })

  test('operators set the number of helps; a help unlock closes the open payment and reconciles', async () => {
    await t.app.services.config.set('help.required', '2')
    const valId = await report(owner.id)
    const code = (await share(valId)).data.code
    await t.verifyRealName(owner.token)
    const pay = await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: '/#/' }, owner.token, WEB)
    expect(pay.code).toBe(200)
    const [a, b] = await Promise.all(['13800009031', '13800009032'].map(user))
    expect((await help(code, a.token)).data).toMatchObject({ required: 2, unlocked: false })
    expect((await help(code, b.token)).data).toMatchObject({ required: 2, unlocked: true })
    const orders = await t.db.selectFrom('pay_order').select(['status', 'close_reason']).where('report_id', '=', valId).execute()
    expect(orders).toEqual([{ status: 'closed', close_reason: 'unlocked' }])
    const out = await runPaymentCommand(['orders:reconcile'], commandDeps(t))
    expect(out).not.toContain(valId)
  })

  test('100 friends helping at once: exactly 3 helps count and the report unlocks once', async () => {
    const valId = await report(owner.id)
    const code = (await share(valId)).data.code
    const friends: { token: string; id: number }[] = []
    for (let i = 0; i < 100; i++) friends.push(await user(`1390000${String(i).padStart(4, '0')}`))
    const replies = await Promise.all(friends.map((f) => help(code, f.token)))
    const codes = replies.map((r) => r.code)
    expect(codes.filter((c) => c === 200)).toHaveLength(3)
    expect(codes.filter((c) => c === 40034)).toHaveLength(97)
    expect(replies.filter((r) => r.data?.unlocked)).toHaveLength(1)
    const helps = await t.db.selectFrom('report_help').select('id').where('report_id', '=', valId).execute()
    expect(helps).toHaveLength(3)
    expect((await reportRow(valId)).status).toBe(2)
  })
})
