import Taro from '@tarojs/taro'
import { bootPage, net, pageText, tap, text, waitFor } from './helpers'
import { bodiesOf, fakeState, missionService } from './mission-fixtures'

/**
 * 爱心值 on iOS (`pages/loveValue/indexIOS`): the service is asked for the iOS variant, coupons and draw chances stay
 * redeemable (they are not purchases), nothing on the page speaks of paying, and earning more opens the iOS
 * mission centre.
 */

const s = fakeState({ balance: 250, earned: 400, spent: 150 })

beforeAll(async () => {
  jest
    .spyOn(Taro, 'showModal')
    .mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' })) as never)
  await bootPage('#/pages/loveValue/indexIOS', { reply: missionService(s), ready: 'love-redeem' })
})

it('asks for the iOS variant and offers both items', () => {
  expect(bodiesOf(net.requests, '/app/v1/love/info')).toEqual([{ variant: 'ios' }])
  expect(text('redeem-coupon-rate')).toBe('100 爱心值/张')
  expect(text('redeem-chance-rate')).toBe('30 爱心值/次')
  expect(pageText()).not.toMatch(/支付|付款|购买|充值/)
})

it('redeems a coupon like the default page', async () => {
  await tap('redeem-coupon-btn')
  await waitFor(() => bodiesOf(net.requests, '/app/v1/love/redeem').length === 1, 'the redemption')
  expect(bodiesOf(net.requests, '/app/v1/love/redeem')).toEqual([{ item: 'coupon', count: 1 }])
  await waitFor(() => text('love-balance') === '150', 'the balance after')
})

it('去赚爱心值 opens the iOS mission centre', async () => {
  await tap('love-earn')
  await waitFor(() => window.location.hash.startsWith('#/pages/missionCenter/indexIOS'), 'the iOS mission centre')
})
