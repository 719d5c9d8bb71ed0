import { state } from '../mocks/taro'
import { PAY_POLL, pollDelays } from '@/features/pay/poll-schedule'
import { PayStore } from '@/features/pay/store'
import { flush, logIn, resetWorld } from './helpers'

/**
 * Confirming a payment (issue 34): payment/status is asked on a backing-off schedule that ends, a final result
 * stops it, and a 429 or a lost answer leaves a note on the page, never an error in its place.
 */

const T0 = Date.UTC(2026, 5, 1, 4, 0, 0)
type StatusReply = { result: string; reportStatus?: number } | { http: number } | 'offline'
let statusReplies: StatusReply[] = []
let statusCalls = 0
let configCalls = 0

const envelope = (data: unknown) => ({ statusCode: 200, data: { code: 200, msg: 'ok', data } })

beforeEach(() => {
  resetWorld()
  logIn()
  statusCalls = 0
  configCalls = 0
  statusReplies = [{ result: 'pending' }]
  jest.useFakeTimers({ now: T0, doNotFake: ['setImmediate', 'nextTick'] })
  state.requestHandler = (o: { url: string }) => {
    if (o.url.endsWith('/payment/paymentConfig')) {
      configCalls++
      return envelope({
        scene: 1,
        valId: 'r_a',
        report: { kind: 1, title: '估价报告', gameId: 10013, gameName: '王者荣耀', level: null, createdAt: T0 },
        listPriceFen: 990,
        discountPriceFen: 490,
        priceFen: 490,
        discountEndsAt: T0 + 7_200_000,
        serverTime: Date.now(),
        stage: 2,
        payTypes: [1, 2],
        couponCount: 0,
        retentionText: null,
        payBlockedReason: null,
        openOrder: { orderNo: 'P1', payType: 1, amountFen: 490, expiresAt: T0 + 1_800_000 },
      })
    }
    if (o.url.endsWith('/payment/status')) {
      statusCalls++
      const reply = statusReplies.length > 1 ? statusReplies.shift()! : statusReplies[0]
      if (reply === 'offline') throw { errMsg: 'request:fail' }
      if ('http' in reply) return { statusCode: reply.http, data: { code: 42900, msg: '请求太频繁，请稍后再试' } }
      const status = reply.result === 'pending' ? 'created' : reply.result === 'paid' ? 'paid' : 'closed'
      return envelope({
        orderNo: 'P1',
        status,
        result: reply.result,
        scene: 1,
        valId: 'r_a',
        payType: 1,
        amountFen: 490,
        reportStatus: reply.reportStatus ?? (reply.result === 'paid' ? 2 : 1),
        paidAt: null,
      })
    }
    return envelope(null)
  }
})

afterEach(() => {
  jest.useRealTimers()
})

/** Lets the store's pending promises and timers run for `ms` of fake time. */
async function elapse(ms: number) {
  for (let t = 0; t < ms; t += 500) {
    jest.advanceTimersByTime(500)
    await flush()
  }
}

test('the schedule: 1 s, 2 s, 4 s, then 8 s, within a minute', () => {
  expect(pollDelays(PAY_POLL)).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000])
  expect(pollDelays({ firstMs: 500, capMs: 2000, budgetMs: 5000 })).toEqual([500, 1000, 2000])
  expect(pollDelays({ firstMs: 1000, capMs: 8000, budgetMs: 500 })).toEqual([])
})

test('a failed payment: one status call, 支付失败 at once from the hint, no price reload', async () => {
  statusReplies = [{ result: 'failed' }]
  const store = new PayStore('r_a', 1, 'P1', 'fail')
  store.start()
  expect(store.result).toBe('failed')
  await elapse(120_000)
  expect(store.result).toBe('failed')
  expect([statusCalls, configCalls]).toEqual([1, 1])
  expect(store.loadError).toBe('')
  // Paying again is possible: the failed order is gone from the offer.
  expect(store.canPay).toBe(true)
  expect(store.config?.openOrder).toBeNull()
})

test('still pending: the schedule runs out after 10 calls and the page says 支付结果确认中; a refresh asks once', async () => {
  const store = new PayStore('r_a', 1, 'P1')
  store.start()
  expect(store.result).toBe('confirming')
  await elapse(54_000)
  expect(statusCalls).toBe(9)
  await elapse(120_000)
  expect(statusCalls).toBe(10)
  expect(store.result).toBe('unknown')
  await store.refresh()
  expect(statusCalls).toBe(11)
  expect(store.pollNote).toBe('还没有收到支付结果，请稍后再刷新')
  statusReplies = [{ result: 'paid' }]
  await store.refresh()
  expect(store.result).toBe('paid')
  expect(configCalls).toBe(1)
})

test('a 429 or no network while polling: a note, the schedule goes on, the page stays', async () => {
  statusReplies = [{ http: 429 }, 'offline', { result: 'pending' }, { result: 'cancelled' }]
  const store = new PayStore('r_a', 1, 'P1')
  store.start()
  await flush()
  expect(store.pollNote).toBe('查询太频繁，稍后自动重试')
  await elapse(1000)
  expect(store.pollNote).toBe('网络不太稳定，稍后自动重试')
  await elapse(2000)
  expect(store.pollNote).toBe('')
  await elapse(4000)
  expect(store.result).toBe('cancelled')
  expect([store.loadError, statusCalls]).toEqual(['', 4])
  await elapse(60_000)
  expect(statusCalls).toBe(4)
})

test('the paid hint is not trusted: 支付成功 only when the service says paid', async () => {
  statusReplies = [{ result: 'pending' }, { result: 'paid' }]
  const store = new PayStore('r_a', 1, 'P1', 'paid')
  store.start()
  await flush()
  expect(store.result).toBe('confirming')
  await elapse(1000)
  expect(store.result).toBe('paid')
  expect(store.phase).toBe('done')
})

test('hiding the page stops polling; showing it again asks once more on a fresh, bounded schedule; leaving stops it for good', async () => {
  const store = new PayStore('r_a', 1, 'P1')
  store.start()
  await elapse(3500)
  expect(statusCalls).toBe(3)
  store.hide()
  await elapse(120_000)
  expect(statusCalls).toBe(3)
  store.show()
  await elapse(120_000)
  expect(statusCalls).toBe(13)
  store.dispose()
  store.show()
  await elapse(120_000)
  expect(statusCalls).toBe(13)
  store.hide()
})
