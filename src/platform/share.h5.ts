import type { ShareCaps } from './share'
import Taro from '@tarojs/taro'

/**
 * Sharing on H5: there is no share card API in a plain mobile browser, so the share link (hash route of the
 * share page on this origin) is copied for the user to paste into a chat or the browser's own share menu.
 */
export const SHARE_CAPS: ShareCaps = {
  chatButton: false,
  timelineHint: '复制链接后，在微信中粘贴发送或发布到朋友圈',
}

export function shareUrl(path: string): string {
  const { origin, pathname } = window.location
  return `${origin}${pathname}#${path.startsWith('/') ? path : `/${path}`}`
}

export async function copyShareLink(path: string): Promise<void> {
  await Taro.setClipboardData({ data: shareUrl(path) })
  void Taro.showToast({ title: '链接已复制，请打开浏览器粘贴', icon: 'none' })
}
