import Taro from '@tarojs/taro'

/**
 * Sharing on the mini-programs: a card to a chat through a share button (open-type share) and the page's
 * share menu; the moments timeline from the menu on WeChat. The share path opens the H5-style share page,
 * which exists on every build.
 */
/** What sharing can do on this platform (each variant answers for its own). */
export interface ShareCaps {
  chatButton: boolean
  /**
   * H5 in WeChat's browser: the host's own top-right menu shares the page on screen, so the share sheet offers to
   * open the share page first (sharing the report page itself would send a page only its owner can see).
   */
  menuShare: boolean
  timelineHint: string
}

export const SHARE_CAPS: ShareCaps = {
  /** A `<Button openType='share'>` sends the card to a chat. */
  chatButton: true,
  menuShare: false,
  /** Sharing to the timeline goes through the top-right menu. */
  timelineHint: '点击右上角「···」选择「分享到朋友圈」',
}

/** Mini-programs have no browser to paste into: copy the path for other apps. */
export async function copyShareLink(path: string): Promise<void> {
  await Taro.setClipboardData({ data: path })
}
