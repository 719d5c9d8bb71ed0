import { act } from 'react'
import { bootPage, byTestId, net, pageText, text, toasts, waitFor, type Req } from './helpers'
import { goUseCoupon } from '../../src/features/draw/use-coupon'

/**
 * Using a won unlock coupon (去使用): with no locked report yet, the valuation tab with a hint, since a coupon unlocks
 * a report; the locked-reports list itself says what to do when it is empty.
 */

const reportList = () => net.requests.filter((r) => r.url.split('?')[0] === '/app/v1/val/reportList').map((r) => r.data)
const reply = (r: Req) =>
  r.url.split('?')[0] === '/app/v1/val/reportList'
    ? { code: 200, msg: 'ok', data: { list: [], total: 0 } }
    : { code: 200, msg: 'ok', data: null }

beforeAll(async () => {
  await bootPage('#/pages/my-page/valuation-records?locked=1', { reply })
})

it('the locked-reports list asks the service for locked reports only and, with none, leads to 去估价', async () => {
  await waitFor(() => byTestId('records-empty-action') !== null, 'the empty state')
  expect(reportList()).toEqual([{ page: 1, pageSize: 20, status: 1 }])
  expect(text('records-hint')).toBe('选择一份未解锁的报告使用解锁券')
  expect(pageText()).toContain('暂无未解锁的报告')
})

it('去使用 with no locked report opens the valuation tab and says a coupon unlocks a report once valued', async () => {
  toasts.length = 0
  await act(async () => {
    await goUseCoupon()
  })
  await waitFor(() => window.location.hash.startsWith('#/pages/evaluate/choose/index'), 'the valuation tab')
  expect(toasts).toContain('估价后可用解锁券免费解锁报告')
})
