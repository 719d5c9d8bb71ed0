import { lockedReport } from '../support/locked-report'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'
import { playerOf } from './players'

/** 优惠券 in the console: check, grant (capped for support), ledger and revoke, through the routes. */

const API = '/app/v1'
const NOW = Date.UTC(2026, 6, 1, 2, 0, 0)
const DAY = 86_400_000
const PHONE = '13800009001'

let t: ConsoleTestApp
let sue: Session
let fin: Session
let player: { token: string; userId: number; uid: string }

const grant = (session: Session, body: Record<string, unknown>) =>
  t.call('POST', '/coupons/grant', {
    session,
    body: { count: 1, validDays: 30, source: 'compensation', reason: '报告生成失败补偿', ...body },
  })
const usable = () => t.app.services.payment.usableCoupons(player.userId)
const auditOf = async (action: string) => (await t.app.services.audit.list({}, 1, 100)).list.filter((r) => r.action === action)

beforeEach(async () => {
  t = await createConsoleApp({ now: NOW })
  await t.addOperator('sue', 'support')
  await t.addOperator('fin', 'finance')
  await t.addOperator('ops', 'operations')
  sue = await t.sessionOf('sue')
  fin = await t.sessionOf('fin')
  player = await playerOf(t, PHONE)
})
afterEach(async () => {
  await t.close()
})

describe('checking a list before sending', () => {
  test('each recipient: ready with the player, or why not; phones masked; nothing granted', async () => {
    const other = await playerOf(t, '13800009002')
    const list = `手机号\n${PHONE}\n13900000000\nxyz\n${player.uid}\n+8613800009002`
    const check = await t.call('POST', '/coupons/check', { session: sue, body: { recipients: list, count: 5 } })
    expect(check.code).toBe(200)
    expect(check.data).toMatchObject({ total: 10, cap: 20, capLeft: 20 })
    expect(check.data.recipients).toEqual([
      {
        line: 2,
        recipient: '138****9001',
        outcome: 'ready',
        problem: '',
        player: { uid: player.uid, phone: '138****9001' },
        couponIds: [],
      },
      { line: 3, recipient: '139****0000', outcome: 'notFound', problem: '未找到用户', player: null, couponIds: [] },
      { line: 4, recipient: 'xyz', outcome: 'invalid', problem: '不是手机号或用户 uid', player: null, couponIds: [] },
      expect.objectContaining({ line: 5, recipient: player.uid, outcome: 'duplicate', problem: '与第 2 行是同一用户' }),
      expect.objectContaining({ line: 6, outcome: 'ready', player: { uid: other.uid, phone: '138****9002' } }),
    ])
    expect(JSON.stringify(check.data)).not.toContain(PHONE)

    // Past the support allowance: the recipients beyond it, in list order, are over the cap.
    const over = await t.call('POST', '/coupons/check', { session: sue, body: { recipients: `${PHONE}\n13800009002`, count: 15 } })
    expect(over.data.recipients.map((r: { outcome: string }) => r.outcome)).toEqual(['ready', 'overCap'])
    expect(over.data.recipients[1].problem).toBe('超出今日发券额度')
    // Finance is not capped.
    const uncapped = await t.call('POST', '/coupons/check', { session: fin, body: { recipients: `${PHONE}\n13800009002`, count: 15 } })
    expect(uncapped.data).toMatchObject({ total: 30, cap: null, capLeft: null })
    expect(uncapped.data.recipients.map((r: { outcome: string }) => r.outcome)).toEqual(['ready', 'ready'])

    expect(await usable()).toBe(0)
    expect(await auditOf('coupon.grant')).toEqual([])
  })
})

describe('granting', () => {
  test('support grants by phone: the answer per recipient, the player has it, audited with the operator and address', async () => {
    const done = await grant(sue, { recipients: PHONE, count: 2, validDays: 7 })
    expect(done.code).toBe(200)
    expect(done.data).toMatchObject({ total: 2, expiresAt: NOW + 7 * DAY, cap: 20, capLeft: 18 })
    expect(done.data.recipients).toEqual([
      {
        line: 1,
        recipient: '138****9001',
        outcome: 'granted',
        problem: '',
        player: { uid: player.uid, phone: '138****9001' },
        couponIds: [expect.any(Number), expect.any(Number)],
      },
    ])
    expect(await usable()).toBe(2)
    const list = await t.post(`${API}/coupon/list`, { tab: 1 }, player.token)
    expect(list.data.list.map((c: { sourceText: string }) => c.sourceText)).toEqual(['客服补偿', '客服补偿'])

    const [entry] = await auditOf('coupon.grant')
    const sueId = (await t.app.services.operators.byName('sue'))!.id
    expect(entry).toMatchObject({
      operatorId: sueId,
      actor: 'sue',
      ip: '127.0.0.1',
      objectType: 'user',
      objectId: String(player.userId),
      before: null,
      after: { uid: player.uid, count: 2, source: 'compensation', couponIds: done.data.recipients[0].couponIds },
      reason: '报告生成失败补偿',
    })

    // Finance is not capped.
    const big = await grant(fin, { recipients: player.uid, count: 50, validDays: null, source: 'activity', reason: '七月活动' })
    expect(big.data).toMatchObject({ total: 50, expiresAt: null, cap: null, capLeft: null })
    expect(await usable()).toBe(52)
  })

  test('a list with any problem, or past the allowance, grants nothing', async () => {
    const bad = await grant(sue, { recipients: `${PHONE}\n13900000000` })
    expect([bad.code, bad.msg]).toEqual([40000, '发放名单有误，未发放：第 2 行 13900000000：未找到用户'])
    const over = await grant(sue, { recipients: PHONE, count: 21 })
    expect([over.code, over.msg]).toEqual([42900, '超出今日发券额度（每日 20 张，今日还可发 20 张，本次 21 张）'])
    expect(await usable()).toBe(0)
    expect(await auditOf('coupon.grant')).toEqual([])
  })

  test('bad input: 40000 with a Chinese message, nothing granted', async () => {
    const cases: Record<string, unknown>[] = [
      { recipients: '' },
      { recipients: '   ' },
      { recipients: PHONE, count: 0 },
      { recipients: PHONE, count: 101 },
      { recipients: PHONE, count: 1.5 },
      { recipients: PHONE, validDays: 0 },
      { recipients: PHONE, validDays: '7' },
      { recipients: PHONE, source: 'love' },
      { recipients: PHONE, reason: '' },
      { recipients: PHONE, reason: '  ' },
      { recipients: PHONE, reason: '因'.repeat(65) },
    ]
    for (const body of cases) {
      const reply = await grant(sue, body)
      expect([reply.code, body]).toEqual([40000, body])
      expect(reply.msg).toMatch(/[\u4e00-\u9fa5]/)
    }
    const noCount = await t.call('POST', '/coupons/check', { session: sue, body: { recipients: PHONE } })
    expect(noCount.code).toBe(40000)
    expect(await usable()).toBe(0)
  })

  test('the support cap through the route: 100 parallel single grants by one operator never pass it', async () => {
    const replies = await Promise.all(Array.from({ length: 100 }, () => grant(sue, { recipients: PHONE })))
    const codes = replies.map((r) => r.code)
    expect(codes.filter((c) => c === 200)).toHaveLength(20)
    expect(codes.filter((c) => c === 42900)).toHaveLength(80)
    expect(await usable()).toBe(20)
    expect(await auditOf('coupon.grant')).toHaveLength(20)
    const left = await t.call('POST', '/coupons/check', { session: sue, body: { recipients: PHONE, count: 1 } })
    expect(left.data).toMatchObject({ capLeft: 0, recipients: [{ outcome: 'overCap' }] })
    // Another support operator has an allowance of their own; the next Beijing day starts afresh.
    await t.addOperator('sam', 'support')
    expect((await grant(await t.sessionOf('sam'), { recipients: PHONE })).code).toBe(200)
    t.clock.set(Date.UTC(2026, 6, 1, 16, 0, 0))
    expect((await grant(await t.sessionOf('sue'), { recipients: PHONE })).data.capLeft).toBe(19)
  })

  test('operations and analyst may not grant, check, read the ledger or revoke', async () => {
    await t.addOperator('ana', 'analyst')
    for (const session of [await t.sessionOf('ops'), await t.sessionOf('ana')]) {
      for (const [method, path] of [
        ['POST', '/coupons/check'],
        ['POST', '/coupons/grant'],
        ['GET', '/coupons/ledger'],
        ['POST', '/coupons/revoke'],
      ] as const) {
        expect((await t.call(method, path, { session, body: { recipients: PHONE, count: 1 } })).code).toBe(40003)
      }
    }
    expect(await usable()).toBe(0)
  })
})

describe('the ledger and revoking', () => {
  test('a revoked coupon cannot be spent; a used one cannot be revoked; the ledger shows who, why and where each stands', async () => {
    const [a, b] = (await grant(sue, { recipients: PHONE, count: 2 })).data.recipients[0].couponIds as number[]
    t.clock.advance(60_000)
    const revoked = await t.call('POST', '/coupons/revoke', { session: fin, body: { couponId: b, reason: '误发' } })
    expect(revoked).toMatchObject({ code: 200, data: { couponId: b, revokedAt: NOW + 60_000 } })
    expect(await usable()).toBe(1)

    t.clock.advance(60_000)
    // The player spends one: the service picks the usable one, never the revoked.
    const spent = await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId: await lockedReport(t, player.userId) }, player.token)
    expect(spent.code).toBe(200)
    const again = await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId: await lockedReport(t, player.userId) }, player.token)
    expect(again.code).toBe(40027)
    const row = await t.db.selectFrom('coupon').select(['used_at', 'revoked_at']).where('id', '=', b).executeTakeFirstOrThrow()
    expect([row.used_at, row.revoked_at === null]).toEqual([null, false])

    const refused = await t.call('POST', '/coupons/revoke', { session: fin, body: { couponId: a, reason: '误发' } })
    expect([refused.code, refused.msg]).toEqual([40000, '券已使用，不能撤回'])
    expect((await t.call('POST', '/coupons/revoke', { session: fin, body: { couponId: b, reason: '误发' } })).msg).toBe('券已撤回')
    expect((await t.call('POST', '/coupons/revoke', { session: fin, body: { couponId: 999_999, reason: '误发' } })).code).toBe(40004)
    for (const body of [{ couponId: a }, { couponId: a, reason: '' }, { couponId: 'x', reason: '误发' }, { couponId: 0, reason: '误发' }]) {
      expect((await t.call('POST', '/coupons/revoke', { session: fin, body })).code).toBe(40000)
    }

    const [entry] = await auditOf('coupon.revoke')
    expect(entry).toMatchObject({
      actor: 'fin',
      objectType: 'coupon',
      objectId: String(b),
      before: { state: 'usable', userId: player.userId },
      after: { state: 'revoked' },
      reason: '误发',
    })

    const ledger = await t.call('GET', `/coupons/ledger?player=${PHONE}`, { session: sue })
    expect(ledger.data).toMatchObject({ total: 4, page: 1, pageSize: 20 })
    expect(
      ledger.data.list.map((e: { kind: string; couponId: number; actor: string; state: string }) => [e.kind, e.couponId, e.actor, e.state]),
    ).toEqual([
      ['spend', a, '系统', 'used'],
      ['revoke', b, 'fin', 'revoked'],
      ['grant', b, 'sue', 'revoked'],
      ['grant', a, 'sue', 'used'],
    ])
    expect(ledger.data.list[0].player).toEqual({ uid: player.uid, phone: '138****9001' })
    expect(JSON.stringify(ledger.data)).not.toContain(PHONE)

    const byUid = await t.call('GET', `/coupons/ledger?player=${player.uid}&kind=grant&pageSize=1&page=2`, { session: sue })
    expect(byUid.data).toMatchObject({ total: 2, page: 2, pageSize: 1, list: [{ couponId: a }] })
    const byCoupon = await t.call('GET', `/coupons/ledger?couponId=${b}&from=${NOW + 1}&to=${NOW + 60_001}`, { session: sue })
    expect(byCoupon.data.list.map((e: { kind: string }) => e.kind)).toEqual(['revoke'])
    expect((await t.call('GET', '/coupons/ledger?player=13900000000', { session: sue })).data).toMatchObject({ list: [], total: 0 })
    for (const query of ['player=abc', 'kind=gift', 'couponId=x', 'pageSize=101', 'from=-1']) {
      expect([query, (await t.call('GET', `/coupons/ledger?${query}`, { session: sue })).code]).toEqual([query, 40000])
    }
  })
})
