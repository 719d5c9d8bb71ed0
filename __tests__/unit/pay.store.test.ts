import { state } from '../mocks/taro'
import Taro from '@tarojs/taro'
import { PayStore } from '@/features/pay/store'
import { flush, logIn, resetWorld } from './helpers'

/** The pay page's store: the price it shows follows the service's countdown, and asks again when it ends. */

const T0 = Date.UTC(2026, 5, 1, 4, 0, 0)
let configReads = 0
/** A campaign the service reports (null: none), ending at CAMPAIGN_END. */
let campaign: boolean
const CAMPAIGN_END = T0 + 8_000

beforeEach(() => {
  resetWorld()
  logIn()
  configReads = 0
  campaign = false
  jest.useFakeTimers({ now: T0, doNotFake: ['setImmediate', 'nextTick'] })
  state.requestHandler = (o: { url: string }) => {
    if (o.url.endsWith('/payment/paymentConfig')) {
      configReads++
      const now = Date.now()
      const endsAt = T0 + 5_000
      const running = campaign && now < CAMPAIGN_END
      return {
        statusCode: 200,
        data: {
          code: 200,
          msg: 'ok',
          data: {
            scene: 1,
            valId: 'r_a',
            report: { kind: 1, title: '估价报告', gameId: 10013, gameName: '王者荣耀', level: null, createdAt: T0 },
            listPriceFen: 990,
            discountPriceFen: 490,
            priceFen: running ? 290 : now < endsAt ? 490 : 990,
            discountEndsAt: endsAt,
            serverTime: now,
            stage: now < endsAt && !running ? 1 : 3,
            payTypes: [1, 2],
            couponCount: 0,
            priceNote: null,
            retentionText: null,
            payBlockedReason: null,
            openOrder: null,
            campaign: running ? { name: '双十二特惠', originalPriceFen: 990, endsAt: CAMPAIGN_END } : null,
          },
        },
      }
    }
    return { statusCode: 200, data: { code: 200, msg: 'ok', data: null } }
  }
})

afterEach(() => {
  jest.useRealTimers()
})

test('the discount price until the countdown ends, then the list price and the service is asked again', async () => {
  const store = new PayStore('r_a', 1)
  await store.load()
  store.show()
  expect([store.priceFen, store.remainingMs, store.inDiscount]).toEqual([490, 5_000, true])
  jest.advanceTimersByTime(3_000)
  expect(store.remainingMs).toBe(2_000)
  expect(configReads).toBe(1)
  jest.advanceTimersByTime(2_000)
  expect(store.priceFen).toBe(990)
  expect(store.inDiscount).toBe(false)
  await flush()
  expect(configReads).toBe(2)
  // The retention popup only asks during the discount: leaving now needs no confirmation.
  expect(store.leave()).toBe(true)
  store.hide()
})

test('during the discount leaving asks once (popup 11); staying closes it', async () => {
  const store = new PayStore('r_a', 1)
  await store.load()
  expect(store.leave()).toBe(false)
  expect(store.retention).toBe(true)
  store.stay()
  expect(store.retention).toBe(false)
  expect(store.leave()).toBe(false)
  expect(store.leave()).toBe(true)
})

test("during a campaign the service's campaign price, no countdown; when it ends on screen the service is asked again", async () => {
  campaign = true
  const store = new PayStore('r_a', 1)
  await store.load()
  store.show()
  expect([store.priceFen, store.inDiscount, store.campaign?.originalPriceFen]).toEqual([290, false, 990])
  // No retention popup: the 2-hour window's price is not what is charged.
  expect(store.leave()).toBe(true)
  jest.advanceTimersByTime(5_000)
  expect(store.priceFen).toBe(290)
  expect(configReads).toBe(1)
  jest.advanceTimersByTime(3_000)
  expect(store.campaign).toBeNull()
  await flush()
  expect(configReads).toBe(2)
  expect(store.priceFen).toBe(990)
  store.hide()
})

describe('a payer WeChat Pay cannot name (a mini-program player who logged in by phone: 40030)', () => {
  const trans: Record<string, unknown>[] = []
  let launches: unknown[]
  const answer = (data: unknown, code = 200) => ({ statusCode: 200, data: { code, msg: code === 200 ? 'ok' : '请先完成微信授权', data } })

  /** payment/payTrans answers 40030 unless `named(body)`; the rest as the test at the top of this file. */
  function servicePaying(named: (body: Record<string, unknown>) => boolean) {
    const config = state.requestHandler
    trans.length = 0
    launches = []
    ;(Taro as unknown as Record<string, unknown>).requestPayment = async (o: unknown) => {
      launches.push(o)
      return { errMsg: 'requestPayment:ok' }
    }
    state.requestHandler = (o: { url: string; data?: unknown }) => {
      if (o.url.endsWith('/payment/payTrans')) {
        const body = o.data as Record<string, unknown>
        trans.push(body)
        if (!named(body)) return answer(null, 40030)
        const launch = {
          kind: 'requestPayment',
          params: { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' },
        }
        return answer({ order: { orderNo: 'P1', payType: 1, amountFen: 490, expiresAt: T0 + 1_800_000 }, launch })
      }
      if (o.url.endsWith('/payment/status'))
        return answer({
          orderNo: 'P1',
          status: 'paid',
          result: 'paid',
          scene: 1,
          valId: 'r_a',
          payType: 1,
          amountFen: 490,
          reportStatus: 2,
          paidAt: T0,
        })
      return config(o)
    }
  }

  afterEach(() => {
    delete (Taro as unknown as Record<string, unknown>).requestPayment
    state.loginCode = 'mock-login-code'
  })

  test('a fresh login code goes with a second payTrans as wxCode, and the payment goes on', async () => {
    servicePaying((body) => body.wxCode === 'mock-login-code')
    const store = new PayStore('r_a', 1)
    await store.load()
    store.choose(1)
    const paying = store.pay()
    for (let i = 0; i < 20 && store.result !== 'paid'; i++) {
      await flush()
      jest.advanceTimersByTime(1_000)
    }
    await paying
    expect(trans.map((b) => b.wxCode)).toEqual([undefined, 'mock-login-code'])
    expect(launches).toHaveLength(1)
    expect(store.result).toBe('paid')
  })

  test('asked once: still unnamed with the code, the page says so and does not loop', async () => {
    servicePaying(() => false)
    const store = new PayStore('r_a', 1)
    await store.load()
    store.choose(1)
    await store.pay()
    expect(trans.map((b) => b.wxCode)).toEqual([undefined, 'mock-login-code'])
    expect(launches).toHaveLength(0)
    expect(store.phase).toBe('idle')
    // A mini-program has no browser to open: its own line, not the WeChat browser's.
    expect(store.message).toBe('暂时无法确认付款的微信账号，请退出小程序重新进入后再试')
  })
})
