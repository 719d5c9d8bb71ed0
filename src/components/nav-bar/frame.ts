/**
 * Where a mini-program's own navigation bar goes on a page with `navigationStyle: 'custom'` (the host then draws
 * only its status bar and its capsule menu over the page). All in the host's px, applied as inline styles, which
 * pxtransform leaves alone.
 */
export interface HostFrame {
  /** The status bar's height: the bar starts below it. */
  top: number
  /** The bar's height under the status bar: the capsule centred in it, as the host's own bar does. */
  height: number
  /** Kept free on both sides of the title, so it stays centred and clear of the capsule. */
  side: number
  /** Where the back button starts: after the host's own top-left icon where it draws one (Douyin). */
  backLeft: number
}

interface Rect {
  left: number
  right: number
  top: number
  height: number
}

/** The host's reading of the screen: status bar, window width, the capsule and (Douyin) its top-left icon. */
export interface HostReading {
  statusBarHeight?: number
  windowWidth?: number
  menu?: Rect
  leftIcon?: Rect
}

/** A bar like the host's own when the capsule cannot be read (early call, an old base library). */
const FALLBACK = { statusBar: 20, height: 44 }

export function frameFrom({ statusBarHeight, windowWidth, menu, leftIcon }: HostReading): HostFrame {
  const top = statusBarHeight && statusBarHeight > 0 ? statusBarHeight : FALLBACK.statusBar
  const gap = menu ? menu.top - top : 0
  const height = menu && gap > 0 && menu.height > 0 ? gap * 2 + menu.height : FALLBACK.height
  const side = menu && windowWidth && menu.left > 0 ? Math.max(windowWidth - menu.left, 0) : 0
  return { top, height, side, backLeft: leftIcon && leftIcon.right > 0 ? leftIcon.right : 0 }
}
