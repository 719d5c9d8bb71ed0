import Taro from '@tarojs/taro'
import { frameFrom, type HostFrame } from './frame'

/**
 * WeChat (and jest): the status bar and the capsule menu as the host reports them. Read once: neither moves while
 * the app runs in portrait. Never throws; where the host answers nothing, a bar of the usual size.
 */
let frame: HostFrame | undefined

export function hostFrame(): HostFrame {
  try {
    return (frame ??= frameFrom({ ...Taro.getSystemInfoSync(), menu: Taro.getMenuButtonBoundingClientRect() }))
  } catch {
    return frameFrom({})
  }
}
