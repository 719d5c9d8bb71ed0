import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, flush, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'
import { ADDRESS, CASH, COUPON, KEYBOARD, PRIZES, activity, bodyOf, drawCalls, fail, me, ok, pathOf, record } from './draw-fixtures'
import { tileGlyphs } from './icon-checks'
import type { DrawRecord } from '../../server/src/contract'

/**
 * 幸运抽奖 for a logged-in user: chances and today's count, my records with the next step of each real prize,
 * and draws of each prize type with their result and next step; a refusal is the service's toast.
 */

let chances = 4
let usedToday = 1
const records: DrawRecord[] = [
  record(103, KEYBOARD, 2, { address: ADDRESS }),
  record(102, KEYBOARD, 3, {
    address: ADDRESS,
    addressEditable: false,
    shipping: { carrier: '顺丰速运', trackingNo: 'SF1', shippedAt: 0 },
  }),
  record(101, KEYBOARD, 1),
]
/** What each draw answers, in order. */
const draws: Array<() => Reply> = [
  () => ok({ record: record(201, COUPON, 7), chances }),
  () => ok({ record: record(202, CASH, 4), chances }),
  () => ok({ record: record(203, null, 0), chances }),
  () => fail(40055, '今日抽奖次数已达上限'),
  () => ok({ record: record(205, KEYBOARD, 1), chances }),
]

const service = (r: Req): Reply => {
  const path = pathOf(r)
  if (path === '/app/v1/draw/activity') return ok({ activity: activity(), prizes: PRIZES, me: me({ chances, usedToday }) })
  if (path === '/app/v1/draw/records') return ok({ list: records, total: records.length })
  if (path === '/app/v1/draw/draw') {
    const answer = draws.shift()!()
    if (answer.code === 200) {
      chances -= 1
      usedToday += 1
      const drawn = (answer.data as { record: DrawRecord }).record
      records.unshift(drawn)
      ;(answer.data as { chances: number }).chances = chances
    }
    return answer
  }
  if (path === '/app/v1/payment/couponList') return ok({ list: [], total: 0 })
  // One locked report (status 1) to use a won coupon on; the unlocked one is not listed when asked for locked ones.
  if (path === '/app/v1/val/reportList') {
    const locked = { valId: 'r_lock', status: 1, gameId: 10013, gameName: '王者荣耀', evaluateType: 2, createdAt: 1 }
    return r.data?.status === 1
      ? ok({ list: [locked], total: 1 })
      : ok({ list: [locked, { ...locked, valId: 'r_open', status: 2 }], total: 2 })
  }
  return ok(null)
}
const litTile = () => currentPage().querySelector('.dr-tile--lit')?.textContent ?? ''
/** The prize art's glyph (and its size) in the result over the page. */
const resultArt = () => {
  const art = byTestId('draw-result')!.querySelector('.dr-art')!
  return [tileGlyphs(art.parentElement!, '.dr-art')[0], art.classList.contains('dr-art--lg')]
}

/** Taps 抽奖 and waits for the result (the light's run takes a moment; no timing is asserted). */
async function drawOnce() {
  await waitFor(() => byTestId('draw-button')?.getAttribute('data-kind') === 'draw', 'the draw button')
  await tap('draw-button')
  await waitFor(() => byTestId('draw-result') !== null, 'the result')
}
async function closeResult() {
  await tap('draw-result-close')
  expect(byTestId('draw-result')).toBeNull()
}

beforeAll(async () => {
  await bootPage('#/pages/h5/cj-active-draw/index?activityId=act-1', { reply: service, ready: 'draw-head' })
  await waitFor(() => byTestId('draw-records') !== null, 'my records')
})

it('shows my chances, today’s count out of the daily limit, and the draw button', () => {
  expect(text('draw-chances')).toBe('4')
  expect(text('draw-today')).toBe('1/5')
  expect(text('draw-button')).toBe('抽奖剩余 4 次')
  expect(drawCalls('records').map(bodyOf)).toEqual([{ page: 1, pageSize: 10, activityId: 'act-1' }])
})

it('lists my records with each real prize’s next step', async () => {
  const rows = Array.from(currentPage().querySelectorAll('[data-testid="draw-record"]'))
  expect(rows).toHaveLength(3)
  expect(rows[0].textContent).toContain('机械键盘')
  expect(rows[0].textContent).toContain('2026-12-01 12:05')
  expect(rows.map((r) => r.querySelector('[data-testid="draw-record-state"]')?.textContent)).toEqual(['待发货', '已发货', '待填写收货地址'])
  expect(text('record-101-address')).toBe('填写地址')
  expect(text('record-103-address')).toBe('修改地址')
  expect(text('record-103-physical')).toBe('查看物流')
  expect(byTestId('record-102-address')).toBeNull()
  await tap('record-102-physical')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/physical?recordId=102', 'the shipping page')
  await act(async () => {
    await Taro.navigateBack()
  })
  await waitFor(() => byTestId('draw-records') !== null, 'back on the draw page')
})

it('a coupon: 解锁券已到账 with 去使用 to my locked reports (to pick one to unlock); my chances are read again', async () => {
  const before = drawCalls('activity').length
  await drawOnce()
  expect(drawCalls('draw').map(bodyOf)).toEqual([{ activityId: 'act-1' }])
  expect(text('draw-result-title')).toBe('恭喜获得')
  expect(text('draw-result-prize')).toBe('报告解锁券 × 2 张')
  expect(text('draw-result-note')).toContain('解锁券已到账')
  expect(resultArt()).toEqual(['Coupon', true])
  // The light ends on the won prize.
  expect(litTile()).toContain('报告解锁券')
  await waitFor(() => drawCalls('activity').length > before && text('draw-chances') === '3', 'my chances read again')
  expect(text('draw-today')).toBe('2/5')
  await waitFor(() => (byTestId('draw-records')?.textContent ?? '').includes('解锁券已到账'), 'the new record')
  await tap('draw-result-use')
  await waitFor(() => window.location.hash === '#/pages/my-page/valuation-records?locked=1', 'my locked reports')
  await waitFor(() => byTestId('report-row') !== null, 'the locked report')
  expect(text('records-hint')).toBe('选择一份未解锁的报告使用解锁券')
  expect(currentPage().querySelectorAll('[data-testid="report-row"]')).toHaveLength(1)
  expect(text('report-row')).toContain('未解锁')
  await act(async () => {
    await Taro.navigateBack()
  })
  await waitFor(() => byTestId('draw-button') !== null, 'back on the draw page')
  expect(byTestId('draw-result')).toBeNull()
})

it('a red packet: its amount and 红包发放中', async () => {
  await drawOnce()
  expect(text('draw-result-prize')).toBe('红包 ¥1.88')
  expect(text('draw-result-note')).toBe('红包发放中')
  expect(resultArt()).toEqual(['Refund', true])
  expect(litTile()).toContain('现金红包')
  await closeResult()
})

it('nothing won: 谢谢参与', async () => {
  await drawOnce()
  expect(text('draw-result-title')).toBe('谢谢参与')
  expect(byTestId('draw-result-prize')).toBeNull()
  expect(resultArt()).toEqual(['Heart', true])
  expect(litTile()).toContain('谢谢参与')
  await closeResult()
  await waitFor(() => text('draw-chances') === '1', 'one chance left')
})

it('a refusal is the service’s toast; no result, and my chances are read again', async () => {
  const before = drawCalls('activity').length
  toasts.length = 0
  await waitFor(() => byTestId('draw-button')?.getAttribute('data-kind') === 'draw', 'the draw button')
  await tap('draw-button')
  await waitFor(() => toasts.includes('今日抽奖次数已达上限'), 'the toast')
  await waitFor(() => drawCalls('activity').length > before, 'the activity read again')
  await flush()
  expect(byTestId('draw-result')).toBeNull()
  expect(currentPage().querySelector('.dr-tile--lit')).toBeNull()
  expect(text('draw-chances')).toBe('1')
})

it('real goods: 填写收货地址 opens the address form for that record', async () => {
  await drawOnce()
  expect(text('draw-result-prize')).toBe('机械键盘')
  expect(text('draw-result-note')).toBe('填写收货地址后，我们会尽快为你寄出')
  expect(text('draw-result-later')).toBe('稍后填写')
  await tap('draw-result-address')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/submitAddress?recordId=205', 'the address form')
  expect(drawCalls('draw')).toHaveLength(5)
})
