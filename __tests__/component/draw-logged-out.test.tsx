import { bootPage, byTestId, currentPage, net, tap, text, toasts, waitFor, type Req } from './helpers'
import { PRIZES, activity, bodyOf, drawCalls, ok, pathOf } from './draw-fixtures'
import { loneCharacters, tileGlyphs } from './icon-checks'

/**
 * 幸运抽奖 for a visitor (the page is on the login whitelist): the activity, the prizes and the published odds
 * are there; drawing asks to log in and comes back to this activity.
 */

const service = (r: Req) => {
  if (pathOf(r) === '/app/v1/draw/activity') return ok({ activity: activity(), prizes: PRIZES, me: null })
  return ok(null)
}
const all = (id: string) => Array.from(currentPage().querySelectorAll(`[data-testid="${id}"]`)).map((e) => e.textContent ?? '')

beforeAll(async () => {
  await bootPage('#/pages/h5/cj-active-draw/index?activityId=act-1', { reply: service, user: null, ready: 'draw-head' })
})

it('asks the service for the activity of the link and shows its title, period and state', () => {
  const asked = drawCalls('activity')
  expect(asked.map(bodyOf)).toEqual([{ activityId: 'act-1' }])
  expect(text('draw-title')).toBe('冬季幸运大抽奖')
  expect(text('draw-head')).toContain('估价赢好礼，天天有惊喜')
  expect(text('draw-period')).toBe('活动时间 2026.11.25 - 2027.02.23')
  expect(text('draw-state')).toBe('进行中')
})

it('shows the prizes around the button: kind, stock, a red packet’s amount, a sold-out prize, 谢谢参与 between', () => {
  const tiles = all('draw-tile')
  expect(tiles).toHaveLength(8)
  expect(tiles.find((t) => t.includes('机械键盘'))).toBe('实物机械键盘剩余 3')
  expect(tiles.find((t) => t.includes('现金红包'))).toBe('红包现金红包¥1.88 · 剩余 96')
  expect(tiles.find((t) => t.includes('报告解锁券'))).toBe('解锁券报告解锁券已抽完')
  expect(tiles.filter((t) => t === '谢谢参与再接再厉')).toHaveLength(5)
})

it('draws each prize’s art as its type’s glyph of the icon set, 谢谢参与 as a heart; no character stands alone', () => {
  const art = Array.from(currentPage().querySelectorAll('[data-testid="draw-tile"]')).map((t) => ({
    name: t.querySelector('.dr-tile__name')?.textContent,
    glyph: tileGlyphs(t, '.dr-art'),
    tone: Array.from(t.querySelector('.dr-art')!.classList).find((c) => /^dr-art--[a-z]+$/.test(c) && c !== 'dr-art--md'),
  }))
  const prize = (name: string) => art.find((a) => a.name === name)
  expect(prize('机械键盘')).toEqual({ name: '机械键盘', glyph: ['Gift'], tone: 'dr-art--gift' })
  expect(prize('现金红包')).toEqual({ name: '现金红包', glyph: ['Refund'], tone: 'dr-art--cash' })
  expect(prize('报告解锁券')).toEqual({ name: '报告解锁券', glyph: ['Coupon'], tone: 'dr-art--coupon' })
  const thanks = art.filter((a) => a.name === '谢谢参与')
  expect(thanks).toHaveLength(5)
  for (const t of thanks) expect(t).toEqual({ name: '谢谢参与', glyph: ['Heart'], tone: 'dr-art--thanks' })
  expect(loneCharacters(currentPage())).toEqual([])
})

it('publishes every prize’s odds and stock, and 谢谢参与 with its own', () => {
  expect(all('draw-odds-row')).toEqual([
    '实物机械键盘0.50%3/5',
    '红包现金红包20.00%96/100',
    '解锁券报告解锁券19.50%已抽完',
    '谢谢参与60.00%—',
  ])
  expect(text('draw-rules')).toContain('实物奖品请在 7 天内填写收货地址')
})

it('has no chances or records for a visitor, and asks nothing about them', () => {
  expect(text('draw-me')).toBe('登录后查看你的抽奖次数')
  expect(byTestId('draw-records')).toBeNull()
  expect(net.requests.map(pathOf)).not.toContain('/app/v1/draw/records')
})

it('登录后抽奖 opens code login, which comes back to this activity', async () => {
  expect(text('draw-button')).toBe('登录后抽奖')
  expect(byTestId('draw-button')?.getAttribute('data-kind')).toBe('login')
  await tap('draw-button')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'code login')
  expect(window.location.hash).toBe(
    `#/pages/login/verifyCode?from=${encodeURIComponent('/pages/h5/cj-active-draw/index?activityId=act-1')}`,
  )
  expect(net.requests.map(pathOf)).not.toContain('/app/v1/draw/draw')
  expect(toasts).toEqual([])
})
