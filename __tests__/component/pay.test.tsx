import { act } from 'react'
import Taro from '@tarojs/taro'
import { bootPage, byTestId, net, pageText, tap, text, waitFor, type Reply, type Req } from './helpers'
import { payConfig } from './pay-fixtures'
import { AppEvent } from '../../src/constants/navigation'
import { reLaunch } from '../../src/router'
import { pageUrl } from '../../src/constants/routes'

/**
 * The pay page in the real app (H5): what is unlocked and its price from the service, the discount countdown,
 * the ways to pay on this terminal, paying (launch, then polling the order), spending a coupon, the pay
 * retention popup (11), and the way back to the unlocked report.
 */

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
let configReply = () => ok(payConfig('r_a', 1))
let transReply: ((r: Req) => Reply) | null = null
let statusReplies: string[] = []
const bodies = (path: string) => net.requests.filter((r) => r.url.split('?')[0] === `/app/v1/${path}`).map((r) => r.data)
const events: string[] = []

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
    const status = statusReplies.length > 1 ? statusReplies.shift() : (statusReplies[0] ?? 'created')
    return ok({
      orderNo: r.data?.orderNo,
      status,
      scene: 1,
      valId: 'r_a',
      payType: 1,
      amountFen: 490,
      reportStatus: status === 'paid' ? 2 : 1,
      paidAt: null,
    })
  }
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
  configReply = () => ok(payConfig('r_a', 1))
  statusReplies = []
  events.length = 0
})

it('shows what is unlocked, the service price with the list price, the countdown and the ways to pay', async () => {
  await open()
  expect(bodies('payment/paymentConfig')).toEqual([{ scene: 1, valId: 'r_a', os: 'other' }])
  expect(text('pay-title')).toBe('解锁估价报告')
  expect(pageText()).toContain('王者荣耀')
  expect(text('pay-level')).toBe('SR · 史诗')
  expect(text('pay-price')).toBe('¥4.90')
  expect(text('pay-list-price')).toBe('原价 ¥9.90')
  expect(text('pay-countdown')).toMatch(/^限时特价 (02:00:00|01:59:5\d) 后恢复原价$/)
  expect(text('pay-type-1')).toBe('微微信支付')
  expect(text('pay-type-2')).toBe('支支付宝')
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
  configReply = () => ok(payConfig('r_a', 1, { discountEndsAt: Date.now() - 1000, priceFen: 990, stage: 3, priceNote: null, retentionText: null }))
  await open()
  expect(text('pay-price')).toBe('¥9.90')
  expect(byTestId('pay-list-price')).toBeNull()
  expect(byTestId('pay-countdown')).toBeNull()
})

it('pays with the chosen type, polls the order until paid, tells open pages and returns to the report', async () => {
  await open()
  const calls = wechatBridge('get_brand_wcpay_request:ok')
  await tap('pay-type-2')
  await tap('pay-type-1')
  statusReplies = ['created', 'paid']
  await tap('pay-submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'back on the report')
  expect(bodies('payment/payTrans')).toEqual([
    { scene: 1, valId: 'r_a', payType: 1, os: 'other', returnPath: '/#/pages/pay/index_for_web?valId=r_a&payScene=1' },
  ])
  expect(calls).toEqual([{ timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's', appId: 'wxapp' }])
  expect(bodies('payment/status')).toEqual([{ orderNo: 'P20260601120000ABCDEFGH' }, { orderNo: 'P20260601120000ABCDEFGH' }])
  expect(window.location.hash).toBe('#/pages/report/index?valId=r_a')
  expect(events).toEqual(expect.arrayContaining([AppEvent.REPORT_REFRESH, AppEvent.UPDATE_COUPON_NUMBER]))
})

it('a cancelled payment stays on the page and says so; a closed order asks to try again', async () => {
  await open()
  wechatBridge('get_brand_wcpay_request:cancel')
  await tap('pay-submit')
  await waitFor(() => text('pay-message') === '已取消支付', 'the cancel message')
  expect(bodies('payment/status')).toEqual([])
  wechatBridge('get_brand_wcpay_request:fail')
  statusReplies = ['closed']
  await tap('pay-submit')
  await waitFor(() => text('pay-message') === '支付未完成，请重试', 'the failure message')
  expect(window.location.hash).toContain('pages/pay/index_for_web')
})

it('back from the cashier with an order number: the order is confirmed and the report opens', async () => {
  statusReplies = ['paid']
  await open('#/pages/pay/index_for_web?valId=r_a&payScene=1&orderNo=P20260601120000ABCDEFGH', () =>
    window.location.hash.startsWith('#/pages/report/index'),
  )
  expect(bodies('payment/status')).toEqual([{ orderNo: 'P20260601120000ABCDEFGH' }])
})

it('spends a coupon when the user has one', async () => {
  configReply = () => ok(payConfig('r_a', 1, { couponCount: 2, stage: 0 }))
  await open()
  expect(text('pay-coupon')).toContain('剩余 2 张')
  expect(text('pay-stage')).toBe('你有 2 张解锁券，可免费解锁')
  await tap('pay-coupon')
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
  expect(text('popup-text')).toBe('限时特价 ¥4.90，离开后恢复原价 ¥9.90')
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

it('in WeChat’s browser: without an official account it says to open a browser; back from authorisation it pays with the code', async () => {
  await open()
  transReply = () => ({ code: 40030, msg: '请先完成微信授权', data: null })
  await tap('pay-submit')
  await waitFor(() => text('pay-message') !== '', 'the message')
  expect(text('pay-message')).toBe('微信内暂无法完成支付，请点击右上角在浏览器中打开')
  // WeChat sends the browser back with ?code=…&state=pay before the hash: the page takes it once and pays.
  transReply = null
  wechatBridge('get_brand_wcpay_request:ok')
  statusReplies = ['paid']
  window.history.replaceState(null, '', `/?code=CODE123&state=pay${window.location.hash}`)
  await open('#/pages/pay/index_for_web?valId=r_a&payScene=1', () => window.location.hash.startsWith('#/pages/report/index'))
  expect(bodies('payment/payTrans')).toEqual([
    { scene: 1, valId: 'r_a', payType: 1, os: 'other', returnPath: '/#/pages/pay/index_for_web?valId=r_a&payScene=1', wxCode: 'CODE123' },
  ])
  expect(window.location.search).toBe('')
})
