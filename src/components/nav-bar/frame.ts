/**
 * Where a mini-program's own navigation bar goes on a page with `navigationStyle: 'custom'` (the host then draws
 * only its status bar and its capsule menu over the page): inline styles in the host's px, which pxtransform
 * leaves alone. `bar` puts the bar under the status bar, as tall as the host's own (the capsule centred in it),
 * with as much kept free on both sides of the title as the capsule takes on the right; `back` places the back
 * button in it, after the host's own top-left icon where it draws one (Douyin).
 */
export interface HostFrame {
  bar: string
  back: string
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

/** Without a reading (an early call, an old base library): a bar of the usual size under a 20 px status bar. */
export function frameFrom({ statusBarHeight: top = 20, windowWidth = 0, menu, leftIcon }: HostReading): HostFrame {
  const gap = menu ? menu.top - top : 0
  const height = menu && gap > 0 ? gap * 2 + menu.height : 44
  const side = menu ? Math.max(windowWidth - menu.left, 0) : 0
  return {
    bar: `padding:${top}px ${side}px 0;height:${height}px`,
    back: `top:${top}px;left:${leftIcon ? leftIcon.right : 0}px;height:${height}px`,
  }
}
