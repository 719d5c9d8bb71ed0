import { act } from 'react'
import Taro from '@tarojs/taro'
import { bootPage, byTestId, net, pageText, tap, text, waitFor, type Reply, type Req } from './helpers'
import { payConfig } from './pay-fixtures'
import { AppEvent } from '../../src/constants/navigation'
import { reLaunch } from '../../src/router'
import { pageUrl } from '../../src/constants/routes'

// The real backoff (1 s doubling to 8 s, a minute) at a hundredth of the time: the schedule itself has its unit test.
jest.mock('../../src/features/pay/poll-schedule', () => ({
  ...jest.requireActual('../../src/features/pay/poll-schedule'),
  PAY_POLL: { firstMs: 10, capMs: 80, budgetMs: 600 },
}))

/**
 * The pay page in the real app (H5): what is unlocked and its price from the service, the discount countdown,
 * the ways to pay on this terminal, paying (launch, then polling the order), spending a coupon, the pay
 * retention popup (11), and the way back to the unlocked report.
 */

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
let configReply = () => ok(payConfig('r_a', 1))
let transReply: ((r: Req) => Reply) | null = null
let openIdReply = () => ok({ openid: 'local-mp-payer' })
/**
 * payment/status results in turn (the last one repeats): pending, paid, failed, cancelled, closed, or an HTTP status;
 * a promise holds its answer back until it settles.
 */
let statusReplies: (string | number | Promise<string>)[] = []
const bodies = (path: string) => net.requests.filter((r) => r.url.split('?')[0] === `/app/v1/${path}`).map((r) => r.data)
const events: string[] = []

const statusOf = (r: Req, result: string) =>
  ok({
    orderNo: r.data?.orderNo,
    status: result === 'pending' ? 'created' : result === 'paid' ? 'paid' : 'closed',
    result,
    scene: 1,
    valId: 'r_a',
    payType: 1,
    amountFen: 490,
    reportStatus: result === 'paid' ? 2 : 1,
    paidAt: null,
  })

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/payment/paymentConfig') return configReply()
  if (url === '/app/v1/payment/payTrans') {
    if (transReply) return transReply(r)
    return ok({
      order: { orderNo: 'P20260601120000ABCDEFGH', payType: r.data?.payType, amountFen: 490, expiresAt: Date.now() + 1_800_000 },
      launch: {
        kind: 'requestPayment',
        params: { timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's', appId: 'wxapp' },
      },
    })
  }
  if (url === '/app/v1/payment/status') {
    const result = statusReplies.length > 1 ? statusReplies.shift() : (statusReplies[0] ?? 'pending')
    if (typeof result === 'number') return { code: 42900, msg: '请求太频繁，请稍后再试', data: null }
    return result instanceof Promise ? result.then((answer) => statusOf(r, answer)) : statusOf(r, result ?? 'pending')
  }
  if (url === '/app/v1/wx/getOpenId') return openIdReply()
  if (url === '/app/v1/coupon/useCouponInfo') return ok({ orderNo: 'P2', reportStatus: 2, couponCount: 1 })
  if (url === '/app/v1/val/valReport')
    return ok({ valId: 'r_a', status: 1, gameId: 10013, gameName: '王者荣耀', evaluateType: 2, createdAt: 1 })
  return ok(null)
}

/** WeChat's JSAPI inside the WeChat browser, answering as the user chose. */
function wechatBridge(errMsg: string) {
  const calls: Record<string, string>[] = []
  ;(window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge = {
    invoke: (_name: string, params: Record<string, string>, cb: (r: { err_msg: string }) => void) => {
      calls.push(params)
      cb({ err_msg: errMsg })
    },
  }
  return calls
}

let visits = 0

/** Opens the pay page afresh; by default waits until it has asked the service and shows the price. */
async function open(
  hash = '#/pages/pay/index_for_web?valId=r_a&payScene=1',
  ready = () => bodies('payment/paymentConfig').length > 0 && byTestId('pay-price') !== null,
) {
  net.requests.length = 0
  // A fresh URL each time: relaunching to the very URL on screen may keep the page as it is.
  await act(async () => {
    await reLaunch(pageUrl(`${hash.slice(1)}&visit=${++visits}`))
  })
  await waitFor(ready, 'the pay page')
}

beforeAll(async () => {
  for (const e of [AppEvent.REPORT_REFRESH, AppEvent.UPDATE_COUPON_NUMBER, AppEvent.PURPOSE_REFRESH])
    Taro.eventCenter.on(e, () => events.push(e))
  await bootPage('#/pages/pay/index_for_web?valId=r_a&payScene=1', { reply: service, ready: 'pay-price' })
})

beforeEach(() => {
  transReply = null
  openIdReply = () => ok({ openid: 'local-mp-payer' })
  configReply = () => ok(payConfig('r_a', 1))
  statusReplies = []
  events.length = 0
})

it('shows what is unlocked, the service price with both prices said plainly (no struck-through 原价), the time left and the ways to pay', async () => {
  await open()
  expect(bodies('payment/paymentConfig')).toEqual([{ scene: 1, valId: 'r_a', os: 'other' }])
  expect(text('pay-title')).toBe('解锁估价报告')
  expect(pageText()).toContain('王者荣耀')
  expect(text('pay-level')).toBe('SR · 史诗')
  expect(text('pay-price')).toBe('¥4.90')
  expect(pageText()).not.toContain('原价')
  expect(text('pay-countdown')).toMatch(/^2小时内解锁 ¥4\.90，之后 ¥9\.90（剩余 (02:00:00|01:59:5\d)）$/)
  expect(text('pay-type-1')).toBe('微信支付')
  expect(byTestId('pay-type-1')?.querySelector('[data-testid=pay-method-icon]')).not.toBeNull()
  expect(text('pay-type-2')).toBe('支付宝')
  expect(text('pay-submit')).toBe('立即支付 ¥4.90')
  expect(byTestId('pay-coupon')).toBeNull()
})

it('an order still open for this report is named with the time left to pay it (stage 2)', async () => {
  const openOrder = { orderNo: 'P1', payType: 1, amountFen: 490, expiresAt: Date.now() + 25 * 60_000 }
  configReply = () => ok(payConfig('r_a', 1, { stage: 2, openOrder }))
  await open()
  expect(text('pay-stage')).toMatch(/^你有一笔待支付订单（¥4\.90），00:2[45]:\d\d 后自动关闭$/)
})

it('after the discount the list price is shown and no countdown', async () => {
  configReply = () =>
    ok(payConfig('r_a', 1, { discountEndsAt: Date.now() - 1000, priceFen: 990, stage: 3, priceNote: null, retentionText: null }))
  await open()
  expect(text('pay-price')).toBe('¥9.90')
  expect(pageText()).not.toContain('原价')
  expect(byTestId('pay-countdown')).toBeNull()
})

/** The result panel's title, once it shows `title`. */
const resultShows = (title: string) => waitFor(() => text('pay-result-title') === title, title)

it('pays with the chosen type, polls the order until paid, tells open pages; 支付成功 leads on to the report', async () => {
  await open()
  const calls = wechatBridge('get_brand_wcpay_request:ok')
  await tap('pay-type-2')
  await tap('pay-type-1')
  statusReplies = ['pending', 'paid']
  await tap('pay-submit')
  await resultShows('支付成功')
  expect(byTestId('pay-submit')).toBeNull()
  expect(events).toEqual(expect.arrayContaining([AppEvent.REPORT_REFRESH, AppEvent.UPDATE_COUPON_NUMBER]))
  await tap('pay-result-view')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'back on the report')
  expect(bodies('payment/payTrans')).toEqual([
    { scene: 1, valId: 'r_a', payType: 1, os: 'other', returnPath: '/#/pages/pay/index_for_web?valId=r_a&payScene=1' },
  ])
  expect(calls).toEqual([{ timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's', appId: 'wxapp' }])
  expect(bodies('payment/status')).toEqual([{ orderNo: 'P20260601120000ABCDEFGH' }, { orderNo: 'P20260601120000ABCDEFGH' }])
  expect(window.location.hash).toBe('#/pages/report/index?valId=r_a')
  expect(events).toEqual(expect.arrayContaining([AppEvent.REPORT_REFRESH, AppEvent.UPDATE_COUPON_NUMBER]))
})

it('cancelled in WeChat: 已取消 without asking the service; 重新支付 pays again; failed there: 支付失败 at once, confirmed', async () => {
  await open()
  wechatBridge('get_brand_wcpay_request:cancel')
  await tap('pay-submit')
  await resultShows('已取消')
  expect(text('pay-result')).toContain('重新支付')
  expect(text('pay-result')).toContain('换个方式')
  expect(bodies('payment/status')).toEqual([])
  wechatBridge('get_brand_wcpay_request:fail')
  statusReplies = ['pending']
  await tap('pay-result-retry')
  await resultShows('支付失败')
  expect(bodies('payment/payTrans')).toHaveLength(2)
  expect(window.location.hash).toContain('pages/pay/index_for_web')
})

const RETURNED = '#/pages/pay/index_for_web?valId=r_a&payScene=1&orderNo=P20260601120000ABCDEFGH'

it('back from the cashier paid: only the service says 支付成功 (the hint alone unlocks nothing), then 查看报告', async () => {
  statusReplies = ['pending']
  await open(`${RETURNED}&payResult=paid`, () => text('pay-result-title') === '支付结果确认中')
  expect(byTestId('pay-result-view')).toBeNull()
  expect(events).toEqual([])
  statusReplies = ['paid']
  await tap('pay-result-refresh')
  await resultShows('支付成功')
  expect(events).toContain(AppEvent.REPORT_REFRESH)
  await tap('pay-result-view')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
})

it('back from the cashier failed: 支付失败 with 重新支付 and 换个方式; one status call, the price loaded once', async () => {
  statusReplies = ['failed']
  await open(`${RETURNED}&payResult=fail`)
  await resultShows('支付失败')
  await new Promise((r) => setTimeout(r, 800))
  expect(bodies('payment/status')).toHaveLength(1)
  expect(bodies('payment/paymentConfig')).toHaveLength(1)
  expect(text('pay-price')).toBe('¥4.90')
  expect(text('pay-result-retry')).toBe('重新支付')
  await tap('pay-result-change')
  expect(byTestId('pay-result')).toBeNull()
  expect(byTestId('pay-type-2')?.className).toContain('pay-type--on')
  expect(text('pay-submit')).toBe('立即支付 ¥4.90')
})

it('back from the cashier cancelled: 已取消 as the service knows it, with 重新支付 and 换个方式', async () => {
  statusReplies = ['cancelled']
  await open(`${RETURNED}&payResult=cancel`)
  await resultShows('已取消')
  await waitFor(() => bodies('payment/status').length === 1, 'the confirmation')
  expect(text('pay-result')).toContain('重新支付')
  expect(text('pay-result')).toContain('换个方式')
})

it('an order that closed: 订单已关闭 with 重新支付, which opens a new payment', async () => {
  statusReplies = ['closed']
  await open(RETURNED)
  await resultShows('订单已关闭')
  expect(byTestId('pay-result-change')).toBeNull()
  wechatBridge('get_brand_wcpay_request:cancel')
  await tap('pay-result-retry')
  await waitFor(() => bodies('payment/payTrans').length === 1, 'a new payment')
})

it('no result within the bounded schedule: 支付结果确认中 and 刷新支付结果 asks once more', async () => {
  statusReplies = ['pending']
  await open(RETURNED, () => text('pay-result-title') === '支付结果确认中')
  // 10, 20, 40, 80, 80, … ms within 600 ms: 10 calls, then no more.
  const polled = bodies('payment/status').length
  expect(polled).toBe(10)
  await new Promise((r) => setTimeout(r, 300))
  expect(bodies('payment/status')).toHaveLength(polled)
  statusReplies = ['paid']
  await tap('pay-result-refresh')
  await resultShows('支付成功')
  expect(bodies('payment/status')).toHaveLength(polled + 1)
})

it('a 429 while polling keeps the page: a note under the result, the price stays, the polling goes on', async () => {
  // The answer after the two 429s waits until the note has been seen: on a busy machine the next poll, 10-20 ms later,
  // could clear it between two looks.
  let answer: (result: string) => void = () => {}
  statusReplies = [429, 429, new Promise<string>((r) => (answer = r)), 'failed']
  await open(RETURNED, () => text('pay-poll-note') === '查询太频繁，稍后自动重试')
  expect(text('pay-result-title')).toBe('正在确认支付结果…')
  expect(byTestId('pay-error')).toBeNull()
  answer('pending')
  await resultShows('支付失败')
  expect(byTestId('pay-poll-note')).toBeNull()
  expect(text('pay-price')).toBe('¥4.90')
  expect(bodies('payment/status')).toHaveLength(4)
  expect(bodies('payment/paymentConfig')).toHaveLength(1)
})

it('spends a coupon when the user has one', async () => {
  configReply = () => ok(payConfig('r_a', 1, { couponCount: 2, stage: 0 }))
  await open()
  expect(text('pay-coupon')).toContain('剩余 2 张')
  expect(text('pay-stage')).toBe('你有 2 张解锁券，可免费解锁')
  // The coupon is the primary action; paying stays beside it.
  expect(text('pay-coupon-submit')).toBe('用券免费解锁')
  expect(byTestId('pay-submit')?.className).toContain('pay-bar__btn--second')
  await tap('pay-coupon-submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the unlocked report')
  expect(bodies('coupon/useCouponInfo')).toEqual([{ scene: 1, valId: 'r_a' }])
  expect(bodies('payment/payTrans')).toEqual([])
  expect(events).toContain(AppEvent.UPDATE_COUPON_NUMBER)
})

it('where payment is not allowed (iOS mini-program, minors) it says why and offers no pay button', async () => {
  configReply = () =>
    ok(
      payConfig('r_a', 1, {
        payTypes: [],
        payBlockedReason: '根据苹果公司规定，iOS 小程序暂不支持购买虚拟商品，可使用解锁券或邀请好友助力解锁',
      }),
    )
  await open()
  expect(text('pay-blocked')).toContain('iOS 小程序暂不支持购买虚拟商品')
  expect(byTestId('pay-submit')).toBeNull()
})

it('leaving during the discount asks first (popup 11); 继续支付 stays, 狠心离开 leaves', async () => {
  await open()
  const back = () => document.querySelector<HTMLElement>('.taro_page:not([style*="display: none"]) .nav-bar__back')
  await act(async () => {
    back()?.click()
  })
  await waitFor(() => byTestId('pay-retention') !== null, 'the retention popup')
  expect(byTestId('popup')?.getAttribute('data-key')).toBe('11')
  expect(text('popup-text')).toBe('2小时内解锁 ¥4.90，之后 ¥9.90')
  await tap('popup-close')
  expect(byTestId('popup')).toBeNull()
  await act(async () => {
    back()?.click()
  })
  await tap('popup-leave')
  await waitFor(() => !window.location.hash.includes('pages/pay'), 'left the pay page')
})

it('a report that is already unlocked goes straight to the result; a missing report id says so without retry', async () => {
  configReply = () => ({ code: 40026, msg: '报告已解锁，无需重复支付', data: null })
  await act(async () => {
    await reLaunch(pageUrl('/pages/pay/index_for_web?valId=r_a&payScene=1'))
  })
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
  await open('#/pages/pay/index_for_web?payScene=1', () => text('pay-error').includes('没有要解锁的报告'))
  expect(bodies('payment/paymentConfig')).toEqual([])
})

it('in WeChat’s browser: without an official account it says to open a browser; back from authorisation wx/getOpenId names the payer, then it pays', async () => {
  await open()
  transReply = () => ({ code: 40030, msg: '请先完成微信授权', data: null })
  await tap('pay-submit')
  await waitFor(() => text('pay-message') !== '', 'the message')
  expect(text('pay-message')).toBe('微信内暂无法完成支付，请点击右上角在浏览器中打开')
  // WeChat sends the browser back with ?code=…&state=pay before the hash: the page takes it once, hands it to
  // wx/getOpenId (the service remembers the payer) and pays.
  transReply = null
  wechatBridge('get_brand_wcpay_request:ok')
  statusReplies = ['paid']
  window.history.replaceState(null, '', `/?code=CODE123&state=pay${window.location.hash}`)
  await open('#/pages/pay/index_for_web?valId=r_a&payScene=1', () => text('pay-result-title') === '支付成功')
  expect(bodies('wx/getOpenId')).toEqual([{ wx_code: 'CODE123' }])
  expect(bodies('payment/payTrans')).toEqual([
    { scene: 1, valId: 'r_a', payType: 1, os: 'other', returnPath: '/#/pages/pay/index_for_web?valId=r_a&payScene=1' },
  ])
  expect(window.location.search).toBe('')
})

it('in WeChat’s browser: an authorisation code the service refuses, or an answer without an openid, is a failure: nothing is paid', async () => {
  openIdReply = () => ({ code: 50017, msg: '微信授权已失效，请重新授权', data: null })
  window.history.replaceState(null, '', `/?code=USED&state=pay${window.location.hash}`)
  await open('#/pages/pay/index_for_web?valId=r_a&payScene=1', () => text('pay-message') !== '')
  expect(text('pay-message')).toBe('微信授权已失效，请重新授权')
  expect(bodies('payment/payTrans')).toEqual([])

  openIdReply = () => ok({ openid: '' })
  window.history.replaceState(null, '', `/?code=EMPTY&state=pay${window.location.hash}`)
  await open('#/pages/pay/index_for_web?valId=r_a&payScene=1', () => text('pay-message') !== '')
  expect(text('pay-message')).toBe('微信授权失败，请重试')
  expect(bodies('payment/payTrans')).toEqual([])
})

it('without a real name the page says so before the tap; a 40100 from payTrans writes nothing inline (the real-name page opens)', async () => {
  configReply = () => ok(payConfig('r_a', 1, { realNameRequired: true }))
  transReply = () => ({ code: 40100, msg: '付费解锁前需完成实名认证，也可使用解锁券或邀请好友助力', data: null })
  await open()
  expect(text('pay-real-name')).toBe('付费前需完成实名认证，认证后回到本页继续支付')
  await tap('pay-submit')
  await waitFor(() => bodies('payment/payTrans').length === 1, 'the payment asked for')
  await waitFor(() => window.location.hash.startsWith('#/pages/realNameAuth/index'), 'the real-name page')
  expect(window.location.hash).toContain('from=')
})
