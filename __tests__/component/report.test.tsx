import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, pageText, tap, text, type, waitFor, type Req } from './helpers'
import { payConfig } from './pay-fixtures'
import { AppEvent } from '../../src/constants/navigation'
import { TrackName } from '../../src/constants/tracker'
import { navigateBack, reLaunch } from '../../src/router'
import { sessionStore } from '../../src/stores/session'
import { recentEvents } from '../../src/tracker'

/** The valuation report page in the real app, every state; only the network is replaced. Tests run in order. */

const base = { valId: 'r_a', evaluateType: 2, createdAt: Date.UTC(2026, 10, 1), gameId: 10013, gameName: '王者荣耀' }
const teaser = { ...base, status: 1, level: 'SR', band: '1千-3千元', comparableCount: 12, demo: true, propertyConfirm: { status: 0 } }
const full = {
  ...teaser,
  status: 2,
  estimateFen: 128_000,
  range: { lowFen: 110_000, highFen: 150_000, level: 0.8 },
  confidence: { score: 0.72, label: '高' },
  lowConfidence: false,
  breakdown: {
    baseFen: 60_000,
    items: [
      { key: 'skins', label: '皮肤', contributionFen: 50_000 },
      { key: 'mail', label: '死邮', contributionFen: -8_000 },
      { key: 'server', label: '大区', contributionFen: 20 },
    ],
  },
  comparables: [
    {
      listingId: 42,
      externalId: 'd1',
      source: 'demo',
      url: null,
      priceFen: 125_000,
      soldPriceFen: 120_000,
      soldAt: Date.UTC(2026, 9, 3),
      similarity: 0.91,
      keyAttrs: ['荣耀典藏×2'],
      demo: true,
    },
  ],
  reportQuestions: [{ type: 2, key: 'heroCount', title: '未填写英雄数量', text: '按常见值估算' }],
  trend: [
    { month: '2026-08', value: 0.95 },
    { month: '2026-09', value: 0.98 },
    { month: '2026-10', value: 1 },
  ],
  unlockedAt: Date.UTC(2026, 10, 2),
}
/** What the service lists to confirm: the rows of the report's 价值构成, with the owner's answers. */
const CONFIRM_ATTRS = [
  { key: 'skins', label: '皮肤数量', value: '传说×12、史诗×40' },
  { key: 'heroCount', label: '英雄数量', value: '98个' },
]
let reports: Record<string, unknown[]> = {}
const bodies: Req[] = []
let reportReads = 0
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  bodies.push(r)
  if (url === '/app/v1/val/valReport') {
    reportReads++
    const q = reports[String(r.data?.valId)] ?? []
    return q.length ? ok(q.length > 1 ? q.shift() : q[0]) : { code: 40004, msg: '报告不存在', data: null }
  }
  if (url === '/app/v1/val/retry') {
    // The service re-queues the failed report: it reads as generating, then generated.
    const id = String(r.data?.valId)
    reports[id] = [
      { ...base, valId: id, status: 0 },
      { ...base, valId: id, status: 1, level: 'SR', band: '¥1,000 - ¥2,000', comparableCount: 3 },
    ]
    return ok({ valId: id, status: 0 })
  }
  if (url === '/app/v1/payment/paymentConfig') return ok(payConfig(String(r.data?.valId), 1))
  if (url === '/app/v1/val/shareLink')
    return ok({ shareToken: 'tok.1.sig', expiresAt: 1, path: '/pages/h5/report/share?shareToken=tok.1.sig' })
  if (url === '/app/v1/val/propertyConfirm')
    return ok({ status: r.data?.status, ...(r.data?.feedback ? { feedback: r.data.feedback } : {}), updatedAt: 1 })
  if (url === '/app/v1/val/accountInfo')
    return ok({
      ...base,
      reportStatus: 1,
      locked: 1,
      perfectStatus: 2,
      publishStatus: 0,
      attrs: CONFIRM_ATTRS.map((a) => ({ ...a, required: true, present: true })),
      info: null,
      listing: null,
    })
  if (url === '/app/v1/val/reportList')
    return ok({
      list: [
        { valId: 'r_b', status: 2, gameId: 10013, gameName: '王者荣耀', evaluateType: 2, createdAt: 1 },
        { valId: 'r_c', status: 1, gameId: 10013, gameName: '王者荣耀', evaluateType: 2, createdAt: 1 },
      ],
      total: 2,
    })
  return ok(null)
}

const hash = () => window.location.hash
const page = () => currentPage()
const popupKey = () => byTestId('popup')?.getAttribute('data-key') ?? null

beforeAll(async () => {
  reports = { r_a: [{ ...base, status: 0 }] }
  await bootPage('#/pages/report/index?valId=r_a', { reply: service, ready: 'report-page' })
})

beforeEach(() => {
  bodies.length = 0
})

it('status 0: shows generating progress and polls until the teaser arrives', async () => {
  await waitFor(() => byTestId('report-generating') !== null, 'the generating state')
  expect(text('progress-pct')).toMatch(/\d+%/)
  expect(pageText()).toContain('报告生成中')
  const readsWhileGenerating = reportReads
  reports.r_a = [teaser]
  await waitFor(() => byTestId('report-teaser') !== null, 'the teaser after polling')
  // Nothing but the page's own polling asked again.
  expect(reportReads).toBeGreaterThan(readsWhileGenerating)
  expect(recentEvents.some((e) => e.name === TrackName.VALUATION_REPORT && e.eventType === 'pv')).toBe(true)
  expect(recentEvents.some((e) => e.name === TrackName.VALUATION_REPORT && e.eventType === 'exposure' && e.extra?.status === 1)).toBe(true)
})

it('status 1: teaser shows game, level, band, comparable count and demo mark, and no estimate anywhere', async () => {
  expect(text('report-game')).toBe('王者荣耀')
  expect(text('level-badge')).toContain('SR')
  expect(text('report-band')).toBe('1千-3千元')
  expect(text('comparable-count')).toBe('12')
  expect(byTestId('demo-mark')).not.toBeNull()
  expect(byTestId('report-estimate')).toBeNull()
  expect(byTestId('report-full')).toBeNull()
  // The only amount on a locked report is the unlock price, on 立即解锁 (the first tap already says it).
  await waitFor(() => text('bar-unlock-btn') === '立即解锁 ¥4.90', 'the unlock price on the button')
  const bar = byTestId('report-bar') as HTMLElement
  expect(page().innerHTML.replace(bar.outerHTML, '')).not.toContain('¥')
  expect(page().innerHTML).not.toContain('1,280')
})

it('属性确认 shows the attributes it asks about with the answers the report valued; so does 解锁前核对属性 in the unlock popup', async () => {
  await waitFor(() => byTestId('confirm-attrs') !== null, 'the attributes to confirm')
  const rows = (id: string) => Array.from(page().querySelectorAll(`[data-testid^="${id}-"]`)).map((e) => (e as HTMLElement).textContent)
  expect(rows('confirm-attrs')).toEqual(['皮肤数量传说×12、史诗×40', '英雄数量98个'])
  // Checking the attributes is offered, not put between the player and the price.
  await tap('unlock-btn')
  expect(popupKey()).toBe('7')
  await tap('unlock-pay-check')
  expect(popupKey()).toBe('6')
  expect(rows('unlock-confirm-attrs')).toEqual(['皮肤数量传说×12、史诗×40', '英雄数量98个'])
  await tap('popup-confirmUnlock')
  expect(popupKey()).toBe('7')
  await tap('popup-close')
})

it('tapping a locked row opens the not-unlocked popup; unlock opens popup 7 with the price, which opens payment with scene 1', async () => {
  await tap('locked-rows')
  expect(popupKey()).toBe('1')
  await tap('popup-unlock')
  // Popup 7 at once: the service's price, both prices and when each applies (no struck-through 原价), then the pay
  // page of this platform (H5): 立即解锁, 去支付, and the pay page's own button are the three taps to pay.
  expect(popupKey()).toBe('7')
  expect(text('unlock-pay-price')).toBe('¥4.90')
  expect(text('unlock-pay-note')).toMatch(/^2小时内解锁 ¥4\.90，之后 ¥9\.90（剩余 (02:00:00|01:59:5\d)）$/)
  expect(text('unlock-pay')).not.toContain('原价')
  expect(text('popup-pay')).toBe('去支付 ¥4.90')
  expect(byTestId('popup-coupon')).toBeNull()
  // Opening asks the service again (coupons may have arrived since the price was put on the button).
  expect(bodies.filter((b) => b.url.includes('payment/paymentConfig')).map((b) => b.data)).toEqual([
    { scene: 1, valId: 'r_a', os: 'other' },
  ])
  await tap('popup-pay')
  await waitFor(() => hash().startsWith('#/pages/pay/index'), 'the payment page')
  expect(hash()).toBe('#/pages/pay/index_for_web?valId=r_a&payScene=1')
  await act(async () => {
    await navigateBack()
  })
  await waitFor(() => byTestId('report-teaser') !== null, 'back on the report')
})

it('the report refresh event reloads the page: unlocked shows the full report and the unlocked popup', async () => {
  reports.r_a = [full]
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.REPORT_REFRESH)
  })
  await waitFor(() => byTestId('report-full') !== null, 'the full report')
  expect(popupKey()).toBe('2')
  await tap('popup-close')
  expect(text('estimate')).toBe('¥1,280')
  expect(text('range')).toBe('80%区间 ¥1,100 - ¥1,500')
  expect(text('confidence')).toContain('置信度 高')
  // What the label grades, in one line: the share the range holds and its width around the estimate.
  expect(text('confidence-meaning')).toBe('同类账号约8成的成交价在估价±17%以内')
  expect(text('report-breakdown')).toContain('皮肤')
  expect(text('report-breakdown')).toContain('+¥500')
  expect(text('report-breakdown')).toContain('-¥80')
  // The base is named for what it is (an account with nothing on it), so a small amount does not look wrong.
  expect(text('report-breakdown')).toContain('空号底价¥600')
  // Less than a yuan is no change, not "+¥0".
  expect(text('report-breakdown')).toContain('大区¥0')
  expect(text('report-breakdown')).not.toContain('+¥0')
  // Servers and risk flags scale the whole account (issue 35): the note says so rather than "增减".
  expect(text('report-breakdown')).toContain('风险项与区服再按比例折价')
  expect(text('comparable-0')).toContain('荣耀典藏×2')
  expect(text('comparable-0')).toContain('¥1,250')
  expect(byTestId('trend-chart')).not.toBeNull()
  expect(text('question-2')).toContain('未填写英雄数量')
  expect(text('question-2')).toContain('缺项')
  expect(byTestId('demo-mark')).not.toBeNull()
})

it('a comparable shows its goods info popup and opens the account detail', async () => {
  await tap('comparable-info-0')
  expect(popupKey()).toBe('9')
  expect(text('goods-info')).toContain('¥1,200')
  await tap('popup-openDetail')
  await waitFor(() => hash().startsWith('#/pages/account/detail'), 'the account detail')
  expect(hash()).toBe('#/pages/account/detail?listingId=42')
  await act(async () => {
    await navigateBack()
  })
  await waitFor(() => byTestId('property-confirm') !== null, 'back on the report')
})

it('property confirmation: the feedback box (the second way under 属性有误) needs text, then is sent and shown; 属性无误 confirms', async () => {
  await tap('property-feedback')
  await tap('feedback-submit')
  expect(bodies.some((b) => b.url.startsWith('/app/v1/val/propertyConfirm'))).toBe(false)
  await type('feedback-input', '英雄数量不对')
  await tap('feedback-submit')
  const sent = bodies.find((b) => b.url.startsWith('/app/v1/val/propertyConfirm'))
  expect(sent?.data).toEqual({ valId: 'r_a', status: 2, feedback: '英雄数量不对' })
  await waitFor(() => text('property-confirm-status').includes('已反馈'), 'the feedback status')
  expect(text('property-confirm-status')).toContain('英雄数量不对')
  await tap('property-change')
  await tap('property-ok')
  expect(bodies.filter((b) => b.url.startsWith('/app/v1/val/propertyConfirm')).pop()?.data).toEqual({ valId: 'r_a', status: 1 })
  await waitFor(() => text('property-confirm-status').includes('属性无误'), 'the confirmed status')
})

it('share sheet (popup 10) copies the signed share link; compare (popup 4) lists unlocked reports of the game; publish (popup 5)', async () => {
  await tap('share-btn')
  expect(popupKey()).toBe('10')
  await tap('share-copy')
  expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: expect.stringContaining('#/pages/h5/report/share?shareToken=tok.1.sig') })
  await tap('popup-close')
  await tap('compare-btn')
  expect(popupKey()).toBe('4')
  await waitFor(() => byTestId('compare-r_b') !== null, 'the compare list')
  expect(byTestId('compare-r_c')).toBeNull()
  await tap('popup-close')
  await tap('publish-btn')
  expect(popupKey()).toBe('5')
  await tap('popup-close')
})

it('status 3: the failure reason; a failure during polling shows popup 3; 重新估价 regenerates the same report', async () => {
  reports.r_f = [
    { ...base, valId: 'r_f', status: 0 },
    { ...base, valId: 'r_f', status: 3, reason: '该游戏成交数据不足，暂无法估价' },
  ]
  await act(async () => {
    await reLaunch('report', { valId: 'r_f' })
  })
  await waitFor(() => byTestId('report-failed') !== null, 'the failed state')
  expect(text('failed-reason')).toBe('该游戏成交数据不足，暂无法估价')
  expect(popupKey()).toBe('3')
  expect(text('popup-text')).toBe('该游戏成交数据不足，暂无法估价')
  await tap('popup-close')
  bodies.length = 0
  await tap('retry-btn')
  expect(bodies.filter((b) => b.url.startsWith('/app/v1/val/retry')).map((b) => b.data)).toEqual([{ valId: 'r_f' }])
  await waitFor(() => byTestId('report-teaser') !== null, 'the regenerated teaser')
  expect(hash()).toBe('#/pages/report/index?valId=r_f')
  expect(byTestId('report-failed')).toBeNull()
})

it("status 3: 换个方式估价 goes to the valuation tab; the popup's 重新估价 regenerates too", async () => {
  reports.r_g = [
    { ...base, valId: 'r_g', status: 0 },
    { ...base, valId: 'r_g', status: 3, reason: '估价失败，请稍后重试' },
  ]
  await act(async () => {
    await reLaunch('report', { valId: 'r_g' })
  })
  await waitFor(() => popupKey() === '3', 'the failure popup')
  bodies.length = 0
  await tap('popup-retry')
  expect(bodies.filter((b) => b.url.startsWith('/app/v1/val/retry')).map((b) => b.data)).toEqual([{ valId: 'r_g' }])
  await waitFor(() => byTestId('report-teaser') !== null, 'the regenerated teaser')

  reports.r_h = [{ ...base, valId: 'r_h', status: 3, reason: '估价失败，请稍后重试' }]
  await act(async () => {
    await reLaunch('report', { valId: 'r_h' })
  })
  await waitFor(() => byTestId('revalue-btn') !== null, 'the failed state')
  await tap('revalue-btn')
  await waitFor(() => hash().startsWith('#/pages/evaluate/choose/index'), 'the valuation tab')
})

it('unlock-perfect status: must/can offer 完善账号信息 opening the completion page with its query; no need hides it', async () => {
  reports.r_a = [{ ...full, perfectStatus: 1 }]
  await act(async () => {
    await reLaunch('report', { valId: 'r_a' })
  })
  await waitFor(() => byTestId('complete-card') !== null, 'the completion card')
  expect(text('complete-card')).toContain('请完善账号信息')
  await tap('complete-card')
  await waitFor(() => hash().startsWith('#/pages/complete/index'), 'the completion page')
  expect(hash()).toBe('#/pages/complete/index?valId=r_a&gameId=10013&type=2&fromType=1&locked=2')
  await act(async () => {
    await navigateBack()
  })
  reports.r_a = [{ ...full, perfectStatus: 4 }]
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.REPORT_REFRESH)
  })
  await waitFor(() => byTestId('report-page') !== null && byTestId('complete-card') === null, 'no completion card')
})

it("another user's report answers 报告不存在 with 去估价 (a reload cannot help), nothing else", async () => {
  await act(async () => {
    await reLaunch('report', { valId: 'r_other' })
  })
  await waitFor(() => byTestId('report-error') !== null, 'the error state')
  expect(text('report-error')).toContain('报告不存在')
  expect(byTestId('report-error-retry')).toBeNull()
  expect(text('report-error-next')).toBe('去估价')
  expect(byTestId('report-bar')).toBeNull()
})

it('logged out: the public report route asks to log in instead of calling the service', async () => {
  await act(async () => {
    sessionStore.clearLocal()
  })
  await act(async () => {
    await reLaunch('report', { valId: 'r_a' })
  })
  await waitFor(() => byTestId('report-login') !== null, 'the login prompt')
  expect(bodies.some((b) => b.url.startsWith('/app/v1/val/valReport'))).toBe(false)
})
