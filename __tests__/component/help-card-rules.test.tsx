import { bootPage, text, waitFor, type Req } from './helpers'

/**
 * 邀请好友助力 on a locked report states the help rules the service enforces (issue 33): a friend counts once per
 * owner in 30 days and helps at most 3 reports a day.
 */
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const locked = {
  valId: 'r_rules',
  status: 1,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-3千元',
  comparableCount: 12,
  demo: true,
  propertyConfirm: { status: 0 },
}
const CODE = '123456789012345'
const share = {
  code: CODE,
  scene: `1_${CODE}_ABCDEFGH`,
  path: `/pages/h5/report/friendHelpDownload?scene=1_${CODE}_ABCDEFGH`,
  qrImage: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  qrKind: 'link',
  required: 3,
  count: 1,
  remaining: 2,
  unlocked: false,
  expired: false,
  expiresAt: Date.UTC(2026, 11, 1),
  helpers: [],
}
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/valReport') return ok(locked)
  if (url === '/app/v1/val/helpShare') return ok(share)
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_rules', { reply: service, ready: 'report-page' })
})

it('the help card says each friend helps once in 30 days and at most 3 reports a day', async () => {
  await waitFor(() => text('help-rules') !== '', 'the help card')
  expect(text('help-rules')).toBe('每位好友30天内只能为你助力1次，每人每天最多助力3份报告')
  expect(text('help-progress-text')).toContain('还差 2 人')
})
