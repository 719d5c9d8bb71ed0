/**
 * Base data the tracker derives from the host (spec section 3: browser, os, is-mobile, standalone). Pure
 * functions of the user agent, so they are tested without a browser; mini-programs have no user agent and
 * report their host instead.
 */

export interface UaInfo {
  browser: string
  os: string
  isMobile: boolean
}

const BROWSERS: Array<[RegExp, string]> = [
  [/MicroMessenger/i, 'weixin'],
  [/aweme|toutiao|NewsArticle|ByteLocale/i, 'douyin'],
  [/\bQQ\//i, 'qq'],
  [/UCBrowser|UCWEB/i, 'uc'],
  [/Quark/i, 'quark'],
  [/Edg(e|A|iOS)?\//i, 'edge'],
  [/HuaweiBrowser/i, 'huawei'],
  [/MiuiBrowser/i, 'miui'],
  [/SamsungBrowser/i, 'samsung'],
  [/Firefox|FxiOS/i, 'firefox'],
  [/Chrome|CriOS/i, 'chrome'],
  [/Safari/i, 'safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/HarmonyOS|OpenHarmony/i, 'harmonyos'],
  [/iPhone|iPad|iPod/i, 'ios'],
  [/Android/i, 'android'],
  [/Windows/i, 'windows'],
  [/Mac OS X|Macintosh/i, 'macos'],
  [/Linux/i, 'linux'],
]

/** Browser, OS and phone-or-not from a user agent; '' when unknown. */
export function parseUserAgent(ua: string): UaInfo {
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? ''
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? ''
  return { browser, os, isMobile: /Mobile|Android|iPhone|iPod|HarmonyOS/i.test(ua) }
}

/** Opened from the home screen as its own window (a saved web app), not in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false
  const nav = (typeof navigator === 'undefined' ? {} : navigator) as { standalone?: boolean }
  if (nav.standalone === true) return true
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches
}
