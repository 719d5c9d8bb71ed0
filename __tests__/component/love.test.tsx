import Taro from '@tarojs/taro'
import { AppEvent } from '../../src/constants/navigation'
import { bootPage, byTestId, net, tap, text, toasts, waitFor } from './helpers'
import { bodiesOf, fakeState, missionService } from './mission-fixtures'
import { loneCharacters, tileGlyphs } from './icon-checks'

/** 爱心值 for a logged-in user: the balance card, redeeming a coupon after a confirmation, and what cannot be redeemed. */

const s = fakeState({ balance: 250, earned: 400, spent: 150, activity: null })
const REDEEM = '/app/v1/love/redeem'
const modals: string[] = []
let answer = true

beforeAll(async () => {
  jest.spyOn(Taro, 'showModal').mockImplementation(((o: { content?: string }) => {
    modals.push(o.content ?? '')
    return Promise.resolve({ confirm: answer, cancel: !answer, errMsg: 'showModal:ok' })
  }) as never)
  await bootPage('#/pages/loveValue/index', { reply: missionService(s), ready: 'love-redeem' })
})

it('shows the balance with its totals, and both items at their rates', () => {
  expect(bodiesOf(net.requests, '/app/v1/love/info')).toEqual([{ variant: 'default' }])
  expect(text('love-balance')).toBe('250')
  expect(text('love-earned')).toBe('400')
  expect(text('love-spent')).toBe('150')
  expect(text('redeem-coupon-rate')).toBe('100 爱心值/张')
  expect(text('redeem-chance-rate')).toBe('30 爱心值/次')
  expect(text('love-rules')).toContain('爱心值不可提现、不可转让')
  // The ledger is read only when its tab is opened.
  expect(bodiesOf(net.requests, '/app/v1/love/ledger')).toEqual([])
})

it('a draw chance cannot be redeemed while no activity runs', async () => {
  expect(text('redeem-chance-desc')).toBe('暂无进行中的活动')
  expect(byTestId('redeem-chance-btn')!.className).toContain('lv-item__btn--off')
  await tap('redeem-chance-btn')
  expect(modals).toEqual([])
  expect(bodiesOf(net.requests, REDEEM)).toEqual([])
})

it('each item draws its glyph of the icon set on a solid tile, and no character stands alone as one', () => {
  expect(tileGlyphs(byTestId('redeem-coupon')!)).toEqual(['Coupon'])
  expect(tileGlyphs(byTestId('redeem-chance')!)).toEqual(['Gift'])
  for (const item of ['coupon', 'chance'])
    expect(byTestId(`redeem-${item}`)!.querySelector('.icon-tile')!.className).toContain('icon-tile--solid')
  expect(loneCharacters(byTestId('love-page')!)).toEqual([])
})

it('redeeming a coupon asks first; cancelling sends nothing', async () => {
  answer = false
  await tap('redeem-coupon-btn')
  expect(modals).toEqual(['使用 100 爱心值兑换 1 张解锁券，兑换后不可撤销'])
  expect(bodiesOf(net.requests, REDEEM)).toEqual([])
})

it('two coupons at once: the stepper and the confirmation; the service refuses what the balance no longer pays for', async () => {
  answer = true
  expect(text('redeem-coupon-count')).toBe('1')
  await tap('redeem-coupon-plus')
  expect(text('redeem-coupon-count')).toBe('2')
  // 250 pays for two: the stepper stops there.
  await tap('redeem-coupon-plus')
  expect(text('redeem-coupon-count')).toBe('2')
  expect(text('redeem-coupon-stepper')).toContain('共 200 爱心值')
  // Meanwhile 100 points were spent on another device.
  s.balance = 150
  s.spent = 250
  await tap('redeem-coupon-btn')
  await waitFor(() => text('love-balance') === '150', 'the balance read again')
  expect(modals.slice(-1)).toEqual(['使用 200 爱心值兑换 2 张解锁券，兑换后不可撤销'])
  expect(bodiesOf(net.requests, REDEEM)).toEqual([{ item: 'coupon', count: 2 }])
  expect(toasts).toContain('爱心值不足')
  // 150 pays for one: no stepper any more.
  expect(byTestId('redeem-coupon-stepper')).toBeNull()
})

it('a coupon: the request, the new balance and totals, and Mine told to count coupons again', async () => {
  const coupons = jest.fn()
  Taro.eventCenter.on(AppEvent.UPDATE_COUPON_NUMBER, coupons)
  await tap('redeem-coupon-btn')
  await waitFor(() => text('love-balance') === '50', 'the new balance')
  expect(modals.slice(-1)).toEqual(['使用 100 爱心值兑换 1 张解锁券，兑换后不可撤销'])
  expect(bodiesOf(net.requests, REDEEM).slice(-1)).toEqual([{ item: 'coupon', count: 1 }])
  expect(toasts).toContain('已兑换 1 张解锁券')
  expect(text('love-spent')).toBe('350')
  expect(coupons).toHaveBeenCalledTimes(1)
  Taro.eventCenter.off(AppEvent.UPDATE_COUPON_NUMBER, coupons)
})

it('below the rate the item says 爱心值不足 and cannot be redeemed', async () => {
  expect(text('redeem-coupon-btn')).toBe('爱心值不足')
  expect(byTestId('redeem-coupon-btn')!.className).toContain('lv-item__btn--off')
  expect(byTestId('redeem-coupon-stepper')).toBeNull()
  const asked = modals.length
  await tap('redeem-coupon-btn')
  expect(modals).toHaveLength(asked)
  expect(bodiesOf(net.requests, REDEEM)).toHaveLength(2)
})
