import type { ShareCaps } from './share'
import Taro from '@tarojs/taro'
import { userAgent } from './env.h5'
import { isWechatUA } from './webview'

/**
 * Sharing on H5: there is no share card API in a plain mobile browser, so the share link (hash route of the
 * share page on this origin) is copied for the user to paste into a chat. In WeChat's own browser its top-right
 * menu shares the page on screen: the share page, once opened, shares itself.
 */
const inWeChat = () => isWechatUA(userAgent())

export const SHARE_CAPS: ShareCaps = {
  chatButton: false,
  get menuShare() {
    return inWeChat()
  },
  get timelineHint() {
    return inWeChat() ? '打开分享页后，点击右上角「…」分享给好友' : '复制链接后，粘贴发送给好友'
  },
}

/** What copying the share link says: it is for pasting into a chat (not a browser). */
const LINK_COPIED_TEXT = '链接已复制，快去粘贴给好友吧'

export function shareUrl(path: string): string {
  const { origin, pathname } = window.location
  return `${origin}${pathname}#${path.startsWith('/') ? path : `/${path}`}`
}

export async function copyShareLink(path: string): Promise<void> {
  await Taro.setClipboardData({ data: shareUrl(path) })
  void Taro.showToast({ title: LINK_COPIED_TEXT, icon: 'none' })
}
