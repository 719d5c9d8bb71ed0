import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, closeGate, net, openGate, tap, text, waitFor } from './helpers'
import { bodiesOf, fail, marketService, ok, typeUntil } from './market-fixtures'
import { AppEvent } from '../../src/constants/navigation'
import { askPosition } from '../../src/features/deal/DealEvaluateView'
import { dealStore } from '../../src/features/deal/deal-store'

/** 交易评估 in the real app: offer by link or properties + ask → verdict, percentile, range; the refresh event. */

const verdict = (askFen: number, v: 'good' | 'fair' | 'overpriced', word: string) => ({
  gameId: 10013,
  gameName: '王者荣耀',
  askFen,
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
let dealReply = () => ok(verdict(150000, 'overpriced', '偏贵'))
const LINK = 'https://gujia.example/listing/demo-10013-000002'

beforeAll(async () => {
  await bootPage('#/subPages/deal-evaluate/index', { reply: marketService({ 'deal/evaluate': () => dealReply() }), ready: 'deal-submit' })
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

it('places the ask on the range bar', () => {
  const range = { lowFen: 80000, highFen: 120000, level: 0.8 }
  expect(askPosition({ askFen: 56000, range })).toBe(0)
  expect(askPosition({ askFen: 1_000_000, range })).toBe(100)
  expect(askPosition({ askFen: 100000, range })).toBeCloseTo(((100000 - 56000) / (156000 - 56000)) * 100)
})
