import { BANNER_INTER_PATH, JUMP_PAGE_ROUTE, isHttpsUrl, type IndexBanner } from '../constants/home'
import { JumpType, type JumpPageType } from '../constants/navigation'
import { Route, normalizePath, pageUrl, routeUrl, type PageUrl } from '../constants/routes'
import { nativeOpenAppPage } from '../platform/bridge'
import { showToast } from '../platform/toast'
import { splitUrl } from '../utils/query'
import { isKnownRoute } from './guard'
import { navigateTo, type NavOutcome } from './navigation'

export const APP_ONLY_TEXT = '请在游戏估价App中打开'
/** A banner this build cannot follow (a page it does not have, an address that is not https). */
export const UNSUPPORTED_TEXT = '当前版本暂不支持打开，请更新后再试'

/**
 * What a banner tap did: a navigation outcome, 'native' when the app took an APP jump, or 'unsupported' when
 * this platform cannot follow it.
 */
export type BannerOutcome = NavOutcome | 'native' | 'unsupported'

/** The part of a banner a jump needs; the native bridge's `jumpAppPage` passes only a page type. */
export type BannerJump = Pick<IndexBanner, 'jumpType'> & Partial<Pick<IndexBanner, 'jumpPage' | 'target'>>

export interface BannerOptions {
  /** An iOS device: pages with an iOS variant (mission centre, love value, …) open that variant. */
  ios?: boolean
}

/** Base page path → its iOS variant's path, from the route table's `xIOS` names. */
const IOS_VARIANT = new Map<string, string>(
  Object.entries(Route).flatMap(([name, def]) => {
    const ios = (Route as Record<string, { path: string }>)[`${name}IOS`]
    return ios ? [[def.path, ios.path] as const] : []
  }),
)

/** The iOS variant of a page URL (query kept), or the URL itself when the page has none. */
export function iosVariant(url: PageUrl): PageUrl {
  const path = normalizePath(url)
  const ios = IOS_VARIANT.get(path)
  if (!ios) return url
  const q = url.indexOf('?')
  return pageUrl(`/${ios}${q < 0 ? '' : url.slice(q)}`)
}

const WEBVIEW_PATH = Route.webview.path

/**
 * An in-app page path that came from data (a banner's target, a landing page's button): a URL to navigate to
 * when it has the contract's shape and names one of the app's routes, else null. The webview is refused here:
 * a web page opens only through an outer/third jump, where the address is checked to be https.
 */
export function inAppUrl(path: string | null | undefined, { ios = false }: BannerOptions = {}): PageUrl | null {
  const p = (path ?? '').trim().replace(/^\/+/, '')
  if (!p || !BANNER_INTER_PATH.test(p) || !isKnownRoute(p)) return null
  if (splitUrl(p).path === WEBVIEW_PATH) return null
  const url = pageUrl(`/${p}`)
  return ios ? iosVariant(url) : url
}

/** The URL a banner opens in this app, or null when it cannot be followed here. */
export function bannerTarget(b: BannerJump, { ios = false }: BannerOptions = {}): PageUrl | null {
  switch (b.jumpType) {
    case JumpType.INTER: {
      if (b.jumpPage === null || b.jumpPage === undefined) return inAppUrl(b.target, { ios })
      // A page type names the page alone; it opens without the query code would pass.
      const name = JUMP_PAGE_ROUTE[b.jumpPage as JumpPageType]
      return name ? pageUrl(`/${Route[name].path}`) : null
    }
    case JumpType.OUTER:
    case JumpType.THIRD: {
      // Outer pages and third-party H5 open in the app's webview page.
      const url = b.target?.trim()
      return isHttpsUrl(url) ? routeUrl('webview', { url }) : null
    }
    default:
      // JumpType.APP names a native app page: only the native app can open it.
      return null
  }
}

/**
 * Follows a banner's jump (spec section 9): inter → the mapped app page or the in-app path (the guarded router
 * switches tab for the valuation tab and asks for login where needed), outer/third → the webview page with the
 * https address, app → the native app's page (`target`, else `jumpPage`) on the android/ios terminals when the
 * app accepts it (docs/native-bridge.md, `openAppPage`), else a toast that it needs the app.
 */
export async function openBanner(b: BannerJump, options: BannerOptions = {}): Promise<BannerOutcome> {
  if (b.jumpType === JumpType.APP) {
    const page = b.target || b.jumpPage
    if (page !== undefined && page !== null && page !== '' && nativeOpenAppPage(page)) return 'native'
  }
  const url = bannerTarget(b, options)
  if (!url) {
    showToast(b.jumpType === JumpType.APP ? APP_ONLY_TEXT : UNSUPPORTED_TEXT)
    return 'unsupported'
  }
  return navigateTo(url)
}
