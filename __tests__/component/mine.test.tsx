import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, urls, waitFor } from './helpers'
import { AppEvent } from '../../src/constants/navigation'
import { sessionStore } from '../../src/stores/session'
import { mineStore } from '../../src/stores/mine'
import { switchTab } from '../../src/router'

/** The Mine tab in the real app; only the network is replaced. Tests run in order like one user session. */

let coupons = 3
const service = (r: { url: string }) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/user/userInfo')
    return {
      code: 200,
      msg: 'ok',
      data: { user_base_info: { id: 7, uid: 'u7', nickname: '玩家小鱼', avatar: '', phone: '138****0000', realNameStatus: 0 } },
    }
  if (url === '/app/v1/user/castatus') return { code: 200, msg: 'ok', data: { status: 0, name: '', idNo: '' } }
  if (url === '/app/v1/invitation/getUnlockCoupon') return { code: 200, msg: 'ok', data: { count: coupons } }
  return { code: 200, msg: 'ok', data: null }
}

beforeAll(async () => {
  await bootPage('#/pages/my/index', { reply: service, user: null, ready: 'mine-head' })
})

beforeEach(() => {
  net.requests.length = 0
})

it('logged out: a 登录/注册 card with 立即登录, every entry, no user calls', () => {
  expect(text('mine-head')).toContain('登录/注册')
  expect(text('mine-login-btn')).toBe('立即登录')
  expect(byTestId('phone')).toBeNull()
  expect(text('coupon-count')).toBe('--')
  for (const t of [
    '估价记录',
    '意向记录',
    '盈亏记录',
    '我的收藏',
    '账号推荐',
    '相似账号',
    '券使用记录',
    '任务中心',
    '爱心值',
    '实名认证',
    '意见反馈',
    '联系我们',
    '设置',
  ])
    expect(pageText()).toContain(t)
  expect(urls()).toEqual([])
})

it('立即登录 opens code login with from=/pages/my/index', async () => {
  await tap('mine-login-btn')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'the login page')
  expect(window.location.hash).toBe(`#/pages/login/verifyCode?from=${encodeURIComponent('/pages/my/index')}`)
})

it('logged in and shown again: nickname, masked phone, 未实名 and the coupon count from the service', async () => {
  await act(async () => {
    sessionStore.saveUser({ token: 'T', refresh_token: 'R' })
  })
  await act(async () => {
    await switchTab('mine')
  })
  await waitFor(() => text('coupon-count') === '3', 'the coupon count')
  expect(window.location.hash).toBe('#/pages/my/index')
  expect(urls()).toEqual(expect.arrayContaining(['/app/v1/user/userInfo', '/app/v1/user/castatus', '/app/v1/invitation/getUnlockCoupon']))
  expect(text('nickname')).toBe('玩家小鱼')
  expect(text('phone')).toBe('138****0000')
  expect(text('real-name-badge')).toBe('未实名')
  expect(text('coupon-count')).toBe('3')
  expect(byTestId('mine-login-btn')).toBeNull()
  expect(currentPage().querySelector('.mine-avatar--default')).not.toBeNull()
})

it('the update-coupon-number event refreshes the count', async () => {
  coupons = 5
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.UPDATE_COUPON_NUMBER)
  })
  await waitFor(() => text('coupon-count') === '5', 'the new coupon count')
  expect(urls()).toEqual(['/app/v1/invitation/getUnlockCoupon'])
  expect(text('coupon-count')).toBe('5')
})

it('tapping 未实名 opens the real-name page', async () => {
  await tap('real-name-badge')
  await waitFor(() => window.location.hash === '#/pages/realNameAuth/index', 'the real-name page')
  expect(window.location.hash).toBe('#/pages/realNameAuth/index')
})

it('a verified user sees 已实名', async () => {
  net.reply = (r) =>
    r.url.startsWith('/app/v1/user/castatus') ? { code: 200, msg: 'ok', data: { status: 1, name: '张*', idNo: '1' } } : service(r)
  await act(async () => {
    await switchTab('mine')
  })
  await waitFor(() => text('real-name-badge') === '已实名', 'the 已实名 badge')
  expect(mineStore.realName?.status).toBe(1)
  expect(text('real-name-badge')).toBe('已实名')
})
