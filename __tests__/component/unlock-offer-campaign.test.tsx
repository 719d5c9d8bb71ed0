import { bootPage, byTestId, tap, text, waitFor, type Req } from './helpers'
import { payConfig } from './pay-fixtures'

/**
 * The unlock offer during an operator's dated price campaign: the campaign price the service charges, the list price
 * charged before it struck through as 原价, and until when; no 2-hour note beside it. (Without a campaign nothing is
 * struck through: unlock-offer.test.tsx.)
 */

const teaser = {
  valId: 'r_p',
  evaluateType: 2,
  createdAt: 1,
  gameId: 10013,
  gameName: '王者荣耀',
  status: 1,
  level: 'R',
  band: '1千-3千元',
}
// 2026-12-13 00:00 Beijing time.
const ENDS_AT = Date.UTC(2026, 11, 12, 16, 0)
const calls: Req[] = []
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  calls.push(r)
  if (url === '/app/v1/val/valReport') return ok(teaser)
  if (url === '/app/v1/payment/paymentConfig') {
    const now = Date.now()
    return ok(
      payConfig('r_p', 1, {
        // The window is still open (¥4.90), but the campaign's ¥2.90 is lower: the service charges it.
        priceFen: 290,
        stage: 3,
        priceNote: null,
        retentionText: null,
        serverTime: now,
        campaign: { name: '双十二特惠', originalPriceFen: 990, endsAt: Math.max(ENDS_AT, now + 86_400_000) },
      }),
    )
  }
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_p', { reply: service, ready: 'report-page' })
})

it('the campaign price on 立即解锁 and in the popup, with the list price struck through as 原价', async () => {
  await waitFor(() => text('bar-unlock-btn') === '立即解锁 ¥2.90', 'the campaign price on the button')
  await tap('bar-unlock-btn')
  expect(text('unlock-pay-price')).toBe('¥2.90')
  const original = byTestId('unlock-pay-original')
  expect(original?.textContent).toBe('¥9.90')
  expect(original?.className).toContain('pay-offer__original')
  expect(text('unlock-pay-campaign')).toMatch(/^原价 ¥9\.90双十二特惠 · \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前有效$/)
  // One story about the price: the window's note is not shown beside the campaign.
  expect(byTestId('unlock-pay-note')).toBeNull()
  expect(text('popup-pay')).toBe('去支付 ¥2.90')
})
