import { randomBytes } from 'node:crypto'
import type { LoginData } from '../../src/contract'
import type { PlayerProfile, PlayerReport } from '../../src/contract/console'
import { grantChances } from '../../src/modules/draw/chances'
import { runDrawCommand } from '../../src/modules/draw/command'
import { cliActor } from '../../src/modules/audit/service'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { idNumber } from '../id-numbers'
import { createConsoleApp, type ConsoleReply, type ConsoleTestApp, type Session } from './console-fixture'

/**
 * Issue 37 point 5: the console's player lookup and player page, made of players who did things through the player
 * API (logins on two terminals, a paid, a coupon and a helped unlock, helps, love value, a prize with an address,
 * feedback), and 退出全部登录.
 */

const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const MINUTE = 60_000
const API = '/app/v1'
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

const PHONE = '13800055001'
const INVITER_PHONE = '13800055000'
const FRIEND_PHONES = ['13800055011', '13800055012', '13800055013']
const MINOR_PHONE = '13800055021'
const GONE_PHONE = '13800055031'
const ADDRESS = {
  name: '王小五',
  mobile: '13900001111',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南区 8 栋 1201',
}
/** Every full number the world holds: none may appear in any console answer. */
const FULL_NUMBERS = [PHONE, INVITER_PHONE, ...FRIEND_PHONES, MINOR_PHONE, GONE_PHONE, ADDRESS.mobile]

interface Player extends LoginData {
  id: number
  uid: string
  inviteCode: string
}

let t: ConsoleTestApp
const as = {} as Record<'admin' | 'support' | 'finance' | 'analyst' | 'operations', Session>
let p: Player
let secondLogin: LoginData
let inviter: Player
let friends: Player[]
const reports = {} as Record<'locked' | 'paid' | 'coupon' | 'helped' | 'friends', string>
let paidOrder: string
let feedbackId: number
/** Every console answer of the tests, for the masking check at the end. */
const answers: unknown[] = []

async function player(phone: string, terminal = 2, inviteCode?: string): Promise<Player> {
  const login = await t.app.services.auth.loginByPhone(
    '86',
    phone,
    { terminal, channel: 'h5-default', ip: '127.0.0.1' },
    inviteCode ? { inviteCode } : {},
    0,
  )
  const row = await t.db.selectFrom('users').select(['id', 'uid', 'invite_code']).where('phone', '=', phone).executeTakeFirstOrThrow()
  return { ...login, id: row.id, uid: row.uid, inviteCode: row.invite_code }
}

/** A finished, locked valuation report of the user. */
async function report(userId: number): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  await new ReportRepository(t.db).insertGenerated({
    id,
    userId,
    kind: 1,
    gameId: 10013,
    evaluateType: 2,
    input: JSON.stringify({ attrs: {} }),
    now: t.clock.now(),
    result: JSON.stringify({ estimateFen: 123456, range: { lowFen: 100000, highFen: 150000 }, breakdown: {}, comparables: [] }),
    teaser: JSON.stringify({ gameName: '王者荣耀', level: 'SR', band: '1千-3千元', comparableCount: 12, demo: true }),
  })
  t.clock.advance(MINUTE)
  return id
}

async function ok<T>(reply: Promise<ConsoleReply<T>>): Promise<T> {
  const r = await reply
  if (r.code !== 200) throw new Error(`${r.code} ${r.msg}`)
  answers.push(r.data)
  return r.data
}

const get = <T = any>(path: string, query: Record<string, string>, session = as.support) =>
  t.call<T>('GET', `${path}?${new URLSearchParams(query).toString()}`, { session })
const read = <T = any>(path: string, query: Record<string, string>, session = as.support) => ok<T>(get<T>(path, query, session))
/** The lookup is a POST: a phone number never travels in a URL. */
const searchReply = (q: string, session = as.support) => t.call('POST', '/players/search', { session, body: { q } })
const search = (q: string) => ok<{ list: Record<string, unknown>[] }>(searchReply(q))

beforeAll(async () => {
  t = await createConsoleApp({ now: NOW })
  for (const role of ['admin', 'support', 'finance', 'analyst', 'operations'] as const) {
    await t.addOperator(`p-${role}`, role)
    as[role] = await t.sessionOf(`p-${role}`)
  }

  inviter = await player(INVITER_PHONE)
  p = await player(PHONE, 2, inviter.inviteCode)
  await t.verifyRealName(p.token)
  t.clock.advance(MINUTE)
  secondLogin = await t.app.services.auth.loginByPhone('86', PHONE, { terminal: 5, channel: 'weapp', ip: '127.0.0.1' }, {}, 0)
  friends = await Promise.all(FRIEND_PHONES.map((phone) => player(phone)))

  reports.locked = await report(p.id)

  reports.paid = await report(p.id)
  const order = await t.post(`${API}/payment/payTrans`, { scene: 1, valId: reports.paid, payType: 1, returnPath: '/' }, p.token, WEB)
  paidOrder = order.data.order.orderNo
  await t.app.inject({ method: 'POST', url: `/sandbox-pay/cashier/${paidOrder}/pay`, payload: 'return=/', headers: FORM })

  reports.coupon = await report(p.id)
  await t.app.services.payment.grantCoupons(p.id, 2, null, null)
  expect((await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId: reports.coupon }, p.token)).code).toBe(200)

  reports.helped = await report(p.id)
  const code = (await t.post(`${API}/val/helpShare`, { valId: reports.helped }, p.token, WEB)).data.code
  for (const friend of friends) expect((await t.post(`${API}/val/valReportShare`, { valId: code }, friend.token)).code).toBe(200)

  reports.friends = await report(friends[0].id)
  const friendCode = (await t.post(`${API}/val/helpShare`, { valId: reports.friends }, friends[0].token, WEB)).data.code
  expect((await t.post(`${API}/val/valReportShare`, { valId: friendCode }, p.token)).code).toBe(200)

  await t.app.services.rewardsDesk.adjustLove(cliActor('test'), p.id, 50, '客服补偿')

  const day = 24 * 3_600_000
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const draw = (...args: string[]) => runDrawCommand(args, t.app.services, cliActor('test'))
  await draw('activity:set', 'P1', '--title', '六月抽奖', '--start', iso(t.clock.now() - day), '--end', iso(t.clock.now() + 30 * day))
  await draw('prize:add', 'P1', '--type', '1', '--name', '定制鼠标垫', '--odds', '100', '--stock', '10')
  await grantChances(t.db, p.id, 'P1', 1, t.clock.now())
  const drawn = await t.post(`${API}/draw/draw`, { activityId: 'P1' }, p.token)
  expect((await t.post(`${API}/draw/address`, { recordId: drawn.data.record.id, ...ADDRESS }, p.token)).code).toBe(200)

  const submitted = await t.post(`${API}/feedback/submit`, { category: 'suggestion', content: '希望支持更多游戏' }, p.token)
  feedbackId = submitted.data.feedbackId
  await t.app.services.feedbackInbox.reply({ operatorId: null, name: 'cli:test' }, feedbackId, '感谢建议，已记录')
})

afterAll(async () => {
  await (t.app.providers.pay.get('sandbox') as SandboxPayProvider).settled()
  await t.close()
})

describe('search', () => {
  test('by phone (exact, however it is typed), uid, invite code and report id, each in either case', async () => {
    const hit = { uid: p.uid, nickname: '玩家5001', phone: '138****5001', deleted: false }
    for (const q of [PHONE, '+86 138-0005-5001', '0086 13800055001']) {
      expect((await search(q)).list).toEqual([{ ...hit, createdAt: NOW, matchedBy: 'phone' }])
    }
    expect((await search(p.uid.toUpperCase())).list).toEqual([{ ...hit, createdAt: NOW, matchedBy: 'uid' }])
    expect((await search(` ${p.inviteCode.toLowerCase()} `)).list).toEqual([{ ...hit, createdAt: NOW, matchedBy: 'inviteCode' }])
    expect((await search(reports.helped)).list).toEqual([{ ...hit, createdAt: NOW, matchedBy: 'reportId' }])
    expect((await search(reports.friends)).list).toMatchObject([{ uid: friends[0].uid, phone: '138****5011' }])
  })

  test('a well-formed key nobody has finds nobody; text that is no key at all is 40000', async () => {
    for (const q of ['13800059999', 'zzzzzzzzzzzz', 'r_doesnotexist']) expect((await search(q)).list).toEqual([])
    for (const q of ['张三', '138-0005-5001#', 'a@b.c', '   ']) {
      expect(await searchReply(q)).toMatchObject({ code: 40000, msg: '请输入手机号、UID、邀请码或报告编号' })
    }
    expect((await t.call('POST', '/players/search', { session: as.support, body: {} })).code).toBe(40000)
    expect((await searchReply('x'.repeat(65))).code).toBe(40000)
  })

  test('only the roles that may see personal data search', async () => {
    expect((await searchReply(PHONE, as.finance)).code).toBe(200)
    expect((await searchReply(PHONE, as.admin)).code).toBe(200)
    expect(await searchReply(PHONE, as.analyst)).toMatchObject({ code: 40003, msg: '无权操作' })
    expect(await searchReply(PHONE, as.operations)).toMatchObject({ code: 40003, msg: '无权操作' })
  })
})

describe('the player page', () => {
  test('the account: masked phone and real name, inviter, logins, balances', async () => {
    const profile = await read<PlayerProfile>('/players/profile', { uid: p.uid })
    expect(profile).toEqual({
      uid: p.uid,
      nickname: '玩家5001',
      phone: '138****5001',
      hasPhone: true,
      inviteCode: p.inviteCode,
      createdAt: NOW,
      source: 'h5-default',
      terminal: 2,
      terminalName: 'H5 网页',
      identities: [],
      deletedAt: null,
      realName: { verified: true, name: '测***', verifiedAt: NOW },
      minor: { isMinor: false, until: null },
      inviter: { uid: inviter.uid, nickname: '玩家5000', invitedAt: NOW },
      lastLoginAt: NOW + MINUTE,
      lastSeenAt: NOW + MINUTE,
      liveSessions: 2,
      loveBalance: 50,
      usableCoupons: 1,
    })
  })

  test('a minor and a deleted account say so', async () => {
    const minor = await player(MINOR_PHONE)
    const verify = await t.post(`${API}/user/realInfoVerify`, { name: '张小明', idNo: idNumber('20150307') }, minor.token)
    expect(verify.code).toBe(40101)
    expect(await read<PlayerProfile>('/players/profile', { uid: minor.uid })).toMatchObject({
      realName: { verified: false, name: null },
      minor: { isMinor: true, until: Date.UTC(2033, 2, 6, 16, 0, 0) },
    })

    const gone = await player(GONE_PHONE)
    expect((await t.post(`${API}/user/logOff`, {}, gone.token)).code).toBe(200)
    expect(await read<PlayerProfile>('/players/profile', { uid: gone.uid })).toMatchObject({
      phone: '',
      hasPhone: false,
      deletedAt: t.clock.now(),
      liveSessions: 0,
    })
    expect((await search(gone.uid)).list).toMatchObject([{ uid: gone.uid, deleted: true, phone: '' }])
    // The number is free again: searching it finds nobody.
    expect((await search(GONE_PHONE)).list).toEqual([])
  })

  test('sessions: one row per login with its terminal; newest activity first', async () => {
    const sessions = await read('/players/sessions', { uid: p.uid })
    expect(sessions).toMatchObject({ total: 2, page: 1, pageSize: 20 })
    expect(sessions.list).toMatchObject([
      { terminal: 5, terminalName: '微信小程序', loginAt: NOW + MINUTE, state: 'live', revokedAt: null },
      { terminal: 2, terminalName: 'H5 网页', loginAt: NOW, state: 'live', revokedAt: null },
    ])
    expect(sessions.list[0].expiresAt).toBe(NOW + MINUTE + t.config.refreshTokenTtlMs)
    // A refresh keeps the login and moves its last activity.
    t.clock.advance(MINUTE)
    const refreshed = await t.get(`${API}/refresh`, secondLogin.refresh_token)
    expect(refreshed.code).toBe(200)
    secondLogin = { ...secondLogin, ...refreshed.data }
    const after = await read('/players/sessions', { uid: p.uid, page: '1', pageSize: '1' })
    expect(after).toMatchObject({
      total: 2,
      pageSize: 1,
      list: [{ terminal: 5, loginAt: NOW + MINUTE, lastSeenAt: t.clock.now(), state: 'live' }],
    })
  })

  test('reports with their lock state and how each was unlocked', async () => {
    const { list, total } = await read<{ list: PlayerReport[]; total: number }>('/players/reports', { uid: p.uid })
    expect(total).toBe(4)
    const byId = Object.fromEntries(list.map((r) => [r.id, r]))
    const base = { kind: 1, kindName: '估价', gameName: '王者荣耀', level: 'SR', estimateFen: 123456, deleted: false }
    expect(byId[reports.locked]).toMatchObject({ ...base, lock: 'locked', lockText: '未解锁', unlockVia: null, unlockedAt: null })
    expect(byId[reports.paid]).toMatchObject({
      ...base,
      lock: 'unlocked',
      lockText: '已解锁',
      unlockVia: 'pay',
      unlockViaText: '支付',
      unlockRef: paidOrder,
    })
    expect(byId[reports.coupon]).toMatchObject({ ...base, lock: 'unlocked', unlockVia: 'coupon', unlockViaText: '券' })
    expect(byId[reports.helped]).toMatchObject({ ...base, lock: 'unlocked', unlockVia: 'help', unlockViaText: '助力' })
    expect(list.map((r) => r.id)).toEqual([reports.helped, reports.coupon, reports.paid, reports.locked])
  })

  test('orders (the paid one and the coupon’s), coupons with their state', async () => {
    const orders = await read('/players/orders', { uid: p.uid })
    expect(orders.total).toBe(2)
    expect(orders.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderNo: paidOrder,
          reportId: reports.paid,
          scene: 1,
          sceneName: '估价报告解锁',
          payTypeName: '微信支付',
          provider: 'sandbox',
          amountFen: 490,
          status: 'paid',
          statusText: '已支付',
          paidAt: expect.any(Number),
        }),
        expect.objectContaining({ reportId: reports.coupon, payType: 3, payTypeName: '解锁券', amountFen: 0 }),
      ]),
    )
    const coupons = await read('/players/coupons', { uid: p.uid })
    expect(coupons).toMatchObject({ total: 2, usable: 1 })
    expect(coupons.list.map((c: { state: string }) => c.state).sort()).toEqual(['usable', 'used'])
    expect(coupons.list.find((c: { state: string }) => c.state === 'used')).toMatchObject({
      usedReportId: reports.coupon,
      stateText: '已使用',
    })
  })

  test('love value, helps both ways, invitations, prizes (address masked), feedback', async () => {
    expect(await read('/players/love', { uid: p.uid })).toMatchObject({
      balance: 50,
      total: 1,
      list: [{ delta: 50, title: '客服补偿', balanceAfter: 50 }],
    })
    const received = await read('/players/helps', { uid: p.uid, direction: 'received' })
    expect(received.total).toBe(3)
    expect(received.list.map((h: { other: { uid: string } }) => h.other.uid).sort()).toEqual(friends.map((f) => f.uid).sort())
    expect(received.list[0]).toMatchObject({ reportId: reports.helped, reportUnlocked: true, unlockedByHelp: true })
    expect(await read('/players/helps', { uid: p.uid, direction: 'given' })).toMatchObject({
      total: 1,
      list: [{ reportId: reports.friends, other: { uid: friends[0].uid, nickname: '玩家5011' }, reportUnlocked: false }],
    })
    expect(await read('/players/invitations', { uid: inviter.uid })).toMatchObject({
      total: 1,
      // Valued without earning the inviter a coupon (the reports were made here, not by the valuation flow).
      list: [{ uid: p.uid, nickname: '玩***', rewardState: 2, rewardStateText: '已估价，该号码曾计过奖励' }],
    })
    expect(await read('/players/prizes', { uid: p.uid })).toMatchObject({
      total: 1,
      list: [
        {
          activityTitle: '六月抽奖',
          prizeName: '定制鼠标垫',
          prizeType: 1,
          stateText: '待发货',
          address: '王** 139****1111 广东省 深圳市 南山区',
        },
      ],
    })
    expect(await read('/players/feedback', { uid: p.uid })).toMatchObject({
      total: 1,
      list: [{ feedbackId, content: '希望支持更多游戏', status: 1, statusLabel: '已回复', replyCount: 1, playerRead: false }],
    })
  })

  test('an unknown player is 40004 on every section; bad parameters are 40000', async () => {
    const sections = ['profile', 'sessions', 'reports', 'orders', 'coupons', 'love', 'invitations', 'prizes', 'feedback']
    for (const section of sections) {
      expect(await get(`/players/${section}`, { uid: 'nosuchuid0000' })).toMatchObject({ code: 40004, msg: '玩家不存在' })
      expect((await get(`/players/${section}`, {})).code).toBe(40000)
      expect((await get(`/players/${section}`, { uid: 'bad uid!' })).code).toBe(40000)
    }
    expect(await get('/players/helps', { uid: 'nosuchuid0000', direction: 'given' })).toMatchObject({ code: 40004 })
    expect((await get('/players/helps', { uid: p.uid, direction: 'sideways' })).code).toBe(40000)
    for (const page of [{ page: '0' }, { pageSize: '101' }, { page: 'one' }, { pageSize: '-1' }] as Record<string, string>[]) {
      expect((await get('/players/reports', { uid: p.uid, ...page })).code).toBe(40000)
    }
  })
})

describe('退出全部登录', () => {
  const userInfo = (token: string) => t.post(`${API}/user/userInfo`, {}, token)
  const revoke = (body: object, session = as.support) => t.call('POST', '/players/revoke-sessions', { session, body })

  test('finance may read but not end sessions; bad input changes nothing', async () => {
    expect(await revoke({ uid: p.uid, reason: '账号被盗' }, as.finance)).toMatchObject({ code: 40003, msg: '无权操作' })
    expect(await revoke({ uid: p.uid, reason: '  ' })).toMatchObject({ code: 40000, msg: '请填写原因（至少 2 个字）' })
    expect((await revoke({ uid: p.uid })).code).toBe(40000)
    expect(await revoke({ uid: 'nosuchuid0000', reason: '账号被盗' })).toMatchObject({ code: 40004 })
    expect((await userInfo(p.token)).code).toBe(200)
  })

  test('every token of the player stops at once (40005), refresh too; the audit row holds the count before and after', async () => {
    expect((await userInfo(p.token)).code).toBe(200)
    expect((await userInfo(secondLogin.token)).code).toBe(200)
    const reply = await revoke({ uid: p.uid, reason: '  账号被盗，玩家要求  ' })
    expect(reply).toMatchObject({ code: 200, data: { revoked: 2 } })

    expect((await userInfo(p.token)).code).toBe(40005)
    expect((await userInfo(secondLogin.token)).code).toBe(40005)
    expect((await t.get(`${API}/refresh`, p.refresh_token)).code).toBe(40005)
    expect((await t.get(`${API}/refresh`, secondLogin.refresh_token)).code).toBe(40005)
    // Other players keep theirs.
    expect((await userInfo(friends[0].token)).code).toBe(200)

    const sessions = await read('/players/sessions', { uid: p.uid })
    expect(sessions.list.map((s: { state: string; revokedAt: number }) => [s.state, s.revokedAt])).toEqual([
      ['revoked', t.clock.now()],
      ['revoked', t.clock.now()],
    ])
    expect((await read<PlayerProfile>('/players/profile', { uid: p.uid })).liveSessions).toBe(0)

    const audit = await t.call('GET', `/audit?objectType=user&objectId=${p.uid}`, { session: as.admin })
    expect(audit.data.list).toMatchObject([
      {
        action: 'player.revoke_sessions',
        actor: 'p-support',
        objectId: p.uid,
        before: { liveSessions: 2 },
        after: { liveSessions: 0 },
        reason: '账号被盗，玩家要求',
      },
    ])

    // Again: nothing left to end, still recorded.
    expect(await revoke({ uid: p.uid, reason: '再次确认' })).toMatchObject({ code: 200, data: { revoked: 0 } })
    // A new login works as before.
    const again = await player(PHONE)
    expect((await userInfo(again.token)).code).toBe(200)
  })

  test('refreshes racing the revoke leave no live token behind', async () => {
    const login = await player(PHONE, 4)
    t.clock.advance(MINUTE)
    const [refreshes, revoked] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => t.get(`${API}/refresh`, login.refresh_token))),
      revoke({ uid: p.uid, reason: '并发测试' }),
    ])
    expect(revoked.code).toBe(200)
    const tokens = [login.token, ...refreshes.filter((r) => r.code === 200).map((r) => r.data.token as string)]
    for (const token of tokens) expect((await userInfo(token)).code).toBe(40005)
    expect((await read<PlayerProfile>('/players/profile', { uid: p.uid })).liveSessions).toBe(0)
  })
})

describe('masking', () => {
  test('no answer carries a full phone number, an ID number or a full real name', () => {
    const json = JSON.stringify(answers)
    expect(answers.length).toBeGreaterThan(15)
    for (const number of FULL_NUMBERS) expect(json).not.toContain(number)
    expect(json).not.toContain('测试用户')
    expect(json).not.toContain(ADDRESS.name)
    expect(json).not.toContain(ADDRESS.detail)
    // The test helpers' adult ID numbers: region 110101, born 1990-01-01.
    expect(json).not.toContain('11010119900101')
  })
})
