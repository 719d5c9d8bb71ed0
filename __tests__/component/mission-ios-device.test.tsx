import Taro from '@tarojs/taro'
import { bootPage, net, tap, waitFor } from './helpers'
import { bodiesOf, fakeState, missionService } from './mission-fixtures'

/** On an iPhone the mission centre's index page is the iOS variant too (a shared link, the whitelisted route). */

const s = fakeState()

beforeAll(async () => {
  const real = Taro.getSystemInfoSync
  jest.spyOn(Taro, 'getSystemInfoSync').mockImplementation(() => ({ ...real(), platform: 'iOS' }))
  await bootPage('#/pages/missionCenter/index', { reply: missionService(s), ready: 'mission-tasks' })
})

it('asks for the iOS variant and links to the iOS love value page', async () => {
  expect(bodiesOf(net.requests, '/app/v1/mission/list')).toEqual([{ variant: 'ios' }])
  await tap('mission-balance-link')
  await waitFor(() => window.location.hash === '#/pages/loveValue/indexIOS', 'the iOS love value page')
})
