import { state } from '../mocks/taro'
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
