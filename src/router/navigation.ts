import Taro from '@tarojs/taro'
import { Timeout } from '../constants/app'
import { ErrorText } from '../http/codes'
import { tabBarParams } from '../platform/caches'
import { showToast } from '../platform/toast'
import { routerHooks } from './hooks'
import { ENTRY_PATH, LOGIN_PATH, Route, pageUrl, routeUrl, type PageUrl, type RouteArgs, type RouteName, type TabName } from './routes'
import { isAllowed, isKnownRoute, isTabPage, normalizePath } from './guard'
import { tabTrail } from './tab-trail'
import { buildUrl, fromParam, splitUrl, type Params } from '../utils/query'

/**
 * Guarded navigation (spec section 2). Every mode goes through `go`, which applies double-tap
 * suppression and the login whitelist before calling the real Taro API.
 */

export type NavKind = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch'
/** done: Taro was called; blocked: sent to login instead; ignored: a repeated tap. */
export type NavOutcome = 'done' | 'blocked' | 'ignored' | 'failed'

type TaroNavFn = (o: { url: string; [k: string]: unknown }) => Promise<unknown>

/** Originals captured when the guard patches Taro, so our own calls are not guarded twice. */
let originals: Partial<Record<NavKind, TaroNavFn>> = {}
const api = (kind: NavKind): TaroNavFn => originals[kind] ?? ((Taro as unknown as Record<NavKind, TaroNavFn>)[kind].bind(Taro) as TaroNavFn)

/** Weapp and tt refuse navigateTo beyond 10 stacked pages. */
const MAX_STACK = 10

let last: { key: string; at: number } | null = null

/** Same mode and URL within the window: a double tap (spec section 4). */
function isRepeat(kind: NavKind | 'navigateBack', url: string): boolean {
  const now = Date.now()
  const key = `${kind} ${url}`
  if (last && last.key === key && now - last.at < Timeout.NAV_DEDUPE) return true
  last = { key, at: now }
  return false
}

/** Test hook: forget the last navigation so double-tap suppression starts fresh, and the tabs visited. */
export function resetNavigationState() {
  last = null
  tabTrail.restart('')
}

/** '/' is the entry alias; Taro only knows real page paths. */
function toTaroUrl(url: string): string {
  const { path, query } = splitUrl(url)
  return path === '' ? buildUrl(ENTRY_PATH, query) : url.startsWith('/') ? url : `/${url}`
}

export function loginUrl(from: string, extra?: Params | null): PageUrl {
  return pageUrl(buildUrl(LOGIN_PATH, { from, ...routerHooks.loginRefs(), ...(extra ?? {}) }))
}

/**
 * Shows 请先登录 and relaunches to code login with `from` = the blocked URL (query included) plus the
 * launch's inviteCode/valId and any extra fields.
 */
export function goLoginFromBlocked(url: string, extra?: Params | null): Promise<unknown> {
  showToast(ErrorText.LOGIN_REQUIRED)
  const target = loginUrl(url.startsWith('/') ? url : `/${url}`, extra)
  tabTrail.restart(target)
  return api('reLaunch')({ url: target })
}

async function go(kind: NavKind, url: string, options: Record<string, unknown> = {}, extra?: Params): Promise<NavOutcome> {
  if (isRepeat(kind, url)) return 'ignored'
  if (!isAllowed(url, routerHooks.isLoggedIn())) {
    await goLoginFromBlocked(url, extra)
    return 'blocked'
  }
  let mode = kind
  let target = toTaroUrl(url)
  // Tab pages only open with switchTab, and switchTab drops the query.
  if (isTabPage(url) && kind !== 'reLaunch') mode = 'switchTab'
  // Tab pages take no query (switchTab drops it, and reLaunch to a tab is not guaranteed to keep it).
  if (isTabPage(url) && (mode === 'switchTab' || mode === 'reLaunch')) {
    const { query } = splitUrl(url)
    if (Object.keys(query).length) tabBarParams.put(normalizePath(url), query)
    target = `/${normalizePath(url)}`
  } else if (mode === 'navigateTo' && Taro.getCurrentPages().length >= MAX_STACK) mode = 'redirectTo'
  // Before the call: a mini-program's custom tab bar on the page being opened draws its selected tab at once.
  if (mode === 'reLaunch') tabTrail.restart(target)
  else if (mode === 'switchTab') tabTrail.enter(target)
  try {
    await api(mode)({ ...options, url: target })
    return 'done'
  } catch {
    return 'failed'
  }
}

const isRouteName = (t: string): t is RouteName => Object.prototype.hasOwnProperty.call(Route, t)
const resolve = (t: string, params?: unknown): string => (isRouteName(t) ? routeUrl(t as 'report', params as never) : t)

export function navigateTo<N extends RouteName>(name: N, ...params: RouteArgs<N>): Promise<NavOutcome>
export function navigateTo(url: PageUrl): Promise<NavOutcome>
export function navigateTo(t: string, params?: unknown): Promise<NavOutcome> {
  return go('navigateTo', resolve(t, params))
}

export function redirectTo<N extends RouteName>(name: N, ...params: RouteArgs<N>): Promise<NavOutcome>
export function redirectTo(url: PageUrl): Promise<NavOutcome>
export function redirectTo(t: string, params?: unknown): Promise<NavOutcome> {
  return go('redirectTo', resolve(t, params))
}

/** Tab pages cannot take a query; params are parked for the tab page (see tabBarParams.take). */
export function switchTab(name: TabName, params?: Params): Promise<NavOutcome> {
  const url = `/${Route[name].path}`
  if (params && Object.keys(params).length) tabBarParams.put(normalizePath(url), params)
  return go('switchTab', url)
}

export function reLaunch<N extends RouteName>(name: N, ...params: RouteArgs<N>): Promise<NavOutcome>
export function reLaunch(url: PageUrl): Promise<NavOutcome>
export function reLaunch(t: string, params?: unknown): Promise<NavOutcome> {
  return go('reLaunch', resolve(t, params))
}

/** Back is never guarded (the pages below were already allowed). */
export async function navigateBack(delta = 1): Promise<NavOutcome> {
  if (isRepeat('navigateBack', String(delta))) return 'ignored'
  try {
    await Taro.navigateBack({ delta })
    return 'done'
  } catch {
    return 'failed'
  }
}

/**
 * The navigation bar back button: with one page in the stack relaunch to the entry, else back one (spec section
 * 2). A tab page is alone in the stack (switching tabs closes the others): it first returns to the tab the player
 * was on before it, then, with none left, to the entry like any single page (docs/decisions.md).
 */
export function goBack(): Promise<NavOutcome> {
  const pages = Taro.getCurrentPages() as { route?: string; path?: string }[]
  if (pages.length > 1) return navigateBack(1)
  const here = pages[0]?.route ?? pages[0]?.path ?? ''
  if (isTabPage(here)) {
    const to = tabTrail.leave(here)
    if (to) return go('switchTab', `/${to}`)
  }
  return reLaunch('guide')
}

/**
 * Back to `from` after a detour (real-name verification): back one page when `from` is the page below, which
 * keeps that page's state; otherwise (an H5 reload left no stack) `from` opens in place of this page.
 */
export function returnTo(param?: string | null): Promise<NavOutcome> {
  const from = fromParam(param)
  if (!from || !isKnownRoute(from)) return Promise.resolve('ignored')
  const pages = Taro.getCurrentPages() as { route?: string; path?: string }[]
  const below = pages[pages.length - 2]
  if (below && normalizePath(below.route ?? below.path ?? '') === normalizePath(from)) return navigateBack(1)
  const url = pageUrl(from.startsWith('/') ? from : `/${from}`)
  return isTabPage(from) ? reLaunch(url) : redirectTo(url)
}

/** After login: tab targets by switchTab, others by reLaunch so login pages leave the stack. */
export function landAfterLogin(from?: string | null): Promise<NavOutcome> {
  // A login changes the whole session, so the user starts on a fresh stack: no logged-out page or login page
  // to go back to. Tab targets too: switchTab from the pushed login page back to a cached tab page could
  // leave that tab hidden on H5 when the machine was busy.
  return reLaunch(pageUrl(routerHooks.afterLoginTarget(from)))
}

/** Current page URL with its query, for `from` parameters. */
export function currentPageUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as
    { route?: string; options?: Record<string, string>; path?: string; $taroParams?: Record<string, unknown> } | undefined
  if (!page) return ''
  const route = page.route ?? page.path ?? ''
  if (route.includes('?')) return route.startsWith('/') ? route : `/${route}`
  return buildUrl(route, page.options && Object.keys(page.options).length > 0 ? page.options : h5Query(page.$taroParams))
}

/** Taro H5 leaves a page's `options` empty and keeps its query in `$taroParams`, next to the router's own keys. */
function h5Query(params: Record<string, unknown> | undefined): Params | null {
  if (!params) return null
  const { stamp: _stamp, $taroTimestamp: _at, ...query } = params
  return query
}

/* ---- patching the Taro object ---- */

const KINDS: NavKind[] = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch']
let installed = false

type TaroOpts = { url: string; success?: (r: unknown) => void; fail?: (e: unknown) => void; complete?: (r: unknown) => void }

/**
 * Replaces the four Taro navigation APIs so stray calls (components, third-party code, the H5 tab bar)
 * pass the same guard. Blocked or repeated calls report through `fail` and resolve with an errMsg rather
 * than rejecting, so a caller without a catch does not raise an unhandled rejection.
 */
export function patchTaroNavigation(): void {
  if (installed) return
  installed = true
  const t = Taro as unknown as Record<NavKind, unknown>
  for (const kind of KINDS) {
    const orig = (t[kind] as TaroNavFn).bind(Taro) as TaroNavFn
    originals[kind] = orig
    t[kind] = (opts: TaroOpts) => {
      const url = opts?.url ?? ''
      if (isRepeat(kind, url)) return settleFail(kind, opts, 'repeated')
      if (!isAllowed(url, routerHooks.isLoggedIn())) {
        void goLoginFromBlocked(url)
        return settleFail(kind, opts, ErrorText.LOGIN_REQUIRED)
      }
      return orig({ ...opts, url: toTaroUrl(url) })
    }
  }
}

function settleFail(kind: NavKind, opts: TaroOpts, reason: string): Promise<{ errMsg: string }> {
  const err = { errMsg: `${kind}:fail ${reason}` }
  opts?.fail?.(err)
  opts?.complete?.(err)
  return Promise.resolve(err)
}

/** Test hook: put the original Taro functions back. */
export function unpatchTaroNavigation(): void {
  const t = Taro as unknown as Record<NavKind, unknown>
  for (const kind of KINDS) if (originals[kind]) t[kind] = originals[kind]
  originals = {}
  installed = false
}
