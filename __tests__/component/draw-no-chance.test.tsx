import { bootPage, byTestId, net, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'
import { PRIZES, activity, drawCalls, fail, me, ok, pathOf } from './draw-fixtures'

/**
 * 幸运抽奖 when the activity fails to load (an error with 重新加载, no toast), then with no chance left: the
 * button leads to the mission centre to earn more.
 */

let failing = true
const service = (r: Req): Reply => {
  if (pathOf(r) === '/app/v1/draw/activity') {
    if (failing) return fail(50001, '服务繁忙，请稍后再试')
    return ok({ activity: activity(), prizes: PRIZES, me: me({ chances: 0, used: 3, usedToday: 2 }) })
  }
  if (pathOf(r) === '/app/v1/draw/records') return ok({ list: [], total: 0 })
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/h5/cj-active-draw/index?activityId=act-1', { reply: service, ready: 'draw-error' })
})

it('a failed load says why on the page and offers 重新加载', async () => {
  expect(text('draw-error')).toContain('服务繁忙，请稍后再试')
  expect(byTestId('draw-head')).toBeNull()
  expect(toasts).toEqual([])
  failing = false
  await tap('draw-error-retry')
  await waitFor(() => byTestId('draw-head') !== null, 'the activity')
  expect(drawCalls('activity')).toHaveLength(2)
})

it('with no chance left the button says 去赚抽奖次数, and my empty records say so', async () => {
  expect(text('draw-chances')).toBe('0')
  expect(text('draw-today')).toBe('2/5')
  expect(text('draw-button')).toBe('去赚抽奖次数')
  expect(text('draw-notice')).toBe('抽奖次数已用完，完成任务可获得更多次数')
  await waitFor(() => byTestId('draw-records-empty') !== null, 'the empty records')
  expect(text('draw-records-empty')).toContain('还没有抽奖记录')
})

it('去赚抽奖次数 opens the mission centre and draws nothing', async () => {
  await tap('draw-button')
  await waitFor(() => window.location.hash === '#/pages/missionCenter/index', 'the mission centre')
  expect(net.requests.map(pathOf)).not.toContain('/app/v1/draw/draw')
})
