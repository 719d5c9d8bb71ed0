import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, closeGate, currentPage, net, openGate, tap, text, waitFor } from './helpers'
import { REPORTS, bodiesOf, fail, marketService, ok, typeUntil } from './market-fixtures'
import { AppEvent } from '../../src/constants/navigation'
import { navigateBack } from '../../src/router'
import { askPosition } from '../../src/features/deal/DealEvaluateView'
import { dealStore } from '../../src/features/deal/deal-store'

/**
 * 交易评估 in the real app: offer by link or properties + ask → verdict, percentile, range (with an unlocked report of
 * the account), or the locked answer (band, a verdict from the band, a way to the account's report); the refresh event.
 */

const verdict = (askFen: number, v: 'good' | 'fair' | 'overpriced', word: string) => ({
  gameId: 10013,
  gameName: '王者荣耀',
  askFen,
  locked: false,
  band: { label: '1千-3千元', lowFen: 100000, highFen: 300000 },
  valId: 'r_unlocked00000000',
  estimateFen: 100000,
  range: { lowFen: 80000, highFen: 120000, level: 0.8 },
  ratio: askFen / 100000,
  askPercentile: 91.6,
  percentileBasis: 'comparables',
  comparableCount: 24,
  verdict: v,
  verdictText: word,
  text: '要价明显高于相似账号的成交价。',
  demo: false,
})
/** No unlocked report of the account: ¥1,500 asked is within the 1千-3千元 band, so the free verdict is 合理. */
const locked = (extra: Record<string, unknown> = {}) => ({
  gameId: 10013,
  gameName: '王者荣耀',
  askFen: 150000,
  locked: true,
  band: { label: '1千-3千元', lowFen: 100000, highFen: 300000 },
  askPercentile: 73,
  percentileBasis: 'game',
  verdict: 'fair',
  verdictText: '合理',
  text: '按属性估值在1千-3千元档，要价¥1,500在该档位之内，合理，高于该游戏73%的成交；解锁这个账号的估价报告后可查看精确估值和差价',
  demo: true,
  ...extra,
})
let dealReply = () => ok(verdict(150000, 'overpriced', '偏贵'))
const LINK = 'https://gujia.example/listing/demo-10013-000002'

beforeAll(async () => {
  await bootPage('#/subPages/deal-evaluate/index', {
    reply: marketService({
      'deal/evaluate': () => dealReply(),
      'val/valuation': () => ok({ valId: 'r_newvaluation0000' }),
      'val/reportList': () => ok({ list: REPORTS, total: 2 }),
    }),
    ready: 'deal-submit',
  })
})

beforeEach(() => {
  net.requests.length = 0
})

it('refuses an empty link and a missing ask on the client', async () => {
  await tap('deal-submit')
  expect(text('account-error')).toBe('请粘贴商品链接')
  expect(text('deal-ask-error')).toBe('请输入卖家要价')
  // Typed until the page holds it; the third decimal is dropped on the way in.
  await typeUntil('deal-ask-input', '12.345', () => dealStore.askText === '12.34')
  expect(bodiesOf('deal/evaluate')).toEqual([])
})

it('judges an offer by link: verdict, percentile among comparables, expected range', async () => {
  await typeUntil('account-link', LINK, () => dealStore.account.link === LINK)
  await typeUntil('deal-ask-input', '1500', () => dealStore.askText === '1500')
  closeGate()
  await tap('deal-submit')
  expect(byTestId('deal-skeleton')).not.toBeNull()
  openGate()
  await waitFor(() => byTestId('deal-result') !== null, 'the verdict')
  expect(bodiesOf('deal/evaluate')).toEqual([{ link: LINK, askFen: 150000 }])
  expect(text('deal-verdict')).toBe('偏贵')
  expect(text('deal-estimate')).toBe('¥1,000')
  expect(text('deal-percentile')).toBe('92%')
  expect(text('deal-percentile-text')).toBe('要价高于 92% 的相似成交（共 24 笔）')
  expect(text('deal-range-low')).toBe('¥800')
  expect(text('deal-range-high')).toBe('¥1,200')
})

it('the deal-evaluate refresh event re-runs the same offer and shows the new verdict', async () => {
  dealReply = () => ok(verdict(150000, 'fair', '合理'))
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.DEAL_EVALUATE_REFRESH)
  })
  await waitFor(() => text('deal-verdict') === '合理', 'the refreshed verdict')
  expect(bodiesOf('deal/evaluate')).toEqual([{ link: LINK, askFen: 150000 }])
})

it('by properties; a service error stays on the form', async () => {
  await tap('deal-again')
  await tap('account-mode-props')
  await tap('account-game-10013')
  await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
  await typeUntil('q-heroCount-input', '200', () => dealStore.account.answers.heroCount === '200')
  await tap('deal-submit')
  expect(text('account-error')).toBe('请检查标红的属性')
  await typeUntil('q-heroCount-input', '100', () => dealStore.account.answers.heroCount === '100')
  await tap('q-server-opt-wx_ios')
  dealReply = () => fail(40023, '王者荣耀暂未开放估价')
  await tap('deal-submit')
  await waitFor(() => text('account-error') === '王者荣耀暂未开放估价', 'the service error')
  expect(bodiesOf('deal/evaluate')).toEqual([{ gameId: 10013, answers: { heroCount: 100, server: 'wx_ios' }, askFen: 150000 }])
  // Nothing to refresh without a verdict: the event sends nothing.
  net.requests.length = 0
  dealStore.again()
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.DEAL_EVALUATE_REFRESH)
  })
  expect(bodiesOf('deal/evaluate')).toEqual([])
})

it('a link the service cannot read offers its properties, game kept (as link valuation does)', async () => {
  await tap('account-mode-link')
  const unread = 'https://www.pxb7.com/product/px20260412'
  await typeUntil('account-link', unread, () => dealStore.account.link === unread)
  const msg = '暂未收录该链接对应的商品，请改用属性估价或查看「如何获取链接」'
  dealReply = () => ({ code: 40021, msg, data: { guide: '/pages/h5/guide/getLink', byProps: { gameId: 10013 } } })
  await tap('deal-submit')
  await waitFor(() => byTestId('account-link-fallback') !== null, 'the way on')
  expect(text('account-error')).toBe(msg)
  expect(text('account-link-fallback')).toBe('按属性继续（王者荣耀）')
  await tap('account-link-fallback')
  expect(dealStore.account.mode).toBe('props')
  expect(dealStore.account.gameId).toBe(10013)
  await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions of the game kept')
  expect(byTestId('account-link-fallback')).toBeNull()
})

it('a locked answer shows the band and the free verdict from it, no figure; the way on values this account and opens its report', async () => {
  // The form still holds the properties of the previous test.
  dealReply = () => ok(locked())
  await tap('deal-submit')
  await waitFor(() => byTestId('deal-result') !== null, 'the locked answer')
  // Always a verdict (issue 34): within the band 合理, never 待解锁.
  expect(text('deal-verdict')).toBe('合理')
  expect(text('deal-result')).toContain('要价在估值档位之内')
  expect(currentPage().textContent).not.toContain('待解锁')
  expect(text('deal-band')).toBe('1千-3千元')
  expect(text('deal-percentile-text')).toBe('要价高于 73% 的王者荣耀成交')
  expect(text('deal-text')).toContain('解锁这个账号的估价报告')
  expect(text('locked-rows')).toContain('AI估值')
  expect(byTestId('deal-estimate')).toBeNull()
  expect(byTestId('deal-range')).toBeNull()
  // The only amount on the page is the ask the user typed.
  expect([...new Set(currentPage().innerHTML.match(/¥[\d,]+/g))]).toEqual(['¥1,500'])

  expect(text('unlock-btn')).toBe('给这个账号估价')
  net.requests.length = 0
  await tap('unlock-btn')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the new report')
  expect(bodiesOf('val/valuation')).toEqual([{ evaluateType: 2, gameId: 10013, answers: { heroCount: 100, server: 'wx_ios' } }])
  expect(window.location.hash).toContain('valId=r_newvaluation0000')
  await act(async () => {
    await navigateBack()
  })
  await waitFor(() => byTestId('deal-result') !== null, 'back on the locked answer')

  // Unlocking the report (payment, coupon, help) fires the report refresh event: the same offer again, now in full.
  net.requests.length = 0
  dealReply = () => ok(verdict(150000, 'overpriced', '偏贵'))
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.REPORT_REFRESH, { valId: 'r_newvaluation0000' })
  })
  await waitFor(() => byTestId('deal-estimate') !== null, 'the full answer')
  expect(bodiesOf('deal/evaluate')).toEqual([{ gameId: 10013, answers: { heroCount: 100, server: 'wx_ios' }, askFen: 150000 }])
  expect(text('deal-verdict')).toBe('偏贵')
  // A full answer on screen is not re-run by the event.
  net.requests.length = 0
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.REPORT_REFRESH, { valId: 'r_other' })
  })
  expect(bodiesOf('deal/evaluate')).toEqual([])
})

it("a locked answer naming the caller's report opens that report; above the band it is 偏贵, below 偏便宜", async () => {
  await tap('deal-again')
  // ¥1,500 against the 5百-1千元 band is above its top: 偏贵.
  const band = { label: '5百-1千元', lowFen: 50000, highFen: 100000 }
  dealReply = () => ok(locked({ valId: 'r_mylockedreport00', band, verdict: 'overpriced', verdictText: '偏贵' }))
  await tap('deal-submit')
  await waitFor(() => byTestId('deal-result') !== null, 'the locked answer')
  expect(text('deal-verdict')).toBe('偏贵')
  expect(text('deal-result')).toContain('要价高于估值档位的上限')
  expect(text('deal-band')).toBe('5百-1千元')
  expect(text('unlock-btn')).toBe('查看估价报告')
  net.requests.length = 0
  await tap('unlock-btn')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
  expect(window.location.hash).toContain('valId=r_mylockedreport00')
  expect(bodiesOf('val/valuation')).toEqual([])
  await act(async () => {
    await navigateBack()
  })
  await waitFor(() => byTestId('deal-result') !== null, 'back on the answer')

  await tap('deal-again')
  const above = { label: '5千-2万元', lowFen: 500000, highFen: 2000000 }
  dealReply = () => ok(locked({ band: above, verdict: 'good', verdictText: '偏便宜' }))
  await tap('deal-submit')
  await waitFor(() => byTestId('deal-result') !== null, 'the answer below the band')
  expect(text('deal-verdict')).toBe('偏便宜')
  expect(text('deal-result')).toContain('要价低于估值档位的下限')
})

it('picks one of my valuation reports; its account unlocked, the answer has every figure and nothing to unlock', async () => {
  await tap('deal-again')
  await tap('account-mode-report')
  await waitFor(() => byTestId('report-r_aaaaaaaaaaaaaaaa') !== null, 'my reports')
  await tap('report-r_aaaaaaaaaaaaaaaa')
  dealReply = () => ok({ ...verdict(150000, 'overpriced', '偏贵'), valId: 'r_aaaaaaaaaaaaaaaa' })
  net.requests.length = 0
  await tap('deal-submit')
  await waitFor(() => byTestId('deal-result') !== null, 'the answer by report')
  expect(bodiesOf('deal/evaluate')).toEqual([{ valId: 'r_aaaaaaaaaaaaaaaa', askFen: 150000 }])
  expect(text('deal-verdict')).toBe('偏贵')
  expect(text('deal-estimate')).toBe('¥1,000')
  expect(byTestId('locked-rows')).toBeNull()
  expect(byTestId('unlock-btn')).toBeNull()
  expect(currentPage().textContent).not.toContain('待解锁')
  expect(currentPage().textContent).not.toContain('解锁')
})

it('places the ask on the range bar', () => {
  const range = { lowFen: 80000, highFen: 120000, level: 0.8 }
  expect(askPosition({ askFen: 56000, range })).toBe(0)
  expect(askPosition({ askFen: 1_000_000, range })).toBe(100)
  expect(askPosition({ askFen: 100000, range })).toBeCloseTo(((100000 - 56000) / (156000 - 56000)) * 100)
})
