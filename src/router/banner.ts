import Taro from '@tarojs/taro'
import { JUMP_PAGE_ROUTE, type IndexBanner } from '../constants/home'
import { Route, pageUrl, routeUrl, type PageUrl } from '../constants/routes'
import { JumpType, type JumpPageType } from '../constants/navigation'
import { nativeOpenAppPage } from '../platform/bridge'
import { navigateTo, type NavOutcome } from './navigation'

export const APP_ONLY_TEXT = '请在游戏估价App中打开'

/**
 * What a banner tap did: a navigation outcome, 'native' when the app took an APP jump, or 'unsupported' when
 * this platform cannot follow it.
 */
export type BannerOutcome = NavOutcome | 'native' | 'unsupported'

type BannerJump = Pick<IndexBanner, 'jumpType' | 'jumpPage' | 'url'>

/** The URL a banner opens in this app, or null when it cannot be followed here. */
export function bannerTarget(b: BannerJump): PageUrl | null {
  switch (b.jumpType) {
    case JumpType.INTER: {
      // The page opens as the banner names it, without the query code would pass.
      const name = b.jumpPage !== undefined ? JUMP_PAGE_ROUTE[b.jumpPage as JumpPageType] : undefined
      return name ? pageUrl(`/${Route[name].path}`) : null
    }
    case JumpType.OUTER:
    case JumpType.THIRD:
      // Outer pages and third-party H5 open in the app's webview page.
      return b.url ? routeUrl('webview', { url: b.url }) : null
    default:
      // JumpType.APP names a native app page: only the native app can open it.
      return null
  }
}

/**
 * Follows a banner's jump (spec section 9): inter → the mapped app page (the guarded router switches tab
 * for the valuation tab and asks for login where needed), outer/third → the webview page with the URL,
 * app → the native app's page (`url`, else `jumpPage`) on the android/ios terminals when the app accepts it
 * (docs/native-bridge.md, `openAppPage`).
 */
export async function openBanner(b: BannerJump): Promise<BannerOutcome> {
  if (b.jumpType === JumpType.APP) {
    const page = b.url || b.jumpPage
    if (page !== undefined && nativeOpenAppPage(page)) return 'native'
  }
  const url = bannerTarget(b)
  if (!url) {
    void Taro.showToast({ title: APP_ONLY_TEXT, icon: 'none' })
    return 'unsupported'
  }
  return navigateTo(url)
}
