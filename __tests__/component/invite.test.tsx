import { navigateTo } from '../../src/router'
import { pageUrl } from '../../src/constants/routes'
import { bootPage, byTestId, net, pageText, tap, text, toasts, type, waitFor, type Req } from './helpers'

/** 任务中心 › 邀请好友 for a logged-in user: my code and share, the invitees with reward states, entering a code. */

const ok = (data: unknown, msg = 'ok') => ({ code: 200, msg, data })
const DAY = 86_400_000
const T0 = Date.UTC(2026, 10, 1, 4)
const invitee = (i: number, rewardState: number) => ({
  uid: `u${i}`,
  nickname: `玩***${i}`,
  registeredAt: T0 + i * DAY,
  invitedAt: T0 + i * DAY,
  rewardState,
  rewardedAt: rewardState === 1 ? T0 + i * DAY : null,
})
const INVITEES = [invitee(3, 0), invitee(2, 1), invitee(1, 2), ...Array.from({ length: 20 }, (_, i) => invitee(100 + i, 0))]
let bound = ''
let registerReply: (code: string) => { code: number; msg: string; data: unknown } = () => ok({ invite_uid: 'inviter' }, '绑定成功')

const service = (r: Req) => {
  const path = r.url.split('?')[0]
  const body = (r.data ?? {}) as Record<string, unknown>
  if (path === '/app/v1/invitation/getInvitationCode') return ok({ inviteCode: 'MYC0DE12' })
  if (path === '/app/v1/invitation/getInvitationDetail') {
    const page = Number(body.page ?? 1)
    const size = Number(body.pageSize ?? 20)
    return ok({ list: INVITEES.slice((page - 1) * size, page * size), total: INVITEES.length, rewards: { couponCount: 1 } })
  }
  if (path === '/app/v1/invitation/register') {
    const res = registerReply(String(body.inviteCode))
    if (res.code === 200) bound = 'inviter'
    return res
  }
  if (path === '/app/v1/user/userInfo') return ok({ user_base_info: { id: 7, uid: 'u7', nickname: '玩家', invite_uid: bound } })
  return ok(null)
}
const registers = () => net.requests.filter((r) => r.url.startsWith('/app/v1/invitation/register')).map((r) => r.data)

beforeAll(async () => {
  await bootPage('#/pages/missionCenter/index', { reply: service, ready: 'invite-mine' })
  await waitFor(() => text('invite-code') === 'MYC0DE12' && byTestId('invitees') !== null, 'my code and the invitees')
})

it('shows my code, how many I invited and the coupons it earned; copies the code and the invite link', async () => {
  expect(text('invite-total')).toBe('23')
  expect(text('invite-coupons')).toBe('1')
  await tap('invite-copy')
  expect(toasts).toContain('邀请码已复制')
  // H5 has no share card: the invite link is copied, and it opens this page with my code.
  const { default: Taro } = await import('@tarojs/taro')
  await tap('invite-share-link')
  const copied = (Taro.setClipboardData as jest.Mock).mock.calls.map((c) => c[0].data)
  expect(copied).toContain('MYC0DE12')
  expect(copied.some((d: string) => d.endsWith('#/pages/missionCenter/index?inviteCode=MYC0DE12'))).toBe(true)
})

it('lists the invitees newest first with their reward state, 20 a page', async () => {
  const rows = () => Array.from(document.querySelectorAll('.taro_page [data-testid="invitee-row"]'))
  expect(rows()).toHaveLength(20)
  expect(rows()[0].textContent).toContain('玩***3')
  expect(rows()[0].textContent).toContain('2026-11-04 接受邀请')
  expect(
    rows()
      .map((r) => r.querySelector('[data-testid="invitee-state"]')?.textContent)
      .slice(0, 3),
  ).toEqual(['待好友首次估价', '已获得解锁券', '该号码已邀请过'])
  await tap('invitees-footer-more')
  await waitFor(() => rows().length === 23, 'the second page')
})

it('checks the code before sending it: empty, wrong length, my own', async () => {
  await tap('invite-submit')
  expect(text('invite-input-error')).toBe('请输入邀请码')
  await type('invite-input', 'abc 12')
  await tap('invite-submit')
  expect(text('invite-input-error')).toBe('邀请码为8位字母或数字')
  await type('invite-input', 'myc0de12')
  await tap('invite-submit')
  expect(text('invite-input-error')).toBe('不能填写自己的邀请码')
  expect(registers()).toEqual([])
})

it('shows the service’s refusal under the field and stays', async () => {
  registerReply = () => ({ code: 40012, msg: '不能与邀请你的用户互相邀请', data: null })
  await type('invite-input', 'frnd0001')
  await tap('invite-submit')
  await waitFor(() => text('invite-input-error') === '不能与邀请你的用户互相邀请', 'the refusal')
  expect(registers()).toEqual([{ inviteCode: 'FRND0001' }])
  expect(window.location.hash).toBe('#/pages/missionCenter/index')
})

it('a successful registration opens the download page at settings; back here, the code is bound', async () => {
  registerReply = () => ok({ invite_uid: 'inviter' }, '绑定成功')
  await type('invite-input', 'frnd0002')
  await tap('invite-submit')
  await waitFor(() => window.location.hash === '#/pages/h5/downloadApp/index?path=setting', 'the download page')
  expect(toasts).toContain('邀请绑定成功')
  await navigateTo(pageUrl('/pages/missionCenter/index'))
  await waitFor(() => byTestId('invite-bound') !== null, 'the bound state')
  expect(pageText()).toContain('你已绑定邀请人')
  expect(byTestId('invite-enter')).toBeNull()
})
