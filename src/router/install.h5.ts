import Taro from '@tarojs/taro'
import { currentLocationUrl } from '../platform/env.h5'
import { isAllowed, isKnownRoute, normalizePath } from './guard'
import { routerHooks } from './hooks'
import { goLoginFromBlocked, patchTaroNavigation, redirectTo } from './navigation'

export const ROUTER_CHANGE_EVENT = '__taroRouterChange'
export const AFTER_ROUTER_CHANGE_EVENT = '__afterTaroRouterChange'
/** Taro's router found no page for the address (it renders nothing and leaves the previous page on screen). */
export const ROUTER_NOT_FOUND_EVENT = '__taroRouterNotFound'

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
 * the page on screen keeps the guard right without relying on it). While it is briefly on screen, a blocked page
 * shows no content (see PageShell).
 *
 * An unknown path never renders: Taro's router leaves the previous page (or nothing) on screen and announces
 * `__taroRouterNotFound`, on which the address is replaced by the not-found page. It is not sent to login, even
 * logged out: there is nothing behind it to log in for.
 */
export function installNavigationGuard(): void {
  patchTaroNavigation()
  let asked = ''
  const blockedUrl = (e: RouterChange): string | null => {
    const path = e?.toLocation?.path
    if (!path || !isKnownRoute(path) || isAllowed(path, routerHooks.isLoggedIn())) return null
    const location = currentLocationUrl()
    if (normalizePath(location) === normalizePath(path)) return location
    return normalizePath(asked) === normalizePath(path) ? asked : path
  }
  Taro.eventCenter.on(ROUTER_CHANGE_EVENT, (e: RouterChange) => {
    const url = blockedUrl(e)
    if (!url) return
    asked = url // the address with its query, while it is still in the location bar
  })
  // Replaces the unknown address, so back does not return to it; after the router's own handling of it.
  const toNotFound = () => setTimeout(() => void redirectTo('notFound'), 0)
  Taro.eventCenter.on(ROUTER_NOT_FOUND_EVENT, toNotFound)
  // The router resolves the first address before the app's launch installs this guard (React mounts the app
  // after the router starts), so an unknown first address is caught here; a second redirect is a repeat, ignored.
  if (!isKnownRoute(currentLocationUrl())) toNotFound()
  Taro.eventCenter.on(AFTER_ROUTER_CHANGE_EVENT, (e: RouterChange) => {
    const url = blockedUrl(e)
    if (url) void goLoginFromBlocked(url)
  })
}
