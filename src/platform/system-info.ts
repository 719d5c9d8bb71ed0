import Taro from '@tarojs/taro'

/** The host system facts the tracker reports (spec section 3); each is '' or 0 when unknown. */
export interface SystemInfo {
  /** The OS as the host names it, lower case ('ios', 'android', 'devtools'). */
  os: string
  screenWidth: number
  screenHeight: number
  language: string
}

/**
 * Mini-programs (and jest): the host's system info. `system-info.h5.ts` reads the browser instead. Never throws:
 * where the host has no system info (tests), everything is unknown.
 */
export function systemInfo(): SystemInfo {
  try {
    const info = Taro.getSystemInfoSync()
    return {
      os: String(info.platform ?? '').toLowerCase(),
      screenWidth: info.screenWidth ?? 0,
      screenHeight: info.screenHeight ?? 0,
      language: info.language ?? '',
    }
  } catch {
    return { os: '', screenWidth: 0, screenHeight: 0, language: '' }
  }
}
