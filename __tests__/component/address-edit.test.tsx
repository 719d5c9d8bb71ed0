import { navigateTo } from '../../src/router'
import { pageUrl } from '../../src/constants/routes'
import { bootPage, byTestId, pageText, tap, text, toasts, type, waitFor, type Req } from './helpers'
import { ADDRESS, CASH, KEYBOARD, bodyOf, drawCalls, ok, pathOf, record } from './draw-fixtures'

/**
 * 填写收货地址 for a prize whose address was given: the form starts from it and saves a change; a shipped prize
 * and a prize that is not real goods show the address read-only with a note and nothing to submit.
 */

const SHIPPED = record(203, KEYBOARD, 3, {
  address: ADDRESS,
  addressEditable: false,
  shipping: { carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: Date.UTC(2026, 11, 3, 2) },
})
const service = (r: Req) => {
  const path = pathOf(r)
  const body = bodyOf(r)
  if (path === '/app/v1/draw/record') {
    if (body.recordId === 202) return ok(record(202, KEYBOARD, 2, { address: ADDRESS }))
    if (body.recordId === 203) return ok(SHIPPED)
    return ok(record(204, CASH, 5))
  }
  if (path === '/app/v1/draw/address') return ok(record(202, KEYBOARD, 2, { address: { ...ADDRESS, detail: String(body.detail) } }))
  return ok(null)
}
const inputValue = (id: string) => (byTestId(id)?.querySelector('input, textarea') as HTMLInputElement | null)?.value ?? ''

beforeAll(async () => {
  await bootPage('#/pages/h5/cj-active-draw/submitAddress?recordId=202', { reply: service, ready: 'address-form' })
})

it('starts from the saved address', async () => {
  await waitFor(() => inputValue('address-name') === '张三', 'the saved name')
  expect(inputValue('address-mobile')).toBe('13800138000')
  expect(inputValue('address-detail')).toBe('文三路 90 号东部软件园')
  expect(text('address-region-value')).toBe('浙江省 杭州市 西湖区')
  expect(text('address-submit')).toBe('保存修改')
})

it('saves a change with the rest of the address as it was', async () => {
  await type('address-detail', '文一西路 969 号 3 幢')
  await tap('address-submit')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/physical?recordId=202', 'the shipping page')
  expect(drawCalls('address').map(bodyOf)).toEqual([{ recordId: 202, ...ADDRESS, detail: '文一西路 969 号 3 幢' }])
  expect(toasts).toContain('收货地址已修改')
})

it('a shipped prize shows its address read-only with a note', async () => {
  await navigateTo(pageUrl('/pages/h5/cj-active-draw/submitAddress?recordId=203'))
  await waitFor(() => byTestId('address-readonly') !== null, 'the read-only address')
  expect(text('address-note')).toBe('奖品已发货，收货地址不能再修改')
  expect(text('address-readonly')).toContain('张三 13800138000')
  expect(text('address-readonly')).toContain('浙江省 杭州市 西湖区 文三路 90 号东部软件园')
  expect(byTestId('address-form')).toBeNull()
  expect(byTestId('address-submit')).toBeNull()
})

it('a prize that is not real goods needs no address', async () => {
  await navigateTo(pageUrl('/pages/h5/cj-active-draw/submitAddress?recordId=204'))
  await waitFor(() => byTestId('address-readonly') !== null && pageText().includes('现金红包'), 'the red packet')
  expect(text('address-note')).toBe('该奖品无需填写收货地址')
  expect(byTestId('address-submit')).toBeNull()
})
