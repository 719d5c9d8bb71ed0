import { navigateBack } from '../../src/router'
import { bootPage, byTestId, net, tap, text, urls, waitFor } from './helpers'
import { fakeState, missionService } from './mission-fixtures'

/** 爱心值 for a visitor: what love value is, the rates, and 登录 wherever points would be needed. */

const s = fakeState({ loggedIn: false, activity: { id: 'act-1', title: '幸运抽奖', endAt: Date.UTC(2026, 11, 1) } })
const loginFrom = (path: string) => `#/pages/login/verifyCode?from=${encodeURIComponent(path)}`
const back = async () => {
  await navigateBack()
  await waitFor(() => byTestId('love-page') !== null, 'back on love value')
}

beforeAll(async () => {
  await bootPage('#/pages/loveValue/index', { reply: missionService(s), user: null, ready: 'love-redeem' })
})

it('explains love value and offers 登录, returning here', async () => {
  expect(text('love-logged-out')).toContain('完成任务赚爱心值')
  expect(byTestId('love-balance')).toBeNull()
  expect(text('redeem-coupon-rate')).toBe('100 爱心值/张')
  await tap('love-login')
  await waitFor(() => window.location.hash === loginFrom('/pages/loveValue/index'), 'code login')
  await back()
})

it('redeeming asks to log in first', async () => {
  expect(text('redeem-coupon-btn')).toBe('登录后兑换')
  expect(text('redeem-chance-btn')).toBe('登录后兑换')
  await tap('redeem-chance-btn')
  await waitFor(() => window.location.hash === loginFrom('/pages/loveValue/index'), 'code login')
  await back()
})

it('明细 asks to log in and reads no ledger', async () => {
  await tap('love-tab-ledger')
  expect(text('love-ledger-login')).toContain('登录后查看爱心值明细')
  await tap('love-ledger-login-btn')
  await waitFor(() => window.location.hash === loginFrom('/pages/loveValue/index?tab=ledger'), 'code login')
  expect(urls().filter((u) => u === '/app/v1/love/ledger' || u === '/app/v1/love/redeem')).toEqual([])
  expect(net.requests.filter((r) => r.url.startsWith('/app/v1/love/info')).length).toBeGreaterThan(0)
})
