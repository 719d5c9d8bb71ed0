import Taro from '@tarojs/taro'
import { navigateBack } from '../../src/router'
import { bootPage, byTestId, tap, waitFor, type Req } from './helpers'
import { fakeState, missionService, ok } from './mission-fixtures'

/** Mine's entries of the mission centre and love value: 邀请好友 opens the invite tab; an iPhone gets the iOS pages. */

const s = fakeState()
const rest = (r: Req) => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/user/userInfo') return ok({ user_base_info: { id: 7, uid: 'u7', nickname: '玩家', invite_uid: '' } })
  if (path === '/app/v1/invitation/getUnlockCoupon') return ok({ count: 2 })
  return ok(null)
}
let platform = 'android'
const open = async (entry: string, hash: string) => {
  await tap(`entry-${entry}`)
  await waitFor(() => window.location.hash === hash, hash)
}
const back = async () => {
  await navigateBack()
  await waitFor(() => window.location.hash === '#/pages/my/index' && byTestId('mine-head') !== null, 'back on Mine')
}

beforeAll(async () => {
  const real = Taro.getSystemInfoSync
  jest.spyOn(Taro, 'getSystemInfoSync').mockImplementation(() => ({ ...real(), platform }))
  await bootPage('#/pages/my/index', { reply: missionService(s, rest), ready: 'mine-head' })
})

it('邀请好友 opens the mission centre on its invite tab, 任务中心 on its tasks', async () => {
  await open('invite', '#/pages/missionCenter/index?tab=invite')
  await waitFor(() => byTestId('mission-tab-invite')?.className.includes('mc-tab--on') === true, 'the invite tab')
  await back()
  await open('mission', '#/pages/missionCenter/index')
  await waitFor(() => byTestId('mission-tab-tasks')?.className.includes('mc-tab--on') === true, 'the task tab')
  await back()
})

it('爱心值 opens the love value page', async () => {
  await open('love', '#/pages/loveValue/index')
  await back()
})

it('on an iPhone the entries open the iOS pages', async () => {
  platform = 'iOS'
  await open('invite', '#/pages/missionCenter/indexIOS?tab=invite')
  await back()
  await open('mission', '#/pages/missionCenter/indexIOS')
  await back()
  await open('love', '#/pages/loveValue/indexIOS')
})
