import { bootPage, byTestId, net, pageText, text, toasts, waitFor, type Req } from './helpers'

/** 好友助力 (friend-help landing): the help link's scene is the launch; a logged-in friend helps on arrival. */

const ok = (data: unknown, msg = 'ok') => ({ code: 200, msg, data })
let helped = false
const detail = () => ({
  required: 3,
  count: helped ? 2 : 1,
  remaining: helped ? 1 : 2,
  unlocked: false,
  expired: false,
  expiresAt: Date.UTC(2026, 11, 1),
  helpers: [{ nickname: '小***', avatar: '', helpedAt: 1 }, ...(helped ? [{ nickname: '我***', avatar: '', helpedAt: 2 }] : [])],
  kind: 1,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-3千元',
  ownerNickname: '阿***',
  mine: false,
  helpedByMe: helped,
})
const service = (r: Req) => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/val/helpDetail') return ok(detail())
  if (path === '/app/v1/val/valReportShare') {
    helped = true
    return ok({ count: 2, required: 3, remaining: 1, unlocked: false }, '恭喜助力成功！')
  }
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/h5/report/friendHelpDownload?scene=1_123456789012345_ABCDEFGH', { reply: service, ready: 'fh-outcome' })
})

it('helps once with the scene’s help code, says 恭喜助力成功！ and shows the new progress', async () => {
  const helps = net.requests.filter((r) => r.url.startsWith('/app/v1/val/valReportShare'))
  expect(helps.map((r) => r.data)).toEqual([{ valId: '123456789012345' }])
  // The device's visitor id goes along: the service caps a day's helps per device.
  expect(helps[0].header?.['Va-Visitor-Id']).toMatch(/^[A-Za-z0-9]{32}$/)
  expect(toasts).toContain('恭喜助力成功！')
  expect(text('fh-outcome')).toBe('恭喜助力成功！')
  await waitFor(() => text('help-progress-text').includes('还差 1 人'), 'the progress after helping')
  expect(text('fh-done')).toBe('你已助力')
  expect(pageText()).toContain('好友 阿*** 邀请你助力')
  expect(pageText()).toContain('估值区间 1千-3千元')
  expect(byTestId('level-badge')?.textContent).toContain('SR')
  expect(byTestId('fh-download')).not.toBeNull()
})
