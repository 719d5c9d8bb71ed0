import { randomBytes } from 'node:crypto'
import { cliActor } from '../../src/modules/audit/service'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { activity, draw, give, prize } from '../draw/fixture'
import { createTestApp, type TestApp } from '../helpers'
import { runCli } from '../payment/cli'

/** Each event a player is told of in 消息, posted in the event's own transaction by the module where it happens. */

const API = '/app/v1'
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const DAY = 24 * 3_600_000
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }

let t: TestApp

interface Player {
  phone: string
  token: string
  id: number
}

async function player(phone: string): Promise<Player> {
  const { token } = await t.login(phone)
  const row = await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  return { phone, token, id: row.id }
}

/** A finished, locked report of a kind (1 valuation, 2 intention, 3 did-I-lose) owned by `userId`. */
async function report(userId: number, kind = 1): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  const row = { id, userId, kind, gameId: 10013, evaluateType: 2, input: JSON.stringify({ id }), now: t.clock.now() }
  await new ReportRepository(t.db).insertGenerated({ ...row, result: '{"estimateFen":123456}', teaser: '{"level":"SR"}' })
  return id
}

/** The player's inbox as the app reads it, newest first. */
const inbox = async (p: Player) => {
  const res = await t.post(`${API}/message/list`, {}, p.token)
  expect(res.code).toBe(200)
  return res.data.list as { kind: string; title: string; body: string; target: { type: string; id: string } | null; read: boolean }[]
}
const sandbox = () => t.app.providers.pay.get('sandbox') as SandboxPayProvider
const notify = (n: { headers: Record<string, string | undefined>; rawBody: string }) =>
  t.app.inject({ method: 'POST', url: '/pay-notify/sandbox', headers: n.headers as Record<string, string>, payload: n.rawBody })

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
})
afterEach(async () => {
  await sandbox()?.settled()
  await t.close()
})

test('friend help: each help tells the owner who helped and how many more are needed; the last one says it unlocked', async () => {
  const owner = await player('13800150001')
  const valId = await report(owner.id, 2)
  const code = (await t.post(`${API}/val/helpShare`, { valId }, owner.token, WEB)).data.code
  const friends = await Promise.all(['13800150002', '13800150003', '13800150004'].map(player))
  for (const f of friends) expect((await t.post(`${API}/val/valReportShare`, { valId: code }, f.token)).code).toBe(200)

  const messages = await inbox(owner)
  expect(messages.map((m) => [m.kind, m.title])).toEqual([
    ['help_unlocked', '助力完成，报告已解锁'],
    ['help_progress', '好友为你助力'],
    ['help_progress', '好友为你助力'],
  ])
  expect(messages[2].body).toMatch(/^.+为你的意向报告助力，已有 1\/3 人，再有 2 人即可免费解锁$/)
  expect(messages[1].body).toContain('已有 2/3 人，再有 1 人即可免费解锁')
  expect(messages[0].body).toBe('3 位好友为你助力，你的意向报告已免费解锁，快去看看')
  // An intention report opens on its own page.
  expect(messages.every((m) => m.target?.type === 'purpose' && m.target.id === valId)).toBe(true)
  // A refused help writes nothing.
  const late = await player('13800150005')
  expect((await t.post(`${API}/val/valReportShare`, { valId: code }, late.token)).code).toBe(40034)
  expect(await inbox(owner)).toHaveLength(3)
  for (const f of friends) expect(await inbox(f)).toEqual([])
})

test('payment: a paid order tells the payer what it unlocked; a refund is told when accepted and when it reached them', async () => {
  const payer = await player('13800150011')
  await t.verifyRealName(payer.token)
  const valId = await report(payer.id)
  const { order } = (
    await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: '/#/pages/pay/index_for_web' }, payer.token, WEB)
  ).data
  // Nothing is said about an order that is only open.
  expect(await inbox(payer)).toEqual([])
  const paid = sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay')
  expect((await notify(paid)).statusCode).toBe(204)
  // The provider repeating itself says nothing twice.
  expect((await notify(paid)).statusCode).toBe(204)
  expect(await inbox(payer)).toEqual([
    {
      messageId: expect.any(Number),
      kind: 'pay_success',
      title: '支付成功',
      body: '已支付 ¥4.90，你的估价报告已解锁',
      createdAt: NOW,
      read: false,
      target: { type: 'report', id: valId },
    },
  ])

  await runCli(t, ['order:refund', order.orderNo, '用户误购'])
  // The sandbox answers "processing" as WeChat does, then confirms with its REFUND.SUCCESS notify.
  await sandbox().settled()
  const [done, processing] = await inbox(payer)
  expect([processing.title, processing.body]).toEqual(['退款处理中', '订单金额 ¥4.90 正在原路退回，一般 1-3 个工作日到账'])
  expect([done.kind, done.title, done.body, done.target]).toEqual(['refund', '退款成功', '订单金额 ¥4.90 已原路退回', null])
})

test('a payment for a report a coupon unlocked meanwhile is refunded automatically, and the payer told why', async () => {
  const payer = await player('13800150012')
  await t.verifyRealName(payer.token)
  const valId = await report(payer.id)
  const { order } = (
    await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: '/#/pages/pay/index_for_web' }, payer.token, WEB)
  ).data
  const paid = sandbox().notifyFor({ orderNo: order.orderNo, amountFen: order.amountFen }, 'pay')
  await t.app.services.payment.grantCoupons(payer.id, 1, null, null)
  expect((await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, payer.token)).code).toBe(200)
  expect((await notify(paid)).statusCode).toBe(204)
  await sandbox().settled()
  expect((await inbox(payer)).map((m) => m.body)).toEqual([
    '报告已解锁，重复支付的 ¥4.90 已原路退回',
    '报告已解锁，重复支付的 ¥4.90 正在原路退回，一般 1-3 个工作日到账',
    '平台赠送：1 张解锁券已到账',
  ])
})

test('coupons: every grant says how many, from where and until when; the reminder comes once per day of expiry', async () => {
  const p = await player('13800150021')
  await runCli(t, ['coupon:grant', p.phone, '2', '2', '补偿'])
  await runCli(t, ['coupon:grant', p.phone, '1', '30'])
  const [long, short] = await inbox(p)
  expect(short).toMatchObject({
    kind: 'coupon_granted',
    title: '解锁券到账',
    body: '平台赠送：2 张解锁券已到账，2026-06-03 前有效',
    target: { type: 'coupons', id: '' },
  })
  expect(long.body).toBe('平台赠送：1 张解锁券已到账，2026-07-01 前有效')

  // The hourly sweep: the two coupons expiring within 3 days get one reminder; the 30-day one none yet.
  expect((await t.app.services.messages.sweep()).reminded).toBe(1)
  t.clock.advance(3_600_000)
  expect((await t.app.services.messages.sweep()).reminded).toBe(0)
  p.token = (await t.login(p.phone)).token
  const [reminder] = await inbox(p)
  expect(reminder).toMatchObject({
    kind: 'coupon_expiring',
    title: '解锁券即将过期',
    body: '你有 2 张解锁券将于 2026-06-03 过期，别忘了使用',
    target: { type: 'coupons', id: '' },
  })
  expect(await inbox(p)).toHaveLength(3)

  // 27 days on, the 30-day coupon runs out within 3 days; spent before the sweep, it gets no reminder.
  t.clock.advance(27 * DAY)
  p.token = (await t.login(p.phone)).token
  await t.verifyRealName(p.token)
  const valId = await report(p.id)
  expect((await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, p.token)).code).toBe(200)
  expect((await t.app.services.messages.sweep()).reminded).toBe(0)
})

test('draws: a won coupon prize is told like any grant; a shipped prize gives the carrier and number', async () => {
  const p = await player('13800150031')
  await activity(t, 'M1')
  await prize(t, 'M1', ['--type', '1', '--name', '定制鼠标垫', '--odds', '100', '--stock', '10'])
  await give(t, p.id, 'M1', 1)
  const recordId = (await draw(t, p.token, 'M1')).data.record.id
  const address = {
    name: '张三',
    mobile: '13800000000',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科技园南区 8 栋 1201',
  }
  expect((await t.post(`${API}/draw/address`, { recordId, ...address }, p.token)).code).toBe(200)
  expect(await inbox(p)).toEqual([])
  await t.app.services.prizeDesk.ship(cliActor('ops'), recordId, { carrier: '顺丰速运', trackingNo: 'SF1234567890' })
  expect(await inbox(p)).toMatchObject([
    {
      kind: 'prize_shipped',
      title: '奖品已发货',
      body: '你抽中的定制鼠标垫已发货，顺丰速运 SF1234567890',
      target: { type: 'prize', id: String(recordId) },
    },
  ])

  const q = await player('13800150032')
  await activity(t, 'M2')
  await prize(t, 'M2', ['--type', '3', '--name', '解锁券', '--coupons', '2', '--odds', '100', '--stock', '10'])
  await give(t, q.id, 'M2', 1)
  expect((await draw(t, q.token, 'M2')).code).toBe(200)
  expect((await inbox(q)).map((m) => [m.kind, m.body])).toEqual([['coupon_granted', expect.stringMatching(/^抽奖获得：2 张解锁券已到账/)]])
})

test('feedback: a support reply is in 消息 with the reply itself, leading to the feedback', async () => {
  const p = await player('13800150041')
  const feedbackId = (await t.post(`${API}/feedback/submit`, { category: 'valuation', content: '估价偏低' }, p.token)).data.feedbackId
  await t.app.services.feedbackInbox.reply(cliActor('support'), feedbackId, '已核对，估价已按最新成交更新。')
  expect(await inbox(p)).toMatchObject([
    {
      kind: 'feedback_replied',
      title: '客服回复了你的反馈',
      body: '已核对，估价已按最新成交更新。',
      target: { type: 'feedback', id: String(feedbackId) },
    },
  ])
})
