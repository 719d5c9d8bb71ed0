import Taro from '@tarojs/taro'
import { navigateBack } from '../../src/router'
import { bootPage, byTestId, net, tap, text, toasts, waitFor } from './helpers'
import { bodiesOf, fakeState, ledgerEntry, missionService } from './mission-fixtures'

/** 爱心值?tab=ledger: the empty ledger, a draw chance redeemed into the running activity, then the ledger's pages. */

const s = fakeState({ balance: 100, activity: { id: 'act-9', title: '双十一幸运抽奖', endAt: Date.UTC(2026, 10, 11) }, ledger: [] })
const LEDGER = '/app/v1/love/ledger'
const rows = () => Array.from(document.querySelectorAll('.taro_page [data-testid="love-row"]'))

beforeAll(async () => {
  jest
    .spyOn(Taro, 'showModal')
    .mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' })) as never)
  await bootPage('#/pages/loveValue/index?tab=ledger', { reply: missionService(s), ready: 'love-ledger-empty' })
})

it('opens on 明细; an empty ledger points to the mission centre', async () => {
  expect(byTestId('love-tab-ledger')!.className).toContain('lv-tab--on')
  expect(text('love-ledger-empty')).toContain('还没有爱心值记录，去任务中心赚取吧')
  expect(bodiesOf(net.requests, LEDGER)).toEqual([{ page: 1, pageSize: 20 }])
  await tap('love-ledger-go')
  await waitFor(() => window.location.hash === '#/pages/missionCenter/index', 'the mission centre')
  await navigateBack()
  await waitFor(() => byTestId('love-page') !== null, 'back on love value')
})

it('a draw chance goes to the running activity, with 去抽奖 after it', async () => {
  // Earned meanwhile: 24 entries, so with the redemption the ledger has two pages.
  s.ledger = Array.from({ length: 24 }, (_, i) => ledgerEntry(24 - i, 5, '每日签到', 100 - i * 5))
  await tap('love-tab-redeem')
  expect(text('redeem-chance-desc')).toBe('用于「双十一幸运抽奖」')
  await tap('redeem-chance-btn')
  await waitFor(() => byTestId('redeem-go-draw') !== null, '去抽奖')
  expect(bodiesOf(net.requests, '/app/v1/love/redeem')).toEqual([{ item: 'chance', count: 1 }])
  expect(toasts).toContain('已兑换 1 次抽奖机会')
  expect(text('love-balance')).toBe('70')
})

it('the ledger shows the redemption first, signed and coloured, 20 a page', async () => {
  await tap('love-tab-ledger')
  await waitFor(() => rows().length === 20, 'the first page')
  const first = rows()[0]
  expect(first.textContent).toContain('兑换抽奖机会')
  expect(first.textContent).toContain('余额 70')
  expect(first.querySelector('[data-testid="love-delta"]')!.textContent).toBe('-30')
  expect(first.querySelector('[data-testid="love-delta"]')!.className).toContain('lv-row__delta--out')
  const second = rows()[1]
  expect(second.querySelector('[data-testid="love-delta"]')!.textContent).toBe('+5')
  expect(second.querySelector('[data-testid="love-delta"]')!.className).toContain('lv-row__delta--in')
  await tap('love-ledger-footer-more')
  await waitFor(() => rows().length === 25, 'the second page')
  expect(bodiesOf(net.requests, LEDGER).slice(-1)).toEqual([{ page: 2, pageSize: 20 }])
  expect(text('love-ledger-footer')).toBe('没有更多了')
})

it('去抽奖 opens the draw of that activity', async () => {
  await tap('love-tab-redeem')
  await tap('redeem-go-draw')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/index?activityId=act-9', 'the draw page')
})
