import { cliActor } from '../../src/modules/audit/service'
import { grantChances } from '../../src/modules/draw/chances'
import { runDrawCommand } from '../../src/modules/draw/command'
import type { RedPacketPayouts } from '../../src/providers/payout'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'
import { playerOf } from './players'

/** 奖品发放 in the console: won prizes, shipping to the player's logistics page, red-packet payouts paid again. */

const API = '/app/v1'
const NOW = Date.UTC(2026, 6, 1, 2, 0, 0)
const DAY = 24 * 3_600_000
const PHONE = '13800009001'
const ADDRESS = {
  name: '张三丰',
  mobile: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南区 8 栋 1201',
}

let t: ConsoleTestApp
let opsSession: Session
let player: { token: string; userId: number; uid: string }
/** The payout provider's calls, and whether it fails them now. */
let payCalls: number[]
let failing: boolean

const payouts: RedPacketPayouts = {
  name: 'counting',
  pay: async ({ recordId }) => {
    payCalls.push(recordId)
    // A real transfer takes a moment: parallel retries overlap it.
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (failing) throw new Error('商户余额不足')
    return { payoutNo: `P${recordId}` }
  },
}

const cli = (...args: string[]) => runDrawCommand(args, t.app.services, cliActor('test'))
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** An activity whose one prize (CLI prize:add arguments) is won by every draw. */
async function activityWith(id: string, prize: string[]): Promise<void> {
  await cli('activity:set', id, '--title', `活动${id}`, '--start', iso(t.clock.now() - DAY), '--end', iso(t.clock.now() + 30 * DAY))
  await cli('prize:add', id, '--odds', '100', '--stock', '100', ...prize)
}

async function win(activityId: string, who = player): Promise<number> {
  await grantChances(t.db, who.userId, activityId, 1, t.clock.now())
  const res = await t.post(`${API}/draw/draw`, { activityId }, who.token)
  if (res.code !== 200) throw new Error(`draw: ${res.code} ${res.msg}`)
  return res.data.record.id as number
}

const list = (query = '', session = opsSession) => t.call('GET', `/prizes${query}`, { session })
const detail = (recordId: number, session = opsSession) => t.call('GET', `/prizes/detail?recordId=${recordId}`, { session })
const ship = (body: Record<string, unknown>, session = opsSession) => t.call('POST', '/prizes/ship', { session, body })
const retry = (recordId: number, session = opsSession) => t.call('POST', '/prizes/retry-payout', { session, body: { recordId } })
const trail = async (recordId: number) =>
  (await t.app.services.audit.list({ objectType: 'prize_record', objectId: String(recordId) }, 1, 100)).list.reverse()

beforeEach(async () => {
  payCalls = []
  failing = false
  t = await createConsoleApp({ now: NOW, providers: { payouts } })
  await t.addOperator('olly', 'operations')
  await t.addOperator('ada', 'admin')
  await t.addOperator('sue', 'support')
  opsSession = await t.sessionOf('olly')
  player = await playerOf(t, PHONE)
  await activityWith('GIFT', ['--type', '1', '--name', '游戏手柄'])
  await activityWith('RED', ['--type', '2', '--name', '现金红包', '--amount-yuan', '1.88'])
  await activityWith('CPN', ['--type', '3', '--name', '解锁券', '--coupons', '2'])
})
afterEach(async () => {
  await t.close()
})

test('the list: won prizes only, newest first, filtered by activity, type, state, time and player, phones masked', async () => {
  const gift = await win('GIFT')
  t.clock.advance(60_000)
  failing = true
  const red = await win('RED')
  t.clock.advance(60_000)
  const other = await playerOf(t, '13800009002')
  const coupon = await win('CPN', other)
  await cli('activity:set', 'NONE', '--title', '空奖', '--start', iso(t.clock.now() - DAY), '--end', iso(t.clock.now() + DAY))
  await cli('prize:add', 'NONE', '--type', '1', '--name', '不会中', '--odds', '0.0001', '--stock', '0')
  await grantChances(t.db, player.userId, 'NONE', 1, t.clock.now())
  expect((await t.post(`${API}/draw/draw`, { activityId: 'NONE' }, player.token)).data.record.state).toBe(0)

  const all = await list()
  expect(all.data).toMatchObject({ total: 3, page: 1, pageSize: 20 })
  expect(all.data.list.map((r: { id: number }) => r.id)).toEqual([coupon, red, gift])
  expect(all.data.list[2]).toEqual({
    id: gift,
    activityId: 'GIFT',
    activityTitle: '活动GIFT',
    player: { uid: player.uid, phone: '138****9001' },
    prizeType: 1,
    prizeName: '游戏手柄',
    amountFen: 0,
    couponCount: 0,
    state: 1,
    stateText: '待填地址',
    createdAt: NOW,
    shipping: null,
    payoutError: null,
  })
  expect(all.data.list[1]).toMatchObject({ state: 6, stateText: '红包失败', amountFen: 188, payoutError: '商户余额不足' })
  expect(all.data.list[0]).toMatchObject({ state: 7, stateText: '券已到账', couponCount: 2 })
  expect(JSON.stringify(all.data)).not.toContain(PHONE)

  const ids = async (query: string) => (await list(query)).data.list.map((r: { id: number }) => r.id)
  expect(await ids('?activityId=RED')).toEqual([red])
  expect(await ids('?prizeType=1')).toEqual([gift])
  expect(await ids('?state=6')).toEqual([red])
  expect(await ids(`?uid=${other.uid}`)).toEqual([coupon])
  expect(await ids('?uid=nobody000')).toEqual([])
  expect(await ids(`?from=${NOW + 60_000}&to=${NOW + 120_000}`)).toEqual([red])
  expect(await ids('?pageSize=1&page=2')).toEqual([red])

  expect(await list('?state=0')).toMatchObject({ code: 40000 })
  expect(await list('?prizeType=4')).toMatchObject({ code: 40000 })
  expect(await list('?from=yesterday')).toMatchObject({ code: 40000 })
  const activities = await t.call('GET', '/prizes/activities', { session: opsSession })
  expect(activities.data.list.map((a: { id: string }) => a.id).sort()).toEqual(['CPN', 'GIFT', 'NONE', 'RED'])
})

test('shipping: the address in full with the recipient masked, checked input, and the player’s logistics page shows it', async () => {
  const id = await win('GIFT')
  expect((await detail(id)).data).toMatchObject({ state: 1, address: null, canShip: false, attempts: [] })
  expect(await ship({ recordId: id, carrier: '顺丰速运', trackingNo: 'SF1234567890' })).toMatchObject({
    code: 40000,
    msg: '用户还没有填写收货地址，暂不能发货',
  })

  expect((await t.post(`${API}/draw/address`, { recordId: id, ...ADDRESS }, player.token)).code).toBe(200)
  const before = (await detail(id)).data
  expect(before).toMatchObject({ state: 2, stateText: '待发货', canShip: true, canRetry: false, shipping: null })
  expect(before.address).toEqual({
    name: '张**',
    mobile: '139****5678',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科技园南区 8 栋 1201',
    submittedAt: NOW,
  })
  expect(JSON.stringify(before)).not.toContain('13912345678')

  expect(await ship({ recordId: id, carrier: '顺丰速运', trackingNo: 'SF 123' })).toMatchObject({
    code: 40000,
    msg: '快递单号应为 4-40 位字母、数字或“-”',
  })
  expect((await ship({ recordId: id, carrier: '随便快递', trackingNo: 'SF123456' })).code).toBe(40000)
  expect((await ship({ recordId: id, carrier: '顺丰速运' })).code).toBe(40000)
  expect((await ship({ recordId: 999_999, carrier: '顺丰速运', trackingNo: 'SF123456' })).code).toBe(40004)
  expect(await ship({ recordId: id, carrier: '顺丰速运', trackingNo: 'SF123456' }, await t.sessionOf('sue'))).toMatchObject({ code: 40003 })
  expect(await trail(id)).toEqual([])

  t.clock.advance(600_000)
  const shipped = await ship({ recordId: id, carrier: '中通快递', trackingNo: ' ZT-000111222 ' })
  expect(shipped).toMatchObject({ code: 200, msg: '已发货' })
  expect(shipped.data).toMatchObject({
    state: 3,
    stateText: '已发货',
    canShip: false,
    shipping: { carrier: '中通快递', trackingNo: 'ZT-000111222', shippedAt: NOW + 600_000 },
  })

  // The player's logistics page reads its record: shipped, with the carrier and number.
  const logistics = await t.post(`${API}/draw/record`, { recordId: id }, player.token)
  expect(logistics.data).toMatchObject({
    state: 3,
    stateText: '已发货',
    addressEditable: false,
    shipping: { carrier: '中通快递', trackingNo: 'ZT-000111222', shippedAt: NOW + 600_000 },
  })

  const rows = await trail(id)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    action: 'prize.ship',
    actor: 'olly',
    before: { state: 2 },
    after: { state: 3, carrier: '中通快递', trackingNo: 'ZT-000111222' },
  })
  expect(await ship({ recordId: id, carrier: '顺丰速运', trackingNo: 'SF999999' })).toMatchObject({ code: 40000, msg: '该奖品已发货' })
  expect(await trail(id)).toHaveLength(1)
  expect(await ship({ recordId: await win('RED'), carrier: '顺丰速运', trackingNo: 'SF999999' })).toMatchObject({
    code: 40000,
    msg: '该奖品不是实物，无需发货',
  })
})

test('parallel ships of one prize: one ships it, the rest are told it already was, one audit row', async () => {
  const id = await win('GIFT')
  await t.post(`${API}/draw/address`, { recordId: id, ...ADDRESS }, player.token)
  const replies = await Promise.all(
    Array.from({ length: 10 }, (_, i) => ship({ recordId: id, carrier: '顺丰速运', trackingNo: `SF10000${i}` })),
  )
  expect(replies.filter((r) => r.code === 200)).toHaveLength(1)
  expect(replies.filter((r) => r.code === 40000 && r.msg === '该奖品已发货')).toHaveLength(9)
  const winner = replies.find((r) => r.code === 200)?.data.shipping.trackingNo
  expect((await t.post(`${API}/draw/record`, { recordId: id }, player.token)).data.shipping.trackingNo).toBe(winner)
  expect(await trail(id)).toHaveLength(1)
})

test('a failed red packet paid again: 100 parallel retries pay it once, with its attempts and audit rows', async () => {
  failing = true
  const id = await win('RED')
  expect(payCalls).toEqual([id])
  const failed = (await detail(id)).data
  expect(failed).toMatchObject({ state: 6, canRetry: true, payoutError: '商户余额不足', payout: null })
  expect(failed.attempts).toEqual([{ at: NOW, by: '系统', outcome: 'failed', payoutNo: null, error: '商户余额不足' }])

  // Still failing: the retry is recorded and the record is failed again, with the new attempt.
  t.clock.advance(60_000)
  const again = await retry(id)
  expect(again).toMatchObject({ code: 200, msg: '重新发放失败：商户余额不足', data: { state: 6, canRetry: true } })

  failing = false
  t.clock.advance(60_000)
  const admin = await t.sessionOf('ada')
  const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => retry(id, i % 2 ? admin : opsSession)))
  expect(replies.map((r) => r.code)).toEqual(Array(100).fill(200))
  expect(payCalls).toEqual([id, id, id])
  expect(replies.filter((r) => r.msg === '红包已发放')).toHaveLength(1)
  expect(replies.every((r) => r.data.state === 5 || r.data.state === 4)).toBe(true)

  const paid = (await detail(id)).data
  expect(paid).toMatchObject({ state: 5, stateText: '已发放', canRetry: false, payoutError: null, payout: { payoutNo: `P${id}` } })
  expect(paid.attempts).toEqual([
    { at: NOW, by: '系统', outcome: 'failed', payoutNo: null, error: '商户余额不足' },
    { at: NOW + 60_000, by: 'olly', outcome: 'failed', payoutNo: null, error: '商户余额不足' },
    { at: NOW + 120_000, by: expect.stringMatching(/^(olly|ada)$/), outcome: 'paid', payoutNo: `P${id}`, error: null },
  ])
  const rows = await trail(id)
  expect(rows.map((r) => r.action)).toEqual(['prize.payoutRetry', 'prize.payoutSettled', 'prize.payoutRetry', 'prize.payoutSettled'])
  expect(rows[2]).toMatchObject({ before: { state: 6, payoutError: '商户余额不足' }, after: { state: 4 } })
  expect(rows[3]).toMatchObject({ before: { state: 4 }, after: { state: 5, payoutNo: `P${id}` } })
  expect((await t.post(`${API}/draw/record`, { recordId: id }, player.token)).data).toMatchObject({ state: 5, stateText: '红包已发放' })

  expect(await retry(id)).toMatchObject({ code: 200, msg: '该红包已发放，无需重新发放', data: { state: 5 } })
  expect(payCalls).toHaveLength(3)
  expect(await retry(await win('GIFT'))).toMatchObject({ code: 40000, msg: '该奖品不是红包，无需发放' })
})

test('the CLI runs the same commands: its ships and retries are audited with before and after under cli:NAME', async () => {
  const gift = await win('GIFT')
  await t.post(`${API}/draw/address`, { recordId: gift, ...ADDRESS }, player.token)
  expect(await cli('prize:ship', String(gift), '--carrier', '顺丰', '--tracking', 'SF1234567')).toBe(
    `shipped record ${gift} (游戏手柄) to 张三丰 13912345678, 广东省 深圳市 南山区 科技园南区 8 栋 1201: 顺丰 SF1234567`,
  )
  expect((await trail(gift))[0]).toMatchObject({ actor: 'cli:test', action: 'prize.ship', after: { state: 3, carrier: '顺丰' } })
  expect((await detail(gift)).data.shipping).toMatchObject({ carrier: '顺丰', trackingNo: 'SF1234567' })
  await expect(cli('prize:ship', String(gift), '--carrier', '顺丰', '--tracking', 'SF1234567')).rejects.toThrow(
    `record ${gift}: 该奖品已发货`,
  )

  failing = true
  const red = await win('RED')
  failing = false
  expect(await cli('payout:retry', String(red))).toBe(`record ${red}: ¥1.88 paid out, payout no P${red}`)
  await expect(cli('payout:retry', String(red))).rejects.toThrow(`record ${red} is not a failed payout: state 5 红包已发放`)
  const attempts = (await detail(red)).data.attempts
  expect(attempts.map((a: { by: string; outcome: string }) => `${a.by} ${a.outcome}`)).toEqual(['系统 failed', 'cli:test paid'])
})
