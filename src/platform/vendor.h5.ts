import { isToutiaoUA, isWechatUA } from './webview'
import { userAgent } from './env.h5'

export const WECHAT_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
export const TOUTIAO_JSSDK_URL = 'https://lf3-cdn-tos.bytegoofy.com/obj/goofy/developer/jssdk/jssdk-1.2.1.js'

function addScript(id: string, src: string) {
  if (document.getElementById(id)) return
  const s = document.createElement('script')
  s.id = id
  s.src = src
  s.async = true
  document.head.appendChild(s)
}

/**
 * Spec section 4: inside the WeChat webview add the JS-SDK (for wx.miniProgram navigation and sharing);
 * inside the short-video webview add its SDK and hide `.post-message-section`, whose postMessage actions
 * that host does not support.
 */
export function addVendorScripts(ua: string = userAgent()): void {
  if (typeof document === 'undefined') return
  if (isWechatUA(ua)) addScript('va-wx-jssdk', WECHAT_JSSDK_URL)
  else if (isToutiaoUA(ua)) {
    addScript('va-tt-jssdk', TOUTIAO_JSSDK_URL)
    if (!document.getElementById('va-tt-style')) {
      const style = document.createElement('style')
      style.id = 'va-tt-style'
      style.textContent = '.post-message-section{display:none !important;}'
      document.head.appendChild(style)
    }
  }
}
