import { bootPage, byTestId, net, tap, text, waitFor, type Req } from './helpers'
import { fakeState, missionService, ok } from './mission-fixtures'

/** 任务中心?tab=invite (Mine's 邀请好友): the page opens on the invitation; the task tab is one tap away. */

const s = fakeState()
const rest = (r: Req) => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/invitation/getInvitationCode') return ok({ inviteCode: 'TAB0C0DE' })
  if (path === '/app/v1/invitation/getInvitationDetail') return ok({ list: [], total: 0, rewards: { couponCount: 0 } })
  if (path === '/app/v1/user/userInfo') return ok({ user_base_info: { id: 7, uid: 'u7', nickname: '玩家', invite_uid: '' } })
  return ok(null)
}
const hidden = (id: string) => byTestId(id)?.className.includes('mc-pane--hidden') ?? true

beforeAll(async () => {
  await bootPage('#/pages/missionCenter/index?tab=invite', { reply: missionService(s, rest), ready: 'invite-mine' })
  await waitFor(() => text('invite-code') === 'TAB0C0DE', 'my invite code')
})

it('opens on 邀请好友 with my code, the header above it', () => {
  expect(byTestId('mission-tab-invite')!.className).toContain('mc-tab--on')
  expect(hidden('mission-pane-invite')).toBe(false)
  expect(hidden('mission-pane-tasks')).toBe(true)
  expect(text('mission-pane-invite')).toContain('邀请好友 得解锁券')
  expect(byTestId('mission-head')).not.toBeNull()
})

it('每日任务 shows the tasks, loaded with the page', async () => {
  expect(net.requests.some((r) => r.url.startsWith('/app/v1/mission/list'))).toBe(true)
  await tap('mission-tab-tasks')
  expect(hidden('mission-pane-tasks')).toBe(false)
  expect(hidden('mission-pane-invite')).toBe(true)
  expect(byTestId('task-daily-valuate')).not.toBeNull()
  expect(byTestId('mission-tab-tasks')!.className).toContain('mc-tab--on')
})
