import { userAgent } from '../../platform/env'
import { CAN_OPEN_EXTERNAL_URL, openExternalUrl } from '../../platform/external-url'
import { isToutiaoUA, isWechatUA } from '../../platform/webview'

/** Mobile QQ's URL scheme (registered by QQ on iOS and Android): following it opens the app. */
export const QQ_SCHEME_URL = 'mqqapi://'

/**
 * Whether this host lets the page open QQ: a phone browser does; WeChat's and Douyin's webviews block other apps'
 * schemes, and a mini-program cannot leave at all. There the page explains how to open QQ by hand.
 */
export function canOpenQQ(ua: string = userAgent()): boolean {
  return CAN_OPEN_EXTERNAL_URL && !isWechatUA(ua) && !isToutiaoUA(ua)
}

/** Tries to open QQ; false when this host cannot. Whether QQ is installed is not knowable from a page. */
export function openQQ(): boolean {
  return canOpenQQ() && openExternalUrl(QQ_SCHEME_URL)
}
