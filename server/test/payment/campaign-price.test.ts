import { randomBytes } from 'node:crypto'
import { cliActor } from '../../src/modules/audit/service'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { createTestApp, type TestApp } from '../helpers'

/** Dated price campaigns as payments charge them: the lowest price now, from the service, at the campaign's edges. */

const API = '/app/v1'
const GAME = 10013
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }
const PHONE = '13800007031'

let t: TestApp
let token: string
let userId: number
const finance = { operatorId: null, name: 'fay', ip: null }

/** A finished, locked valuation report made at `createdAt`. */
async function report(createdAt = t.clock.now()): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  const row = { id, userId, kind: 1, gameId: GAME, evaluateType: 2, input: JSON.stringify({ id }), now: createdAt }
  await new ReportRepository(t.db).insertGenerated({ ...row, result: '{"estimateFen":123456}', teaser: '{"level":"SR"}' })
  return id
}

const relogin = async () => {
  token = (await t.login(PHONE)).token
}
const config = async (valId: string) => (await t.post(`${API}/payment/paymentConfig`, { scene: 1, valId }, token, WEB)).data
const payTrans = (valId: string) =>
  t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: `/#/pages/pay/index_for_web?valId=${valId}` }, token, WEB)
const sandbox = () => t.app.providers.pay.get('sandbox') as SandboxPayProvider
const campaign = (startsAt: number, endsAt: number, priceFen = 590, name = '夏日特惠') =>
  t.app.services.campaigns.create(finance, { name, startsAt, endsAt, prices: [{ scene: 1, priceFen }] })

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  await relogin()
  await t.verifyRealName(token)
  userId = (await t.db.selectFrom('users').select('id').where('phone', '=', PHONE).executeTakeFirstOrThrow()).id
})
afterEach(async () => {
  await sandbox()?.settled()
  await t.close()
})

test('the campaign price is charged from its first millisecond to its last, with the list price as 原价; nothing before or after', async () => {
  const start = NOW + HOUR
  const end = NOW + 3 * HOUR
  await campaign(start, end)
  // Made 3 hours ago: the 2-hour window is over, the list price ¥9.90 applies.
  const valId = await report(NOW - 3 * HOUR)
  const at = async (ms: number) => {
    t.clock.set(ms)
    await relogin()
    return config(valId)
  }
  expect(await at(start - 1)).toMatchObject({ priceFen: 990, campaign: null, priceNote: null })
  expect(await at(start)).toMatchObject({
    priceFen: 590,
    listPriceFen: 990,
    campaign: { name: '夏日特惠', originalPriceFen: 990, endsAt: end },
    priceNote: null,
    stage: 3,
  })
  expect(await at(end - 1)).toMatchObject({ priceFen: 590, campaign: { originalPriceFen: 990 } })
  expect(await at(end)).toMatchObject({ priceFen: 990, campaign: null })
})

test('payTrans charges the campaign price at the provider; an order made during the campaign keeps it after the end', async () => {
  const end = NOW + 20 * MINUTE
  await campaign(NOW, end)
  const valId = await report(NOW - 3 * HOUR)
  const paid = await payTrans(valId)
  expect(paid.code).toBe(200)
  expect(paid.data.order.amountFen).toBe(590)
  const row = await t.db.selectFrom('pay_order').selectAll().where('report_id', '=', valId).executeTakeFirstOrThrow()
  expect({ list: row.list_fen, discount: row.discount_fen, amount: row.amount_fen }).toEqual({ list: 990, discount: 400, amount: 590 })

  // The campaign ends while the player is at the cashier: the open order is still ¥5.90, and paying it is accepted.
  t.clock.set(end + 5 * MINUTE)
  await relogin()
  expect((await config(valId)).priceFen).toBe(990)
  const again = await payTrans(valId)
  expect(again.data.order).toMatchObject({ orderNo: paid.data.order.orderNo, amountFen: 590 })
  const notice = sandbox().notifyFor({ orderNo: row.id, amountFen: 590 }, 'pay')
  const ack = await t.app.inject({
    method: 'POST',
    url: '/pay-notify/sandbox',
    headers: notice.headers as Record<string, string>,
    payload: notice.rawBody,
  })
  expect(ack.statusCode).toBe(204)
  const after = await t.db.selectFrom('pay_order').select(['status', 'amount_fen']).where('id', '=', row.id).executeTakeFirstOrThrow()
  expect(after).toEqual({ status: 'paid', amount_fen: 590 })
})

test('within the 2-hour window the lower price wins: the window below the campaign keeps its note, a campaign below it shows 原价', async () => {
  const fresh = await report(NOW)
  await campaign(NOW, NOW + HOUR, 590)
  // ¥4.90 in the window is below the campaign's ¥5.90: no strike-through, the window's own note.
  expect(await config(fresh)).toMatchObject({ priceFen: 490, campaign: null, priceNote: '2小时内解锁 ¥4.90，之后 ¥9.90', stage: 1 })
  await t.app.services.campaigns.end(finance, 1)
  await campaign(NOW + 1, NOW + HOUR, 290, '周年庆')
  t.clock.set(NOW + 1)
  expect(await config(fresh)).toMatchObject({
    priceFen: 290,
    campaign: { name: '周年庆', originalPriceFen: 990 },
    priceNote: null,
    stage: 3,
  })
  expect((await payTrans(fresh)).data.order.amountFen).toBe(290)
})

test('a campaign ended early stops at once; an upcoming one cancelled never runs; an ended one cannot be changed', async () => {
  const valId = await report(NOW - 3 * HOUR)
  const running = await campaign(NOW, NOW + HOUR)
  expect((await config(valId)).priceFen).toBe(590)
  t.clock.advance(MINUTE)
  const ended = await t.app.services.campaigns.end(finance, running.id)
  expect(ended).toMatchObject({ status: 'ended', endsAt: NOW + MINUTE, endedBy: 'fay', endedAt: NOW + MINUTE })
  expect((await config(valId)).priceFen).toBe(990)
  await expect(t.app.services.campaigns.end(finance, running.id)).rejects.toMatchObject({ code: 40000, message: '活动已结束，不能修改' })

  const upcoming = await campaign(NOW + HOUR, NOW + 2 * HOUR)
  const cancelled = await t.app.services.campaigns.end(finance, upcoming.id)
  expect(cancelled).toMatchObject({ status: 'ended', statusText: '已取消', startsAt: NOW + HOUR, endsAt: NOW + HOUR })
  t.clock.set(NOW + HOUR + MINUTE)
  await relogin()
  expect((await config(valId)).priceFen).toBe(990)
  // Its span is empty: a new campaign may take the same hours.
  expect((await campaign(NOW + HOUR + MINUTE, NOW + 2 * HOUR)).status).toBe('running')
})

test('100 parallel creates of overlapping campaigns on a scene: exactly one is stored, the others are told why', async () => {
  const creates = await Promise.allSettled(
    Array.from({ length: 100 }, (_, i) => campaign(NOW + HOUR + i * MINUTE, NOW + 5 * HOUR + i * MINUTE, 590, `活动${i}`)),
  )
  const made = creates.filter((c) => c.status === 'fulfilled')
  expect(made).toHaveLength(1)
  for (const c of creates) {
    if (c.status === 'rejected')
      expect(c.reason).toMatchObject({ code: 40000, message: expect.stringMatching(/^与活动「活动\d+」（.+）在估价报告解锁上时间重叠$/) })
  }
  expect(await t.db.selectFrom('price_campaign').select('id').execute()).toHaveLength(1)
  // Other scenes are free in the same hours.
  const other = await t.app.services.campaigns.create(finance, {
    name: '意向特惠',
    startsAt: NOW + HOUR,
    endsAt: NOW + 2 * HOUR,
    prices: [{ scene: 2, priceFen: 290 }],
  })
  expect(other.prices).toEqual([{ scene: 2, sceneName: '意向推荐解锁', priceFen: 290, listFen: 690 }])
})

test('a campaign price must be below the list price charged now, and the campaign a real span ahead', async () => {
  const refused = (input: Partial<Parameters<typeof t.app.services.campaigns.create>[1]>) =>
    t.app.services.campaigns
      .create(finance, { name: '夏日特惠', startsAt: NOW, endsAt: NOW + HOUR, prices: [{ scene: 1, priceFen: 590 }], ...input })
      .then(
        () => 'accepted',
        (err: { code: number; message: string }) => `${err.code} ${err.message}`,
      )
  expect(await refused({ prices: [{ scene: 1, priceFen: 990 }] })).toBe(
    '40000 估价报告解锁的活动价须为 ¥0.01 到 ¥9.89，低于现在的标价 ¥9.90',
  )
  expect(await refused({ prices: [{ scene: 1, priceFen: 0 }] })).toMatch(/^40000 估价报告解锁的活动价须为/)
  expect(await refused({ prices: [{ scene: 9, priceFen: 100 }] })).toBe('40000 未知的支付场景 9')
  expect(await refused({ prices: [] })).toBe('40000 请至少为一个场景设置活动价')
  expect(
    await refused({
      prices: [
        { scene: 1, priceFen: 100 },
        { scene: 1, priceFen: 200 },
      ],
    }),
  ).toBe('40000 同一场景只能设置一个活动价')
  expect(await refused({ name: ' 夏 ' })).toBe('40000 活动名称须为 2 到 20 个字')
  expect(await refused({ startsAt: NOW - HOUR })).toBe('40000 开始时间已过，请选择现在或以后的时间')
  expect(await refused({ endsAt: NOW })).toBe('40000 结束时间须晚于开始时间')
  expect(await refused({ endsAt: NOW + 32 * 24 * HOUR })).toBe('40000 活动最长 31 天')
  expect(await t.db.selectFrom('price_campaign').select('id').execute()).toHaveLength(0)
  // The list price raised first: the campaign is checked against (and shows as 原价) the price charged now.
  await t.app.services.config.set('payment.prices', '{"1":{"list":1290,"discount":490}}', { actor: cliActor('test') })
  expect(await refused({ prices: [{ scene: 1, priceFen: 990 }] })).toBe('accepted')
  const [made] = await t.app.services.campaigns.list()
  expect(made?.prices[0]).toMatchObject({ priceFen: 990, listFen: 1290 })
})
