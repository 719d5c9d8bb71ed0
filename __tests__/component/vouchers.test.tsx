import { bootPage, byTestId, net, tap, text, waitFor, type Req } from './helpers'

/** 券使用记录: three tabs over coupon/list, each row with source, dates and the report it unlocked; paging and states. */

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const DAY = 86_400_000
const T0 = Date.UTC(2026, 10, 1, 4)
const coupon = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: '报告解锁券',
  source: 'invitation',
  sourceText: '邀请好友奖励',
  createdAt: T0,
  expiresAt: T0 + 30 * DAY,
  usedAt: null,
  usedOn: null,
  ...extra,
})
let failUsable = false
const usable = Array.from({ length: 25 }, (_, i) => coupon(100 - i))
const used = [
  coupon(7, {
    source: 'grant',
    sourceText: '平台赠送',
    expiresAt: null,
    usedAt: T0 + DAY,
    usedOn: { valId: 'r_u', kind: 1, title: '估价报告', gameName: '王者荣耀' },
  }),
]

const service = (r: Req) => {
  if (r.url.split('?')[0] !== '/app/v1/coupon/list') return ok(null)
  const { tab, page = 1, pageSize = 20 } = r.data as { tab: number; page?: number; pageSize?: number }
  if (tab === 1 && failUsable) return { code: 50001, msg: '服务异常，请稍后重试', data: null }
  const all = tab === 1 ? usable : tab === 2 ? used : []
  return ok({ list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length })
}
const listBodies = () => net.requests.filter((r) => r.url.startsWith('/app/v1/coupon/list')).map((r) => r.data)

beforeAll(async () => {
  failUsable = true
  await bootPage('#/pages/vouchersList/index', { reply: service, ready: 'vouchers-error' })
})

it('a failed load offers a retry; the usable tab then lists coupons with source and dates, 20 a page', async () => {
  expect(text('vouchers-error')).toContain('服务异常')
  failUsable = false
  await tap('vouchers-error-retry')
  await waitFor(() => byTestId('vouchers') !== null, 'the usable coupons')
  expect(document.querySelectorAll('.taro_page [data-testid="voucher-row"]').length).toBe(20)
  const first = text('voucher-row')
  expect(first).toContain('报告解锁券')
  expect(first).toContain('可使用')
  expect(first).toContain('来源：邀请好友奖励')
  expect(first).toContain('2026-11-01 获得 · 2026-12-01 到期')
  await tap('vouchers-footer-more')
  await waitFor(() => document.querySelectorAll('.taro_page [data-testid="voucher-row"]').length === 25, 'the second page')
  expect(listBodies().slice(-1)).toEqual([{ tab: 1, page: 2, pageSize: 20 }])
})

it('the used tab shows the report each coupon unlocked and opens it; the expired tab is empty', async () => {
  await tap('vouchers-tab-2')
  await waitFor(() => byTestId('voucher-used-on') !== null, 'the used coupons')
  expect(text('voucher-row')).toContain('长期有效')
  expect(text('voucher-used-on')).toContain('解锁了 王者荣耀估价报告')
  await tap('vouchers-tab-3')
  await waitFor(() => byTestId('vouchers-empty') !== null, 'no expired coupons')
  expect(text('vouchers-empty')).toContain('没有过期的解锁券')
  await tap('vouchers-tab-2')
  await tap('voucher-row')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report it unlocked')
  expect(window.location.hash).toBe('#/pages/report/index?valId=r_u')
})
