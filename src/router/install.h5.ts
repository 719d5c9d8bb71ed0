import Taro from '@tarojs/taro'
import { currentLocationUrl } from '../platform/env.h5'
import { sessionStore } from '../stores/session'
import { isAllowed, normalizePath } from './guard'
import { goLoginFromBlocked, patchTaroNavigation } from './navigation'

export const ROUTER_CHANGE_EVENT = '__taroRouterChange'

interface RouterChange {
  toLocation?: { path?: string }
}

/**
 * H5: besides the patched APIs, direct URL entry, refresh and browser back change the route without any
 * API call. Taro's router announces every render with `__taroRouterChange`, the initial one included,
 * so checking there covers all three. The redirect is deferred out of the router's render.
 */
export function installNavigationGuard(): void {
  patchTaroNavigation()
  Taro.eventCenter.on(ROUTER_CHANGE_EVENT, (e: RouterChange) => {
    const path = e?.toLocation?.path
    if (!path || isAllowed(path, sessionStore.isLoggedIn)) return
    const full = currentLocationUrl()
    const url = normalizePath(full) === normalizePath(path) ? full : path
    setTimeout(() => void goLoginFromBlocked(url), 0)
  })
}
