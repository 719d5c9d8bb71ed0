import { act } from 'react'
import { navigateTo } from '../../src/router'
import { pageUrl } from '../../src/constants/routes'
import { sessionStore } from '../../src/stores/session'
import { bootPage, byTestId, net, pageText, tap, urls, waitFor, type Req } from './helpers'

/** An invite link (任务中心 with `inviteCode`) opened by a logged-out friend: login first, then the invitation is accepted. */

const ok = (data: unknown, msg = 'ok') => ({ code: 200, msg, data })
let bound = ''
const service = (r: Req) => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/invitation/getInvitationCode') return ok({ inviteCode: 'NEWC0DE9' })
  if (path === '/app/v1/invitation/getInvitationDetail') return ok({ list: [], total: 0, rewards: { couponCount: 0 } })
  if (path === '/app/v1/invitation/register') {
    bound = 'u1'
    return ok({ invite_uid: 'u1' }, '绑定成功')
  }
  if (path === '/app/v1/user/userInfo') return ok({ user_base_info: { id: 9, uid: 'u9', nickname: '新玩家', invite_uid: bound } })
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/missionCenter/index?inviteCode=frnd0003', { reply: service, user: null, ready: 'invite-landing' })
})

it('a logged-out visitor sees the invitation and is asked to log in, with the code carried to registration', async () => {
  expect(pageText()).toContain('好友邀请你加入游戏估价')
  expect(pageText()).toContain('FRND0003')
  // One thing to do on a friend's link: no second login prompt for inviting others.
  expect(byTestId('invite-logged-out')).toBeNull()
  expect(urls().filter((u) => u.includes('/invitation/'))).toEqual([])
  await tap('invite-accept')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'code login')
  const query = new URLSearchParams(window.location.hash.split('?')[1])
  expect(query.get('inviteCode')).toBe('FRND0003')
  expect(decodeURIComponent(query.get('from') ?? '')).toBe('/pages/missionCenter/index?inviteCode=FRND0003&accept=1')
})

it('back from login, the invitation is accepted on arrival and the download page opens at settings', async () => {
  act(() => sessionStore.saveUser({ token: 'T', refresh_token: 'R' }))
  await navigateTo(pageUrl('/pages/missionCenter/index?inviteCode=FRND0003&accept=1'))
  await waitFor(() => window.location.hash === '#/pages/h5/downloadApp/index?path=setting', 'the download page')
  const registers = net.requests.filter((r) => r.url.startsWith('/app/v1/invitation/register'))
  expect(registers.map((r) => r.data)).toEqual([{ inviteCode: 'FRND0003' }])
})
