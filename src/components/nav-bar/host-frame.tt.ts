import Taro from '@tarojs/taro'
import { frameFrom, type HostFrame } from './frame'

type Rect = NonNullable<Parameters<typeof frameFrom>[0]['menu']>

/** Douyin's reading of what it keeps on a custom bar (base library 2.42+); copied onto Taro with every host API. */
type CustomButtons = { leftIcon?: Rect; capsule?: Rect }
const customButtons = (): CustomButtons =>
  (Taro as unknown as { getCustomButtonBoundingClientRect?: () => CustomButtons | undefined }).getCustomButtonBoundingClientRect?.() ?? {}

/**
 * Douyin: as WeChat, but Douyin keeps its own icon at the top left of a custom bar (its logo, or its back arrow),
 * so the back button starts after it; and the capsule it reports there includes the feedback button. Read again
 * until the left icon is known: Douyin answers it only once a page is laid out.
 */
let frame: HostFrame | undefined

export function hostFrame(): HostFrame {
  if (frame) return frame
  try {
    const { statusBarHeight, windowWidth } = Taro.getSystemInfoSync()
    const menu = Taro.getMenuButtonBoundingClientRect()
    const custom = customButtons()
    // Without a left icon reading, one as large as the capsule is high, as far from the edge as the capsule is.
    const leftIcon = custom.leftIcon ?? { left: 0, right: windowWidth - menu.right + menu.height, top: menu.top, height: menu.height }
    const read = frameFrom({ statusBarHeight, windowWidth, menu: custom.capsule ?? menu, leftIcon })
    if (custom.leftIcon) frame = read
    return read
  } catch {
    return frameFrom({})
  }
}
