import { resetTaroMock, type MockPage } from '../mocks/taro'
import { resetNavigationState, unpatchTaroNavigation } from '@/router/navigation'
import { sessionStore } from '@/stores/session'
import { appStore } from '@/stores/app'
import { registerGoLoginHandler } from '@/launch/go-login'
import { installAppHooks } from '@/bootstrap'

/** One clean world per test: Taro mock, navigation state, session and app store. */
export function resetWorld(pages?: MockPage[]) {
  unpatchTaroNavigation()
  resetTaroMock(pages)
  resetNavigationState()
  sessionStore.clearLocal()
  sessionStore.terminalName = 'weixin'
  sessionStore.setPhoneError('')
  sessionStore.setCodeError('')
  sessionStore.resetCodeDisabled()
  appStore.launchInfo = null
  appStore.consumedLaunchKeys = []
  appStore.inviteCode = ''
  appStore.valId = ''
  installAppHooks()
  registerGoLoginHandler()
}

export function logIn(token = 'tk', refresh = 'rf') {
  sessionStore.saveUser({ token, refresh_token: refresh, id: 1 })
}

export const flush = () => new Promise((r) => setImmediate(r))
