import Taro from '@tarojs/taro'
import { navigateTo } from '../../src/router'
import { pageUrl } from '../../src/constants/routes'
import { bootPage, byTestId, currentPage, tap, text, toasts, waitFor, type Req } from './helpers'
import { ADDRESS, KEYBOARD, bodyOf, drawCalls, ok, pathOf, record } from './draw-fixtures'

/**
 * 物流信息: a shipped prize with its address, the timeline at 已发货, the carrier and a tracking number to copy;
 * an unshipped one at 待发货 with 修改地址.
 */

const service = (r: Req) => {
  if (pathOf(r) !== '/app/v1/draw/record') return ok(null)
  if (bodyOf(r).recordId === 301)
    return ok(
      record(301, KEYBOARD, 3, {
        address: ADDRESS,
        addressEditable: false,
        shipping: { carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: Date.UTC(2026, 11, 3, 2, 30) },
      }),
    )
  return ok(record(302, KEYBOARD, 2, { address: ADDRESS }))
}
const steps = () =>
  Array.from(currentPage().querySelectorAll('[data-testid^="physical-step"]')).map((s) => ({
    title: s.querySelector('.ph-step__title')?.textContent,
    current: s.getAttribute('data-testid') === 'physical-step-current',
  }))

beforeAll(async () => {
  await bootPage('#/pages/h5/cj-active-draw/physical?recordId=301', { reply: service, ready: 'physical-parcel' })
})

it('shows the prize, the address in full to its owner, and the timeline at 已发货', () => {
  expect(drawCalls('record').map(bodyOf)).toEqual([{ recordId: 301 }])
  expect(text('address-prize')).toContain('机械键盘')
  expect(text('physical-address')).toContain('张三 13800138000')
  expect(text('physical-address')).toContain('浙江省 杭州市 西湖区 文三路 90 号东部软件园')
  expect(steps()).toEqual([
    { title: '待填写地址', current: false },
    { title: '待发货', current: false },
    { title: '已发货', current: true },
  ])
  expect(byTestId('physical-edit')).toBeNull()
})

it('shows the carrier and tracking number and copies the number', async () => {
  expect(text('physical-carrier')).toBe('顺丰速运')
  expect(text('physical-tracking')).toBe('SF1234567890')
  expect(text('physical-parcel')).toContain('2026-12-03 10:30')
  await tap('physical-copy')
  const copied = (Taro.setClipboardData as jest.Mock).mock.calls.map((c) => c[0].data)
  expect(copied).toEqual(['SF1234567890'])
  await waitFor(() => toasts.includes('快递单号已复制'), 'the toast')
})

it('an unshipped prize waits at 待发货, has no parcel yet, and offers 修改地址', async () => {
  await navigateTo(pageUrl('/pages/h5/cj-active-draw/physical?recordId=302'))
  await waitFor(() => byTestId('physical-status') !== null && byTestId('physical-edit') !== null, 'the unshipped prize')
  expect(steps().find((s) => s.current)?.title).toBe('待发货')
  expect(byTestId('physical-parcel')).toBeNull()
  await tap('physical-edit')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/submitAddress?recordId=302', 'the address form')
})
