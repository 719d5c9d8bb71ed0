import { randomBytes } from 'node:crypto'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { createTestApp, type TestApp } from '../helpers'
import { idNumber } from '../id-numbers'

/*
 * Issue 34 point 4: paid unlocks need real-name verification first (anti-addiction rules), minors cannot pay,
 * and coupons, friend help and love value are not payments (no real name needed).
 */

const API = '/app/v1'
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
/** A phone browser outside WeChat: WeChat H5 pay and Alipay wap, both served by the sandbox. */
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }
const WEAPP_ANDROID = { terminal: '5', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40' }

let t: TestApp
let token: string
let userId: number

async function report(kind = 1): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  const row = { id, userId, kind, gameId: 10013, evaluateType: 2, input: JSON.stringify({ id }), now: t.clock.now() }
  await new ReportRepository(t.db).insertGenerated({ ...row, result: '{"estimateFen":123456}', teaser: '{"level":"SR"}' })
  return id
}

const SCENE_OF_KIND: Record<number, number> = { 1: 1, 2: 2, 3: 3 }
const config = (valId: string, scene = 1, headers = WEB) => t.post(`${API}/payment/paymentConfig`, { scene, valId }, token, headers)
const payTrans = (valId: string, payType: number, scene = 1, headers = WEB) =>
  t.post(`${API}/payment/payTrans`, { scene, valId, payType, returnPath: '/#/pages/pay/index_for_web' }, token, headers)
const orderCount = async () => (await t.db.selectFrom('pay_order').select('id').where('user_id', '=', userId).execute()).length

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  token = (await t.login('13800034401')).token
  userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800034401').executeTakeFirstOrThrow()).id
})
afterEach(async () => {
  await (t.app.providers.pay.get('sandbox') as SandboxPayProvider | undefined)?.settled()
  await t.close()
})

describe('real-name verification before the first payment', () => {
  test('an unverified player gets 40100 on every pay type and scene, and no order is created', async () => {
    for (const kind of [1, 2, 3]) {
      const valId = await report(kind)
      for (const [payType, headers] of [
        [1, WEB],
        [2, WEB],
        [1, WEAPP_ANDROID],
      ] as const) {
        const reply = await payTrans(valId, payType, SCENE_OF_KIND[kind], headers)
        expect(reply).toMatchObject({ code: 40100, msg: '付费解锁前需完成实名认证，也可使用解锁券或邀请好友助力', data: null })
      }
    }
    expect(await orderCount()).toBe(0)
  })

  test('100 parallel payTrans by an unverified player create no order', async () => {
    const valId = await report()
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => payTrans(valId, (i % 2) + 1)))
    expect(new Set(replies.map((r) => r.code))).toEqual(new Set([40100]))
    expect(await orderCount()).toBe(0)
  })

  test('paymentConfig tells the page before the tap; after verification the same report can be paid', async () => {
    const valId = await report()
    const before = (await config(valId)).data
    // The pay buttons stay (tapping them leads to verification); the flag lets the page say so up front.
    expect(before).toMatchObject({ realNameRequired: true, payBlockedReason: null, payTypes: [1, 2] })

    await t.verifyRealName(token)
    expect((await config(valId)).data).toMatchObject({ realNameRequired: false, payBlockedReason: null, payTypes: [1, 2] })
    const paid = await payTrans(valId, 1)
    expect(paid).toMatchObject({ code: 200, data: { order: { payType: 1, amountFen: 490 } } })
    expect(await orderCount()).toBe(1)
  })

  test('a minor is told 40104 (not sent to verify, which a minor cannot pass), and no order is created', async () => {
    // Born 2010-03-07: 16 on the test date.
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '张小明', idNo: idNumber('20100307') }, token)).code).toBe(40101)
    const valId = await report()
    expect((await config(valId)).data).toMatchObject({ realNameRequired: false, payTypes: [] })
    expect(await payTrans(valId, 1)).toMatchObject({ code: 40104, msg: '未满18周岁，暂不支持支付，可使用解锁券或邀请好友助力' })
    expect(await orderCount()).toBe(0)
  })

  test('an iOS mini-program is told it cannot pay there rather than asked to verify', async () => {
    const ios = { terminal: '5', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40' }
    const valId = await report()
    expect((await config(valId, 1, ios)).data).toMatchObject({ realNameRequired: false, payTypes: [] })
    expect(await payTrans(valId, 1, 1, ios)).toMatchObject({ code: 40028 })
  })

  test('a coupon is not a payment: an unverified player unlocks with it', async () => {
    const valId = await report()
    await t.app.services.payment.grantCoupons(userId, 1, null, null)
    const used = await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, token)
    expect(used).toMatchObject({ code: 200, data: { reportStatus: 2 } })
    const orders = await t.db.selectFrom('pay_order').select(['pay_type', 'amount_fen']).where('user_id', '=', userId).execute()
    expect(orders).toEqual([{ pay_type: 3, amount_fen: 0 }])
  })
})
