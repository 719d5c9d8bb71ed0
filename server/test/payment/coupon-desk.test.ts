import { runPaymentCommand } from '../../src/modules/payment/command'
import { CouponDesk } from '../../src/modules/payment/coupon-desk'
import { parseRecipients } from '../../src/modules/payment/coupon-recipients'
import { userDirectory } from '../../src/modules/user/directory'
import { UserRepository } from '../../src/modules/user/repository'
import { createTestApp, type TestApp } from '../helpers'
import { TableAuditTrail } from '../support/audit-trail'
import { lockedReport } from '../support/locked-report'

const API = '/app/v1'
const NOW = Date.UTC(2026, 6, 1, 2, 0, 0)
const DAY = 86_400_000
const support = { operatorId: 21, name: '客服小张', ip: '10.0.0.2' }
const finance = { operatorId: 22, name: '财务小赵' }

let t: TestApp
let desk: CouponDesk
let audit: TableAuditTrail
let token: string
let userId: number
let uid: string

const userOf = (phone: string) => t.db.selectFrom('users').select(['id', 'uid']).where('phone', '=', phone).executeTakeFirstOrThrow()
const usable = (id = userId) => t.app.services.payment.usableCoupons(id)
const one = (recipients: string, extra: Partial<Parameters<CouponDesk['grant']>[1]> = {}) =>
  desk.grant(support, { recipients, count: 1, source: 'compensation', validDays: 30, reason: '报告生成失败补偿', ...extra })

const report = (owner: number) => lockedReport(t, owner)
const useCoupon = (valId: string) => t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, token)

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  audit = await TableAuditTrail.create(t.db)
  token = (await t.login('13800009001')).token
  ;({ id: userId, uid } = await userOf('13800009001'))
  // The desk on the app's database and clock, with a trail; recipients resolved as the service resolves them.
  const directory = userDirectory({ users: new UserRepository(t.db), clock: t.clock, wechat: t.app.providers })
  desk = new CouponDesk({ db: t.db, clock: t.clock, audit, recipients: directory.recipient })
})
afterEach(async () => {
  await t.close()
})

describe('recipient lists', () => {
  test('CSV of phones and uids: header, separators, quotes, +86 and duplicates', () => {
    const { keys, problems } = parseRecipients(
      '\uFEFF手机号,备注\n"13800009001", 13800009002\n+8613800009003;abcdefghjkmn\n13800009001\n12345\n',
    )
    expect(keys.map((k) => ('phone' in k ? k.phone : k.uid))).toEqual(['13800009001', '13800009002', '13800009003', 'abcdefghjkmn'])
    expect(problems).toEqual([
      { line: 1, text: '备注', kind: 'invalid', problem: '不是手机号或用户 uid' },
      { line: 4, text: '13800009001', kind: 'duplicate', problem: '与第 2 行重复' },
      { line: 5, text: '12345', kind: 'invalid', problem: '不是手机号或用户 uid' },
    ])
  })
})

describe('grants', () => {
  test('to one player by phone or uid, with source, validity and reason, audited per player', async () => {
    const byPhone = await one('13800009001')
    expect(byPhone).toMatchObject({ total: 1, expiresAt: NOW + 30 * DAY, capLeft: null, granted: [{ userId, uid, line: 1 }] })
    await desk.grant(finance, { recipients: uid, count: 3, source: 'activity', validDays: null, reason: '七月活动' })
    expect(await usable()).toBe(4)
    const rows = await t.db.selectFrom('coupon').selectAll().where('user_id', '=', userId).orderBy('id').execute()
    expect(rows.map((r) => [r.source, r.note, r.granted_by, r.expires_at === null ? null : Number(r.expires_at)])).toEqual([
      ['compensation', '报告生成失败补偿', '客服小张', NOW + 30 * DAY],
      ['activity', '七月活动', '财务小赵', null],
      ['activity', '七月活动', '财务小赵', null],
      ['activity', '七月活动', '财务小赵', null],
    ])
    // The player's record names the source.
    const list = await t.post(`${API}/coupon/list`, { tab: 1 }, token)
    expect(list.data.list.map((c: { sourceText: string }) => c.sourceText).sort()).toEqual(['客服补偿', '活动奖励', '活动奖励', '活动奖励'])
    const entries = await audit.entries('coupon.grant')
    expect(entries).toHaveLength(2)
    expect(entries[1]).toMatchObject({
      actor: '财务小赵',
      operatorId: 22,
      objectType: 'user',
      objectId: String(userId),
      before: null,
      after: { uid, count: 3, source: 'activity', expiresAt: null, couponIds: rows.slice(1).map((r) => r.id) },
      reason: '七月活动',
    })
  })

  test('to a list; any unknown, malformed or repeated recipient grants nothing and says which lines', async () => {
    await t.login('13800009002')
    const second = await userOf('13800009002')
    const done = await one(`phone\n13800009001\n${second.uid}`, { count: 2 })
    expect(done.total).toBe(4)
    expect(done.granted.map((g) => g.userId)).toEqual([userId, second.id])
    expect(await audit.entries('coupon.grant')).toHaveLength(2)

    await expect(one('13800009001\n13900000000\nxyz\n' + uid)).rejects.toMatchObject({
      code: 40000,
      message:
        '发放名单有误，未发放：第 2 行 13900000000：未找到用户；第 3 行 xyz：不是手机号或用户 uid；第 4 行 ' +
        uid +
        '：与第 1 行是同一用户',
    })
    await expect(one('')).rejects.toMatchObject({ message: '请填写发放对象（手机号或用户 uid）' })
    await expect(one('13800009001', { reason: ' ' })).rejects.toMatchObject({ message: '请填写发券原因' })
    await expect(one('13800009001', { count: 101 })).rejects.toMatchObject({ message: '参数错误：每人发放张数须为 1-100' })
    await expect(one('13800009001', { validDays: 0 })).rejects.toMatchObject({ message: '参数错误：有效天数须为 1-3650' })
    await expect(one('13800009001', { source: 'love' as 'grant' })).rejects.toMatchObject({ code: 40000 })
    expect(await usable()).toBe(2)
    expect(await audit.entries('coupon.grant')).toHaveLength(2)
  })

  test('the daily cap: 100 parallel grants never pass it; it is per actor and per Beijing day', async () => {
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => one('13800009001', { cap: 20 })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused).toHaveLength(80)
    expect(refused[0].reason).toMatchObject({ code: 42900, message: '超出今日发券额度（每日 20 张，今日还可发 0 张，本次 1 张）' })
    expect(await usable()).toBe(20)
    expect(await audit.entries('coupon.grant')).toHaveLength(20)
    // Another operator has their own allowance; an uncapped grant is not counted against anyone.
    await expect(
      desk.grant(finance, { recipients: uid, count: 5, source: 'grant', validDays: 7, reason: '补发', cap: 20 }),
    ).resolves.toMatchObject({
      capLeft: 15,
    })
    await one('13800009001', { count: 50 })
    // The next Beijing day starts a new allowance.
    t.clock.set(Date.UTC(2026, 6, 1, 16, 0, 0))
    await expect(one('13800009001', { count: 21, cap: 20 })).rejects.toMatchObject({ code: 42900 })
    expect(await one('13800009001', { count: 20, cap: 20 })).toMatchObject({ capLeft: 0 })
  })

  test('a grant that fails after counting gives its allowance back with its rollback', async () => {
    audit.failNext = true
    await expect(one('13800009001', { count: 15, cap: 20 })).rejects.toThrow('audit table unavailable')
    expect(await usable()).toBe(0)
    expect(await one('13800009001', { count: 20, cap: 20 })).toMatchObject({ capLeft: 0 })
  })

  test('coupon:grant on the command line goes through the same command, under its cli actor', async () => {
    const out = await runPaymentCommand(['coupon:grant', uid, '2', '7', '线下活动'], {
      payment: t.app.services.payment,
      orders: t.app.services.ordersAdmin,
      coupons: desk,
      actor: { operatorId: null, name: 'cli:ops' },
    })
    expect(out).toBe(`granted 2 unlock coupon(s) to ${uid}, valid for 7 days; usable now: 2`)
    expect(await audit.entries('coupon.grant')).toMatchObject([
      { actor: 'cli:ops', operatorId: null, reason: '线下活动', after: { count: 2 } },
    ])
  })
})

describe('revokes and the ledger', () => {
  test('an unused coupon is taken back for good; a used, revoked or expired one is refused', async () => {
    const [a, b, c] = (await one('13800009001', { count: 3 })).granted[0].couponIds
    const spent = await useCoupon(await report(userId))
    expect(spent.code).toBe(200)
    const used = (await t.db.selectFrom('coupon').select('id').where('used_at', 'is not', null).executeTakeFirstOrThrow()).id
    const [unusedA, unusedB] = [a, b, c].filter((id) => id !== used)

    expect(await desk.revoke(support, unusedA, '误发')).toEqual({ couponId: unusedA, userId, revokedAt: NOW })
    expect(await usable()).toBe(1)
    await expect(desk.revoke(support, used, '误发')).rejects.toMatchObject({ code: 40000, message: '券已使用，不能撤回' })
    await expect(desk.revoke(support, unusedA, '误发')).rejects.toMatchObject({ message: '券已撤回' })
    await expect(desk.revoke(support, unusedB, ' ')).rejects.toMatchObject({ message: '请填写撤回原因' })
    await expect(desk.revoke(support, 999_999, '误发')).rejects.toMatchObject({ code: 40004, message: '券不存在' })
    t.clock.advance(31 * DAY)
    await expect(desk.revoke(support, unusedB, '误发')).rejects.toMatchObject({ message: '券已过期，无需撤回' })
    // The player no longer has the revoked one on any tab.
    token = (await t.login('13800009001')).token
    const tabs = await Promise.all([1, 2, 3].map((tab) => t.post(`${API}/coupon/list`, { tab }, token)))
    expect(tabs.map((r) => r.data.list.map((x: { id: number }) => x.id))).toEqual([[], [used], [unusedB]])
    expect(await audit.entries('coupon.revoke')).toMatchObject([
      { objectType: 'coupon', objectId: String(unusedA), before: { state: 'usable', userId }, after: { state: 'revoked' }, reason: '误发' },
    ])
  })

  test('a revoke racing a spend: the coupon is either spent or revoked, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const [id] = (await one('13800009001')).granted[0].couponIds
      const [revoke, spend] = await Promise.allSettled([desk.revoke(support, id, '误发'), useCoupon(await report(userId))])
      const row = await t.db.selectFrom('coupon').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      const spent = spend.status === 'fulfilled' && spend.value.code === 200
      expect([row.used_at !== null, row.revoked_at !== null]).toEqual([spent, revoke.status === 'fulfilled'])
      expect(spent !== (revoke.status === 'fulfilled')).toBe(true)
    }
  })

  test('the ledger: grants, spends, revokes and expiries with who and why, newest first', async () => {
    const [a, b, c] = (await one('13800009001', { count: 3, validDays: 1 })).granted[0].couponIds
    t.clock.advance(60_000)
    const valId = await report(userId)
    await useCoupon(valId)
    const used = Number((await t.db.selectFrom('coupon').select('id').where('used_at', 'is not', null).executeTakeFirstOrThrow()).id)
    const rest = [a, b, c].filter((id) => id !== used)
    t.clock.advance(60_000)
    await desk.revoke(finance, rest[0], '用户要求')
    t.clock.advance(DAY)
    const { list, total } = await desk.ledger({ userId })
    expect(total).toBe(6)
    expect(list.map((e) => [e.kind, e.couponId, e.actor, e.reason])).toEqual([
      ['expire', rest[1], '系统', '到期未使用'],
      ['revoke', rest[0], '财务小赵', '用户要求'],
      ['spend', used, '系统', '解锁报告'],
      ...[c, b, a].map((id) => ['grant', id, '客服小张', '报告生成失败补偿']),
    ])
    expect(list[2]).toMatchObject({ orderId: expect.stringMatching(/./), reportId: valId })
    expect((await desk.ledger({ userId, kind: 'grant', page: 2, pageSize: 2 })).list.map((e) => e.couponId)).toEqual([a])
    expect((await desk.ledger({ couponId: rest[0] })).list.map((e) => e.kind)).toEqual(['revoke', 'grant'])
    expect((await desk.ledger({ from: NOW + 60_000, to: NOW + 120_001 })).list.map((e) => e.kind)).toEqual(['revoke', 'spend'])
  })
})
