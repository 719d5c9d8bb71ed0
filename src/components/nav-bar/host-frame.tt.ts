import Taro from '@tarojs/taro'
import { frameFrom, type HostFrame, type HostReading } from './frame'

/** Douyin's reading of what it keeps on a custom bar (base library 2.42+); Taro copies every host API onto itself. */
type CustomButtons = { leftIcon?: HostReading['menu']; capsule?: HostReading['menu'] }
const customButtons = (): CustomButtons =>
  (Taro as unknown as { getCustomButtonBoundingClientRect?: () => CustomButtons | undefined }).getCustomButtonBoundingClientRect?.() ?? {}

/**
 * Douyin: as WeChat, but Douyin keeps its own icon at the top left of a custom bar (its logo, or its back arrow),
 * so the back button starts after it; the capsule it reports there includes its feedback button. Read again until
 * the left icon is known: Douyin answers it only once a page is laid out.
 */
let frame: HostFrame | undefined

export function hostFrame(): HostFrame {
  if (frame) return frame
  try {
    const info = Taro.getSystemInfoSync()
    const menu = Taro.getMenuButtonBoundingClientRect()
    const custom = customButtons()
    // Until Douyin tells: an icon as large as the capsule is high, as far from the left edge as the capsule is
    // from the right one.
    const leftIcon = custom.leftIcon ?? { ...menu, left: 0, right: info.windowWidth - menu.right + menu.height }
    const read = frameFrom({ ...info, menu: custom.capsule ?? menu, leftIcon })
    if (custom.leftIcon) frame = read
    return read
  } catch {
    return frameFrom({})
  }
}
