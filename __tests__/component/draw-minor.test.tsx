import { bootPage, byTestId, flush, net, tap, text, waitFor, type Req } from './helpers'
import { PRIZES, activity, bodyOf, drawCalls, me, ok, pathOf } from './draw-fixtures'

/**
 * 幸运抽奖 opened without an activity (a menu entry): the service picks the running draw activity. A user whose
 * real name says under 18 sees the draw disabled, even with chances.
 */

const service = (r: Req) => {
  if (pathOf(r) === '/app/v1/draw/activity') return ok({ activity: activity({ id: 'winter-1' }), prizes: PRIZES, me: me({ minor: true }) })
  if (pathOf(r) === '/app/v1/draw/records') return ok({ list: [], total: 0 })
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/h5/cj-active-draw/index', { reply: service, ready: 'draw-head' })
  await waitFor(() => byTestId('draw-records-empty') !== null, 'my records')
})

it('asks for the running draw activity by style, and lists my records in the one it got', () => {
  expect(drawCalls('activity').map(bodyOf)).toEqual([{ style: 'draw' }])
  expect(drawCalls('records').map(bodyOf)).toEqual([{ page: 1, pageSize: 10, activityId: 'winter-1' }])
})

it('a minor cannot draw: the button is disabled and says why', async () => {
  expect(text('draw-chances')).toBe('3')
  expect(text('draw-button')).toBe('未满18周岁不能参与抽奖')
  expect(byTestId('draw-button')?.className).toContain('dr-go--off')
  await tap('draw-button')
  await flush()
  expect(net.requests.map(pathOf)).not.toContain('/app/v1/draw/draw')
  expect(window.location.hash).toBe('#/pages/h5/cj-active-draw/index')
})
