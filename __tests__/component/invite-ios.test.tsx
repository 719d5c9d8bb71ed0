import Taro from '@tarojs/taro'
import { bootPage, net, waitFor, type Req } from './helpers'

/** On an iPhone, accepting an invitation opens the iOS download page (spec section 2: indexIOS on iOS). */

const ok = (data: unknown, msg = 'ok') => ({ code: 200, msg, data })
const service = (r: Req) => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/invitation/getInvitationCode') return ok({ inviteCode: 'IPH0NE01' })
  if (path === '/app/v1/invitation/getInvitationDetail') return ok({ list: [], total: 0, rewards: { couponCount: 0 } })
  if (path === '/app/v1/invitation/register') return ok({ invite_uid: 'u1' }, '绑定成功')
  if (path === '/app/v1/user/userInfo') return ok({ user_base_info: { id: 9, uid: 'u9', nickname: '新玩家', invite_uid: '' } })
  return ok(null)
}

it('accepts the invite link on arrival and opens downloadApp/indexIOS at settings', async () => {
  const real = Taro.getSystemInfoSync
  jest.spyOn(Taro, 'getSystemInfoSync').mockImplementation(() => ({ ...real(), platform: 'iOS' }))
  await bootPage('#/pages/missionCenter/index?inviteCode=FRND0009&accept=1', { reply: service })
  await waitFor(() => window.location.hash === '#/pages/h5/downloadApp/indexIOS?path=setting', 'the iOS download page')
  expect(net.requests.filter((r) => r.url.startsWith('/app/v1/invitation/register')).map((r) => r.data)).toEqual([
    { inviteCode: 'FRND0009' },
  ])
})
