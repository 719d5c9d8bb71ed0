import { invitationCode } from '../api/invitation'
import { BridgeEvent, JumpType, type JumpPageType } from '../constants/navigation'
import { Route, pageUrl, type PageUrl, type RouteName } from '../constants/routes'
import type { BridgeHandlers, BridgePayload } from '../platform/bridge'
import { openSchemeUrl } from '../platform/bridge'
import { currentLocationUrl } from '../platform/env'
import { bannerTarget } from '../router/banner'
import { isLoginPage } from '../router/guard'
import { findRoute } from '../router/routes'
import { currentPageUrl, navigateBack, navigateTo, reLaunch, type NavOutcome } from '../router/navigation'
import { appStore } from '../stores/app'
import { sessionStore } from '../stores/session'
import { buildUrl, type Params } from '../utils/query'
import Taro from '@tarojs/taro'

/**
 * The ten native → web events of spec section 7, installed by `initBridgeHandler` on the android terminal only.
 * Each handler gets the payload object and returns the answer's `data`; throwing answers `ok: false` with the
 * message (docs/native-bridge.md lists every payload and answer).
 */

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)

function parseUrl(v: unknown): URL | null {
  const s = str(v)
  if (!s) return null
  try {
    return new URL(s)
  } catch {
    return null
  }
}

const isHttp = (u: URL | null): u is URL => u !== null && (u.protocol === 'http:' || u.protocol === 'https:')

/** QQ's app schemes go to the webview's navigation (the app hands them to QQ); https only for qq.com hosts. */
const QQ_SCHEMES = ['mqqapi:', 'mqq:', 'mqqwpa:']
const isQQHost = (host: string) => host === 'qq.com' || host.endsWith('.qq.com')

/** Query values a page URL can carry: strings, numbers and booleans; anything else is dropped. */
function plainQuery(v: unknown): Params {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {}
  return Object.fromEntries(Object.entries(v).filter(([, x]) => ['string', 'number', 'boolean'].includes(typeof x)))
}

/** A route of constants/routes.ts by name (`report`) or path (`pages/report/index`, `/pages/report/index?valId=1`). */
function resolveRoute(v: unknown): PageUrl | null {
  const s = str(v)
  if (!s) return null
  if (Object.prototype.hasOwnProperty.call(Route, s)) return pageUrl(`/${Route[s as RouteName].path}`)
  if (!s.replace(/^\//, '').startsWith('pages/') && !s.replace(/^\//, '').startsWith('subPages/')) return null
  return findRoute(s) ? pageUrl(s.startsWith('/') ? s : `/${s}`) : null
}

const nav = (outcome: NavOutcome) => ({ outcome })

/** The logged-in user's public fields: never the tokens (getLoginInfo answers those). */
function publicUser() {
  const u = sessionStore.userInfo
  if (!sessionStore.isLoggedIn || !u) return null
  const { id, uid, nickname, avatar, phone, realNameStatus } = u
  return { id, uid, nickname, avatar, phone, realNameStatus }
}

export function bridgeHandlers(): BridgeHandlers {
  return {
    /** `{ token, refresh_token? }`: the app renewed the session natively; adopt it. */
    [BridgeEvent.RESET_TOKEN]: (d: BridgePayload) => {
      const token = str(d.token)
      if (!token) throw new Error('token missing')
      const refresh = str(d.refresh_token) ?? str(d.refresh) ?? sessionStore.userInfo?.refresh_token
      sessionStore.saveUser({ ...(sessionStore.userInfo ?? {}), token, refresh_token: refresh })
      return { loggedIn: true }
    },

    /** Back one page; with one page in the stack, relaunch home. */
    [BridgeEvent.JUMP_BACK]: async () => nav(Taro.getCurrentPages().length <= 1 ? await reLaunch('home') : await navigateBack(1)),

    [BridgeEvent.GET_USER_INFO]: () => ({ loggedIn: sessionStore.isLoggedIn, user: publicUser() }),

    [BridgeEvent.GET_LOGIN_INFO]: () => ({
      loggedIn: sessionStore.isLoggedIn,
      token: sessionStore.userInfo?.token ?? null,
      refresh_token: (sessionStore.isLoggedIn && sessionStore.userInfo?.refresh_token) || null,
    }),

    /** Opens our code-login page (returning to the current page); nothing when logged in or already there. */
    [BridgeEvent.CALL_LOGIN]: async () => {
      if (sessionStore.isLoggedIn) return { loggedIn: true }
      const from = currentPageUrl() || currentLocationUrl()
      if (from && isLoginPage(from)) return { loggedIn: false, ...nav('ignored') }
      return { loggedIn: false, ...nav(await navigateTo('codeLogin', { from: from || undefined, ...appStore.loginRefs })) }
    },

    /** `{ page: 1|2|3|4 }` (spec jump page types): the page an inter banner of that type opens. */
    [BridgeEvent.JUMP_APP_PAGE]: async (d: BridgePayload) => {
      const page = typeof d.page === 'number' || typeof d.page === 'string' ? Number(d.page) : NaN
      const url = bannerTarget({ jumpType: JumpType.INTER, jumpPage: page as JumpPageType })
      if (!url) throw new Error('unknown page')
      return nav(await navigateTo(url))
    },

    /** `{ route, query? }`: a route of the route table by name or path; the webview only through openWeb. */
    [BridgeEvent.OPEN_APP_ROUTER]: async (d: BridgePayload) => {
      const url = resolveRoute(d.route)
      if (!url) throw new Error('unknown route')
      if (findRoute(url) === Route.webview) throw new Error('use openWeb')
      return nav(await navigateTo(pageUrl(buildUrl(url, plainQuery(d.query)))))
    },

    /** Answers `{ inviteCode }`; the app copies it (a webview cannot write the clipboard without a tap). */
    [BridgeEvent.COPY_INVITE_CODE]: async () => {
      if (!sessionStore.isLoggedIn) throw new Error('not logged in')
      return { inviteCode: await invitationCode() }
    },

    /** `{ url }`: http(s) only, in the app's webview page. */
    [BridgeEvent.OPEN_WEB]: async (d: BridgePayload) => {
      const u = parseUrl(d.url)
      if (!isHttp(u)) throw new Error('url must be http or https')
      return nav(await navigateTo('webview', { url: u.href }))
    },

    /** `{ url }`: mqqapi:// (and mqq://, mqqwpa://) through the webview's navigation; https qq.com pages in the webview page. */
    [BridgeEvent.OPEN_QQ_URL]: async (d: BridgePayload) => {
      const u = parseUrl(d.url)
      if (u && QQ_SCHEMES.includes(u.protocol)) {
        if (!openSchemeUrl(str(d.url) as string)) throw new Error('cannot open url')
        return { opened: 'scheme' }
      }
      if (isHttp(u) && u.protocol === 'https:' && isQQHost(u.hostname)) return nav(await navigateTo('webview', { url: u.href }))
      throw new Error('not a QQ url')
    },
  }
}
