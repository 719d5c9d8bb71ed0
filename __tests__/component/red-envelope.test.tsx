import { bootPage, byTestId, currentPage, tap, text, waitFor, type Reply, type Req } from './helpers'
import { CASH, COUPON, activity, bodyOf, drawCalls, me, ok, pathOf, record } from './draw-fixtures'
import type { DrawRecord } from '../../server/src/contract'

/**
 * 拆红包 (banner/red-envelope): the running red-envelope activity, my chances, the odds; 拆 draws in the service and
 * the envelope opens on a paid red packet, then on 谢谢参与; my records follow.
 */

let chances = 2
const records: DrawRecord[] = []
const draws: DrawRecord[] = [record(401, CASH, 5, { activityId: 'red-1' }), record(402, null, 0, { activityId: 'red-1' })]
const service = (r: Req): Reply => {
  const path = pathOf(r)
  if (path === '/app/v1/draw/activity')
    return ok({
      activity: activity({ id: 'red-1', style: 'red_envelope', title: '新春拆红包', perDayLimit: 3 }),
      prizes: [CASH, COUPON],
      me: me({ chances, usedToday: 2 - chances }),
    })
  if (path === '/app/v1/draw/records') return ok({ list: records, total: records.length })
  if (path === '/app/v1/draw/draw') {
    const drawn = draws.shift()!
    chances -= 1
    records.unshift(drawn)
    return ok({ record: drawn, chances })
  }
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/h5/banner/red-envelope', { reply: service, ready: 'envelope' })
  await waitFor(() => byTestId('draw-records-empty') !== null, 'my records')
})

it('asks for the running red-envelope activity and shows it with my chances and the odds', () => {
  expect(drawCalls('activity').map(bodyOf)).toEqual([{ style: 'red_envelope' }])
  expect(text('draw-title')).toBe('新春拆红包')
  expect(text('draw-chances')).toBe('2')
  expect(text('draw-today')).toBe('0/3')
  expect(text('draw-me')).toContain('剩余拆红包次数')
  expect(text('draw-button')).toBe('拆')
  expect(Array.from(currentPage().querySelectorAll('[data-testid="draw-odds-row"]')).map((r) => r.textContent)).toEqual([
    '红包现金红包20.00%96/100',
    '解锁券报告解锁券19.50%已抽完',
    '谢谢参与60.00%—',
  ])
})

it('拆 opens the envelope on a paid red packet; my chances and records follow', async () => {
  await tap('draw-button')
  await waitFor(() => byTestId('envelope-result') !== null, 'the opened envelope')
  expect(drawCalls('draw').map(bodyOf)).toEqual([{ activityId: 'red-1' }])
  expect(text('envelope-prize')).toBe('红包 ¥1.88')
  expect(text('envelope-note')).toBe('红包已发放')
  await waitFor(() => text('draw-chances') === '1' && text('draw-today') === '1/3', 'my chances read again')
  await waitFor(() => byTestId('draw-records') !== null, 'the record')
  expect(text('draw-records')).toContain('现金红包 · ¥1.88')
  expect(text('draw-records')).toContain('红包已发放')
  expect(text('envelope-again')).toBe('再拆一个（剩余 1 次）')
})

it('再拆一个 closes it; the next one holds 谢谢参与, and then the chances are gone', async () => {
  await tap('envelope-again')
  expect(byTestId('envelope-result')).toBeNull()
  await tap('draw-button')
  await waitFor(() => byTestId('envelope-result') !== null, 'the opened envelope')
  expect(text('envelope-title')).toBe('谢谢参与')
  expect(byTestId('envelope-prize')).toBeNull()
  await waitFor(() => text('envelope-again') === '收起红包', 'no chance left')
  await tap('envelope-again')
  expect(text('draw-button')).toBe('去赚次数')
  expect(text('draw-notice')).toBe('拆红包次数已用完，完成任务可获得更多次数')
})
