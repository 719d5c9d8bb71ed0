import { bootPage, byTestId, net, text, toasts, type Req } from './helpers'

/** A friend whose help is refused (already helped) sees the service's reason; a bad link says so without retry. */

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const service = (r: Req) => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/val/valReportShare') return { code: 40032, msg: '你已经为这份报告助力过了', data: null }
  if (path === '/app/v1/val/helpDetail') {
    return ok({
      required: 3,
      count: 3,
      remaining: 0,
      unlocked: true,
      expired: false,
      expiresAt: 1,
      helpers: [],
      kind: 2,
      gameName: '原神',
      level: null,
      band: null,
      ownerNickname: '阿***',
      mine: false,
      helpedByMe: true,
    })
  }
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/h5/report/friendHelpDownload?scene=1_87654321_ABCDEFGH', { reply: service, ready: 'fh-outcome' })
})

it('shows why the help was refused and no help button', async () => {
  expect(net.requests.filter((r) => r.url.startsWith('/app/v1/val/valReportShare')).map((r) => r.data)).toEqual([{ valId: '87654321' }])
  expect(toasts).toContain('你已经为这份报告助力过了')
  expect(text('fh-outcome')).toBe('你已经为这份报告助力过了')
  expect(text('fh-done')).toBe('你已助力')
  expect(byTestId('fh-help')).toBeNull()
  expect(text('friend-help')).toContain('帮TA免费解锁意向推荐报告')
})
