import { ScanType } from '../../constants/valuation'
import { userAgent } from '../../platform/env'
import { CAN_OPEN_EXTERNAL_URL, openExternalUrl } from '../../platform/external-url'
import { isToutiaoUA, isWechatUA } from '../../platform/webview'

/** The app a scan authorization's QR code is scanned with (spec scan types: 1 QQ, 2 WeChat). */
export interface ScanApp {
  /** As the app is named in a sentence: 打开手机QQ / 打开微信. */
  name: string
  /** On a button: 打开QQ / 打开微信. */
  short: string
  /** The app's URL scheme (registered by the app on iOS and Android): following it opens the app. */
  scheme: string
  /** Where its scanner reads a picture from the album. */
  scanFromAlbum: string
}

export const SCAN_APPS: Record<ScanType, ScanApp> = {
  [ScanType.QQ]: { name: '手机QQ', short: 'QQ', scheme: 'mqqapi://', scanFromAlbum: '点右上角「+」→「扫一扫」，再点「相册」' },
  [ScanType.WECHAT]: { name: '微信', short: '微信', scheme: 'weixin://', scanFromAlbum: '点右上角「+」→「扫一扫」，再点右下角「相册」' },
}

/** Mobile QQ's URL scheme. */
export const QQ_SCHEME_URL = SCAN_APPS[ScanType.QQ].scheme

/**
 * The page already runs inside the app that scans (WeChat's browser for a WeChat scan): a long press on the code
 * reads it there (识别图中二维码), nothing needs saving or opening.
 */
export function insideScanApp(scanType: ScanType, ua: string = userAgent()): boolean {
  return scanType === ScanType.WECHAT && CAN_OPEN_EXTERNAL_URL && isWechatUA(ua)
}

/**
 * Whether this host lets the page open the scanning app: a phone browser does; WeChat's and Douyin's webviews block
 * other apps' schemes, and a mini-program cannot leave at all. There the page explains how to open it by hand.
 */
export function canOpenScanApp(ua: string = userAgent()): boolean {
  return CAN_OPEN_EXTERNAL_URL && !isWechatUA(ua) && !isToutiaoUA(ua)
}

/** Tries to open the app; false when this host cannot. Whether it is installed is not knowable from a page. */
export function openScanApp(scanType: ScanType): boolean {
  return canOpenScanApp() && openExternalUrl(SCAN_APPS[scanType].scheme)
}
