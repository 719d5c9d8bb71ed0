import { act } from 'react'
import { bootPage, byTestId, tap, text, toasts, type, waitFor, type Reply, type Req } from './helpers'
import { ADDRESS, KEYBOARD, bodyOf, drawCalls, fail, ok, pathOf, record } from './draw-fixtures'
import { REGIONS, regionIndices } from '../../src/features/draw/regions'

/**
 * 填写收货地址 for a real prize that has no address yet: every field checked with its own error before anything
 * is sent, the region from the three-column picker, a refusal of the service under the form, and a saved
 * address opening the shipping page.
 */

let addressReply: (body: Record<string, unknown>) => Reply = () => fail(40000, '收货地址暂时无法保存')
const service = (r: Req): Reply => {
  const path = pathOf(r)
  if (path === '/app/v1/draw/record') return ok(record(201, KEYBOARD, 1))
  if (path === '/app/v1/draw/address') return addressReply(bodyOf(r))
  return ok(null)
}
const submits = () => drawCalls('address').map(bodyOf)

/** Turns the picker's columns and confirms, as the H5 picker reports it. */
async function pickRegion(columns: [number, number, number]) {
  const picker = byTestId('address-region-picker')
  if (!picker) throw new Error('no region picker')
  for (let column = 0; column < 3; column++) {
    await act(async () => {
      picker.dispatchEvent(new CustomEvent('columnchange', { detail: { column, value: columns[column] } }))
    })
  }
  await act(async () => {
    picker.dispatchEvent(new CustomEvent('change', { detail: { value: columns } }))
  })
}

beforeAll(async () => {
  await bootPage('#/pages/h5/cj-active-draw/submitAddress?recordId=201', { reply: service, ready: 'address-form' })
})

it('loads the record and shows the prize it is for', () => {
  expect(drawCalls('record').map(bodyOf)).toEqual([{ recordId: 201 }])
  expect(text('address-prize')).toContain('机械键盘')
  expect(text('address-prize')).toContain('冬季幸运大抽奖')
  expect(text('address-region-value')).toBe('请选择省 / 市 / 区')
  expect(text('address-submit')).toBe('提交收货地址')
})

it('an empty form shows each field’s own error and sends nothing', async () => {
  await tap('address-submit')
  expect(text('address-name-error')).toBe('请填写收货人')
  expect(text('address-mobile-error')).toBe('请输入正确的手机号')
  expect(text('address-region-error')).toBe('请选择所在地区')
  expect(text('address-detail-error')).toBe('详细地址至少 5 个字')
  expect(submits()).toEqual([])
})

it('checks the mobile with the mainland rule and the detail’s length; fixing a field clears its error', async () => {
  await type('address-name', '  张三 ')
  expect(byTestId('address-name-error')).toBeNull()
  await type('address-mobile', '11012345678')
  await type('address-detail', '文三路')
  await tap('address-submit')
  expect(byTestId('address-name-error')).toBeNull()
  expect(text('address-mobile-error')).toBe('请输入正确的手机号')
  expect(text('address-detail-error')).toBe('详细地址至少 5 个字')
  expect(text('address-region-error')).toBe('请选择所在地区')
  expect(submits()).toEqual([])
})

it('the region comes from the province, city and district columns', async () => {
  // Every province of the mainland is offered; municipalities list their districts under themselves.
  expect(Object.keys(REGIONS)).toHaveLength(31)
  expect(Object.keys(REGIONS['重庆市'])).toEqual(['重庆市'])
  const at = regionIndices(REGIONS, ['浙江省', '杭州市', '西湖区'])
  expect(at[0]).toBeGreaterThan(0)
  await pickRegion(at)
  await waitFor(() => text('address-region-value') === '浙江省 杭州市 西湖区', 'the picked region')
  expect(byTestId('address-region-error')).toBeNull()
})

it('a refusal of the service shows under the form, without a toast', async () => {
  await type('address-mobile', '13800138000')
  await type('address-detail', ' 文三路 90 号东部软件园 ')
  toasts.length = 0
  await tap('address-submit')
  await waitFor(() => text('address-submit-error') === '收货地址暂时无法保存', 'the refusal')
  expect(toasts).toEqual([])
  expect(window.location.hash).toBe('#/pages/h5/cj-active-draw/submitAddress?recordId=201')
})

it('a saved address sends every field trimmed and opens the shipping page', async () => {
  addressReply = (body) => ok(record(201, KEYBOARD, 2, { address: ADDRESS, ...body, id: 201 }))
  await tap('address-submit')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/physical?recordId=201', 'the shipping page')
  expect(submits()[1]).toEqual({ recordId: 201, ...ADDRESS })
  expect(toasts).toContain('收货地址已提交')
})
