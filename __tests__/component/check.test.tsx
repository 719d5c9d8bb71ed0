import { act } from 'react'
import Taro from '@tarojs/taro'
import { bootPage, byTestId, closeGate, currentPage, net, openGate, tap, text, waitFor } from './helpers'
import { payConfig } from './pay-fixtures'
import { CHECK_TEASER, REPORTS, bodiesOf, fail, listing, marketService, ok, typeUntil } from './market-fixtures'
import { AppEvent } from '../../src/constants/navigation'
import { navigateBack, reLaunch } from '../../src/router'
import { checkStore, monthsAgo, paidDateToMs } from '../../src/features/did-i-lose/store'
import { monthKey } from '../../src/features/did-i-lose/trend'

/**
 * 我亏了吗 in the real app: account by properties or report, price paid and date; the answer is the teaser of a
 * did-I-lose report (price band, and the verdict the band alone allows: 待解锁 when the price is near the band)
 * until it is unlocked, then the full result with its exact verdict and index.
 */

const TEASER = CHECK_TEASER
const RESULT = {
  ...TEASER,
  verdict: '亏了',
  status: 2,
  valueNowFen: 180000,
  valueAtPaidFen: 200000,
  profitFen: -120000,
  profitPct: -40,
  range: { lowFen: 150000, highFen: 210000 },
  overpaidFen: 100000,
  text: '你买贵了 ¥1,000，之后行情又跌了 10%。',
}
/**
 * The game's index (market/analysis) over two years up to this month: flat, then falling 10% over the 12 months
 * since the purchase (index 1.111 at purchase, 1 now), as the result's marketChangePct says.
 */
const monthsBack = (k: number) => {
  const d = new Date()
  return monthKey(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - k, 15))
}
const INDEX = Array.from({ length: 24 }, (_, i) => 23 - i).map((k) => ({
  month: monthsBack(k),
  value: Math.round((1 + (Math.min(k, 12) / 12) * 0.111) * 1000) / 1000,
}))
const analysis = { gameId: 10013, gameName: '王者荣耀', period: '24m', priceIndex: INDEX }
const marketBodies: unknown[] = []
const SIMILAR = [listing(31, 175000), listing(32, 199000), listing(33, 230000)].map((l, i) => ({
  ...l,
  similarity: 0.9 - i / 10,
  collected: false,
}))

let checkReply = () => ok(TEASER)
let reportReply = () => ok(TEASER)
const hash = () => window.location.hash
let reportsReply = () => ok({ list: REPORTS, total: 2 })

beforeAll(async () => {
  checkStore.reset()
  await bootPage('#/pages/check/index', {
    reply: marketService({
      'check/evaluate': () => checkReply(),
      'check/report': () => reportReply(),
      'val/reportList': () => reportsReply(),
      'payment/paymentConfig': () => ok(payConfig('r_check5', 3)),
      'goods/similar': (r) => ok({ type: r.data?.type, gameId: 10013, total: 12, demo: true, list: SIMILAR }),
      'market/analysis': (r) => {
        marketBodies.push(r.data)
        return ok({ ...analysis, period: r.data?.period })
      },
    }),
    ready: 'check-identity-buyer',
  })
})

beforeEach(() => {
  net.requests.length = 0
})

it("asks first whether the player bought or sold (the flow's trader identity); the form follows the pick", async () => {
  expect(text('check-identity')).toContain('你是买家还是卖家？')
  expect(byTestId('check-submit')).toBeNull()
  expect(text('check-identity-seller')).toContain('我是卖家')
  await tap('check-identity-buyer')
  expect(checkStore.flow.identity).toBe('buyer')
  // The order screenshot comes next, optional: with none picked the button skips it.
  expect(text('check-order-step')).toContain('上传订单截图')
  expect(text('check-order-next')).toBe('跳过，直接填写')
  await tap('check-order-next')
  expect(text('check-picked-identity')).toContain('我是买家')
  expect(text('check-paid-card')).toContain('购买价格')
  expect(byTestId('check-identity')).toBeNull()
  // 修改 goes back to the question, and the same pick comes back to the form.
  await tap('check-change-identity')
  expect(byTestId('check-identity')).not.toBeNull()
  await tap('check-identity-buyer')
  await tap('check-order-next')
  expect(byTestId('check-submit')).not.toBeNull()
})

it('refuses missing answers, price and date on the client', async () => {
  await tap('account-game-10013')
  await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
  await tap('check-submit')
  expect(text('account-error')).toBe('请检查标红的属性')
  expect(text('check-paid-error')).toBe('请输入购买价格')
  expect(text('check-date-error')).toBe('请选择购买日期')
  await typeUntil('check-paid-input', '0', () => checkStore.paidText === '0')
  await tap('check-submit')
  expect(text('check-paid-error')).toBe('金额需大于0')
  expect(bodiesOf('check/evaluate')).toEqual([])
})

it('shows the teaser for a price near the band: 待解锁, band and price paid, no figure of the result', async () => {
  await typeUntil('q-heroCount-input', '80', () => checkStore.account.answers.heroCount === '80')
  await tap('q-server-opt-qq_android')
  await typeUntil('check-paid-input', '3000', () => checkStore.paidText === '3000')
  await tap('check-date-12')
  closeGate()
  await tap('check-submit')
  expect(byTestId('check-skeleton')).not.toBeNull()
  openGate()
  await waitFor(() => byTestId('check-teaser') !== null, 'the teaser')
  expect(bodiesOf('check/evaluate')).toEqual([
    { gameId: 10013, answers: { heroCount: 80, server: 'qq_android' }, paidFen: 300000, paidAt: paidDateToMs(monthsAgo(12)), identity: 1 },
  ])
  expect(text('check-verdict')).toBe('待解锁')
  expect(currentPage().textContent).toContain('买价和估值档位相近，解锁完整报告看是亏是赚')
  expect(text('check-band')).toBe('1千-3千元')
  expect(text('check-paid')).toContain('¥3,000')
  expect(text('locked-rows')).toContain('今天估值')
  expect(text('locked-rows')).toContain('盈亏金额')
  expect(text('locked-rows')).toContain('解锁后可见')
  expect(byTestId('check-result')).toBeNull()
  expect(bodiesOf('goods/similar')).toEqual([])
  // The only amounts on the page are the price the user typed and, on 解锁完整报告, the unlock price.
  await waitFor(() => text('unlock-btn') === '解锁完整报告 ¥4.90', 'the unlock price on the button')
  expect(bodiesOf('payment/paymentConfig')).toEqual([{ scene: 3, valId: 'r_check5', os: 'other' }])
  const html = currentPage().innerHTML.replace((byTestId('unlock-btn') as HTMLElement).outerHTML, '')
  expect(html.match(/¥[\d,]+/g)).toEqual(['¥3,000'])
  expect(html).not.toContain('-40%')
  expect(byTestId('demo-badge')).not.toBeNull()
})

it('解锁完整报告 opens payment with the report id and scene 3; back from payment the unlocked report is read again', async () => {
  expect(text('unlock-btn')).toBe('解锁完整报告 ¥4.90')
  await tap('unlock-btn')
  await waitFor(() => text('unlock-pay-price') === '¥4.90', 'popup 7 with the price')
  // Opening asks the service again (coupons may have arrived since the price was put on the button).
  expect(bodiesOf('payment/paymentConfig')).toEqual([{ scene: 3, valId: 'r_check5', os: 'other' }])
  await tap('popup-pay')
  await waitFor(() => hash().startsWith('#/pages/pay/index'), 'the payment page')
  expect(hash()).toBe('#/pages/pay/index_for_web?valId=r_check5&payScene=3')
  net.requests.length = 0
  reportReply = () => ok(RESULT)
  await act(async () => {
    await navigateBack()
  })
  await waitFor(() => byTestId('check-result') !== null, 'the full result')
  expect(bodiesOf('check/report')).toEqual([{ reportId: 'r_check5' }])
  expect(byTestId('check-teaser')).toBeNull()
  expect(text('check-verdict')).toBe('亏了')
  expect(text('check-profit')).toBe('-¥1,200（-40%）')
  expect(text('check-value-now')).toBe('¥1,800')
  expect(text('check-overpaid')).toBe('¥1,000')
  expect(text('check-market-change')).toBe('-10%')
  expect(text('check-text')).toContain('你买贵了')
  // The listings like the account, asked once for the unlocked report as the did-I-lose list (type 3).
  await waitFor(() => bodiesOf('goods/similar').length > 0, 'the similar listings asked')
  expect(bodiesOf('goods/similar')).toEqual([{ type: 3, valId: 'r_check5', pageSize: 3 }])
})

it('colours the loss green and charts the value since the purchase against the price paid, on a zero-based axis', async () => {
  // 亏了 in the loss colour, like every loss in the app (红涨绿跌).
  expect(currentPage().querySelector('.fc-verdict')?.className).toContain('fc-verdict--green')
  expect(byTestId('check-profit-stat')?.className).toContain('fc-stat__value--loss')
  expect(byTestId('check-overpaid')?.className).toContain('ck-row__value--loss')
  expect(byTestId('check-market-change')?.className).toContain('ck-row__value--loss')

  await waitFor(() => byTestId('check-chart') !== null, 'the value chart')
  // Bought 12 months ago: the shortest period that reaches back is 2 years; the chart starts at the purchase month.
  expect(marketBodies).toEqual([{ gameId: 10013, period: '24m' }])
  expect(currentPage().querySelectorAll('[data-testid="check-chart-point"]')).toHaveLength(13)
  const x = Array.from(currentPage().querySelectorAll('[data-testid="check-chart-x-label"]')).map((l) => l.textContent)
  expect(x[0]).toBe(monthsBack(12).slice(2).replace('-', '.'))
  expect(text('check-chart-paid')).toBe('你的买价 ¥3,000')
  expect(text('check-chart-last')).toBe('今天 ¥1,800')
  expect(text('check-chart-y-min')).toBe('¥0')
  expect(byTestId('check-chart-break')).toBeNull()
  // The first point is the market value in the purchase month (¥2,000), below the ¥3,000 paid line.
  const points = Array.from(currentPage().querySelectorAll<HTMLElement>('[data-testid="check-chart-point"]'))
  const paidLine = parseFloat(byTestId('check-chart-paid')!.style.bottom)
  expect(parseFloat(points[0].style.bottom)).toBeCloseTo((paidLine * 2000) / 3000, 0)
  expect(text('check-chart-note')).toBe('实线是账号按当月行情的价值，虚线是你的买价')
})

it('the full result lists the listings on sale most like the account (similar list type 3), each opening its detail', async () => {
  await waitFor(() => byTestId('check-similar-31') !== null, 'the similar listings')
  expect(text('check-similar-31-price')).toBe('¥1,750')
  expect(text('check-similar-31')).toContain('相似 90%')
  expect(text('check-similar')).toContain('演示数据')
  await tap('check-similar-32')
  await waitFor(() => hash().startsWith('#/pages/account/detail'), 'the listing detail')
  expect(hash()).toBe('#/pages/account/detail?listingId=32')
  await act(async () => {
    await navigateBack()
  })
  await waitFor(() => byTestId('check-result') !== null, 'back on the result')
})

it('a teaser the band decides shows its verdict (亏了 for a price far above the band)', async () => {
  await tap('check-again')
  checkReply = () => ok({ ...TEASER, verdict: '亏了', band: '5百-1千元' })
  await tap('check-submit')
  await waitFor(() => byTestId('check-teaser') !== null, 'the teaser')
  expect(text('check-verdict')).toBe('亏了')
  expect(text('check-band')).toBe('5百-1千元')
  expect(currentPage().textContent).toContain('解锁完整报告，查看亏赚多少和背后的行情')
  checkReply = () => ok(TEASER)
})

it('again keeps the inputs; picking a report sends its id; generating reports cannot be picked', async () => {
  await tap('check-again')
  expect(checkStore.paidText).toBe('3000')
  await tap('account-mode-report')
  await waitFor(() => byTestId('account-reports') !== null, 'my reports')
  await tap('report-r_bbbbbbbbbbbbbbbb')
  await tap('check-submit')
  expect(text('account-error')).toBe('请选择一份估价报告')
  await tap('report-r_aaaaaaaaaaaaaaaa')
  await tap('check-submit')
  await waitFor(() => byTestId('check-teaser') !== null, 'the verdict by report')
  expect(bodiesOf('check/evaluate')).toEqual([
    { valId: 'r_aaaaaaaaaaaaaaaa', paidFen: 300000, paidAt: paidDateToMs(monthsAgo(12)), identity: 1 },
  ])
})

it('a report whose account I unlocked: the result comes back unlocked and free, with no price and no 待解锁', async () => {
  await tap('check-again')
  await tap('account-mode-report')
  await waitFor(() => byTestId('report-r_aaaaaaaaaaaaaaaa') !== null, 'my reports')
  await tap('report-r_aaaaaaaaaaaaaaaa')
  checkReply = () => ok({ ...RESULT, reportId: 'r_checkfree', sourceValId: 'r_aaaaaaaaaaaaaaaa', unlockedAt: Date.now() })
  net.requests.length = 0
  await tap('check-submit')
  await waitFor(() => byTestId('check-result') !== null, 'the free result')
  expect(text('check-free-note')).toBe('这个账号的估价报告你已解锁，盈亏结果免费查看')
  expect(text('check-value-now')).toBe('¥1,800')
  expect(byTestId('check-teaser')).toBeNull()
  expect(byTestId('unlock-btn')).toBeNull()
  expect(byTestId('locked-rows')).toBeNull()
  expect(currentPage().textContent).not.toContain('待解锁')
  // Nothing is offered for sale: the page never asks for a price.
  expect(net.requests.some((r) => r.url.includes('payment/'))).toBe(false)
})

it('shows the service error on the form, and an empty report list with a way to value an account', async () => {
  await tap('check-again')
  checkReply = () => fail(40004, '报告不存在')
  await tap('check-submit')
  await waitFor(() => text('account-error') === '报告不存在', 'the service error')
  expect(byTestId('check-result')).toBeNull()
  reportsReply = () => ok({ list: [], total: 0 })
  await act(async () => {
    await checkStore.account.reports.refresh()
  })
  expect(text('account-reports-empty')).toContain('还没有估价报告')
})

it('the report refresh event shows the figures once unlocked; ?reportId= opens that report', async () => {
  reportReply = () => ok(TEASER)
  await act(async () => {
    await reLaunch('check', { reportId: 'r_check5' })
  })
  await waitFor(() => byTestId('check-teaser') !== null, 'the report teaser')
  expect(bodiesOf('check/report').at(-1)).toEqual({ reportId: 'r_check5' })
  expect(byTestId('check-value-now')).toBeNull()
  reportReply = () => ok(RESULT)
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.REPORT_REFRESH)
  })
  await waitFor(() => byTestId('check-result') !== null, 'the full result after the refresh event')
  expect(text('check-value-now')).toBe('¥1,800')
})

it("a seller: the form asks for the price sold for, and the result reads 卖亏了 against the seller's price", async () => {
  await tap('check-again')
  await tap('check-change-identity')
  await tap('check-identity-seller')
  await tap('check-order-next')
  expect(text('check-picked-identity')).toContain('我是卖家')
  expect(currentPage().textContent).toContain('卖亏了吗？算一算')
  expect(text('check-paid-card')).toContain('卖出价格')
  expect(text('check-paid-card')).toContain('卖出日期')
  await typeUntil('check-paid-input', '', () => checkStore.paidText === '')
  await tap('check-submit')
  expect(text('check-paid-error')).toBe('请输入卖出价格')
  await typeUntil('check-paid-input', '1000', () => checkStore.paidText === '1000')
  await tap('account-mode-props')
  // Sold for ¥1,000, worth ¥1,800 today: the seller lost ¥800 (the service gives the seller's own profit).
  const sold = { ...RESULT, identity: 2, reportId: 'r_sold', paidFen: 100000, profitFen: -80000, profitPct: -80, overpaidFen: -100000 }
  checkReply = () => ok({ ...sold, sourceValId: 'r_aaaaaaaaaaaaaaaa', unlockedAt: Date.now() })
  net.requests.length = 0
  await tap('check-submit')
  await waitFor(() => byTestId('check-result') !== null, "the seller's result")
  expect(bodiesOf('check/evaluate')).toEqual([
    { gameId: 10013, answers: { heroCount: 80, server: 'qq_android' }, paidFen: 100000, paidAt: paidDateToMs(monthsAgo(12)), identity: 2 },
  ])
  expect(checkStore.flow.stage).toBe('dynamicDone')
  expect(text('check-verdict')).toBe('卖亏了')
  expect(currentPage().querySelector('.fc-verdict')?.className).toContain('fc-verdict--green')
  expect(currentPage().textContent).toContain('按今天的行情，这个号比你的卖价多值了这么多')
  expect(text('check-index')).toContain('卖出当月的市场价')
  expect(text('check-overpaid')).toBe('少卖 ¥1,000')
  expect(text('check-index')).toContain('卖出以来价格指数变化')
  await waitFor(() => byTestId('check-chart') !== null, 'the value chart')
  expect(text('check-chart-paid')).toBe('你的卖价 ¥1,000')
})
