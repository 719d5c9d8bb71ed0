import { bootPage, byTestId, tap, text, waitFor, type Req } from './helpers'
import { payConfig } from './pay-fixtures'

/**
 * The unlock offer on a locked report when the player holds a coupon and the 2-hour window is over: one price (no
 * note, nothing struck through), and the coupon is the primary action.
 */

const teaser = {
  valId: 'r_c',
  evaluateType: 2,
  createdAt: 1,
  gameId: 10013,
  gameName: '王者荣耀',
  status: 1,
  level: 'R',
  band: '1千-3千元',
}
const calls: Req[] = []
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  calls.push(r)
  if (url === '/app/v1/val/valReport') return ok(teaser)
  if (url === '/app/v1/payment/paymentConfig')
    return ok(
      payConfig('r_c', 1, {
        couponCount: 2,
        stage: 0,
        priceFen: 990,
        discountEndsAt: Date.now() - 1000,
        priceNote: null,
        retentionText: null,
      }),
    )
  if (url === '/app/v1/coupon/useCouponInfo') return ok({ unlocked: true, couponCount: 1 })
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_c', { reply: service, ready: 'report-page' })
})

it('after the window: one price on 立即解锁 and in the popup, no note and no 原价', async () => {
  await waitFor(() => text('bar-unlock-btn') === '立即解锁 ¥9.90', 'the list price on the button')
  await tap('bar-unlock-btn')
  expect(text('unlock-pay-price')).toBe('¥9.90')
  expect(byTestId('unlock-pay-note')).toBeNull()
  expect(text('unlock-pay')).not.toContain('原价')
})

it('with a coupon, using it is the primary action and paying stays possible', async () => {
  expect(text('unlock-pay-coupon')).toBe('你有 2 张解锁券，可免费解锁')
  expect(byTestId('popup-coupon')?.className).toContain('rp-btn--primary')
  expect(byTestId('popup-pay')?.className).not.toContain('rp-btn--primary')
  expect(text('popup-pay')).toBe('付费')
  await tap('popup-coupon')
  await waitFor(() => calls.some((c) => c.url.includes('coupon/useCouponInfo')), 'the coupon spent')
  expect(calls.find((c) => c.url.includes('coupon/useCouponInfo'))?.data).toEqual({ scene: 1, valId: 'r_c' })
})
