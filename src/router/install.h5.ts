import Taro from '@tarojs/taro'
import { currentLocationUrl } from '../platform/env.h5'
import { isAllowed, isKnownRoute, normalizePath } from './guard'
import { routerHooks } from './hooks'
import { goLoginFromBlocked, patchTaroNavigation } from './navigation'

export const ROUTER_CHANGE_EVENT = '__taroRouterChange'
export const AFTER_ROUTER_CHANGE_EVENT = '__afterTaroRouterChange'

interface RouterChange {
  toLocation?: { path?: string }
}

/**
 * H5: besides the patched APIs, direct URL entry, refresh and browser back change the route without any
 * API call. Taro's router announces each of them with `__taroRouterChange` (the initial render included)
 * and `__afterTaroRouterChange` once the page is on screen.
 *
 * A blocked page is sent to login only once it is on screen. Taro renders routes concurrently, so a
 * relaunch to login started while a blocked page's subpackage is still loading could let that page land on
 * top of the login page afterwards (our router patch now drops such superseded renders; redirecting from
 * the page on screen keeps the guard right without relying on it). Unknown paths never render (404), so they are redirected at once. While it
 * is briefly on screen, a blocked page shows no content (see PageShell).
 */
export function installNavigationGuard(): void {
  patchTaroNavigation()
  let asked = ''
  const blockedUrl = (e: RouterChange): string | null => {
    const path = e?.toLocation?.path
    if (!path || isAllowed(path, routerHooks.isLoggedIn())) return null
    const location = currentLocationUrl()
    if (normalizePath(location) === normalizePath(path)) return location
    return normalizePath(asked) === normalizePath(path) ? asked : path
  }
  Taro.eventCenter.on(ROUTER_CHANGE_EVENT, (e: RouterChange) => {
    const url = blockedUrl(e)
    if (!url) return
    asked = url // the address with its query, while it is still in the location bar
    if (!isKnownRoute(url)) setTimeout(() => void goLoginFromBlocked(url), 0)
  })
  Taro.eventCenter.on(AFTER_ROUTER_CHANGE_EVENT, (e: RouterChange) => {
    const url = blockedUrl(e)
    if (url) void goLoginFromBlocked(url)
  })
}
