import { Route } from '../constants/routes'
import { BridgeEvent } from '../constants/navigation'
import { setHttpHooks } from '../http/hooks'
import { callNative } from '../platform/bridge'
import { currentLocationUrl } from '../platform/env'
import { isAppTerminal } from '../platform/terminal-core'
import { isLoginPage, normalizePath } from '../router/guard'
import { currentPageUrl, navigateTo, reLaunch } from '../router/navigation'
import { appStore } from '../stores/app'
import { sessionStore } from '../stores/session'

/**
 * 40005 (spec section 8): log out locally, then app terminals hand login to the native side while web,
 * toutiao and weixin go to our login page with `from`, unless the user is already on a login page.
 */
export function goLoginHandler(): void {
  sessionStore.clearLocal()
  if (isAppTerminal(sessionStore.terminalName)) {
    callNative(BridgeEvent.CALL_LOGIN)
    return
  }
  const from = currentPageUrl() || currentLocationUrl()
  if (from && isLoginPage(from)) return
  void reLaunch('codeLogin', { from: from || undefined, ...appStore.loginRefs })
}

/**
 * 40100 (not real-name authenticated): open the real-name page unless the user is already on it, with `from`
 * = the page that asked, so a verified player is taken straight back (to the pay page, to pay).
 */
export function goRealNameHandler(): void {
  const here = currentPageUrl() || currentLocationUrl()
  if (here && normalizePath(here) === Route.realNameAuth.path) return
  void navigateTo('realNameAuth', here ? { from: here } : undefined)
}

/** The request layer's navigation handlers: 40005 to login, 40100 to real-name authentication. */
export function registerGoLoginHandler(): void {
  setHttpHooks({ onUnauthorized: goLoginHandler, onNotRealName: goRealNameHandler })
}
