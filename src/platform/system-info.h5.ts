import type { SystemInfo } from './system-info'
import { userAgent } from './env.h5'

export type { SystemInfo } from './system-info'

/**
 * H5: straight from the browser. Taro's getSystemInfoSync would work too, but it parses the user agent with the
 * `platform` package (6 KB gzip), which the tracker would then pull into the entry script for a screen size.
 */
export function systemInfo(): SystemInfo {
  const screen = typeof window === 'undefined' ? undefined : window.screen
  return {
    os: /iPhone|iPad|iPod/i.test(userAgent()) ? 'ios' : /Android/i.test(userAgent()) ? 'android' : '',
    screenWidth: screen?.width ?? 0,
    screenHeight: screen?.height ?? 0,
    language: typeof navigator === 'undefined' ? '' : navigator.language,
  }
}
