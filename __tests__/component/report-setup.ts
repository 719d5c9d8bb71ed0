import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootApp } from './boot'
import { mockService, net, type Reply, type Req } from './helpers'
import { reLaunch } from '../../src/router'
import { sessionStore } from '../../src/stores/session'

/** Boots the app logged in on `hash` (e.g. `#/pages/report/index?valId=r_a`) with `service` as the network; toasts and the clipboard are stubbed. */
export async function bootLoggedIn(hash: string, service: (r: Req) => Reply): Promise<void> {
  process.env.TARO_APP_BUILD_ENV = 'production'
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  net.reply = service
  mockService()
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
  jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
  sessionStore.saveUser({ token: 'T', refresh_token: 'R' })
  await bootApp(hash)
  // On a slow cold boot the router can mount the first page twice; relaunching leaves exactly one.
  await act(async () => {
    await reLaunch(hash.replace(/^#/, ''))
  })
}
