import { checkConfigFields } from './config-fields'

/**
 * Where the native app is downloaded: the public global-config entry `app.download`, JSON
 * `{"android": "https://…", "ios": "https://…", "scheme": "gujia://"}` (every field optional). The service refuses a
 * bad value at `config:set` (modules/config/app-download.ts); the app reads it with the same rules and drops any field
 * that breaks them, so a page never opens a URL these rules would refuse.
 */
export const APP_DOWNLOAD_CONFIG_KEY = 'app.download'

export interface AppDownloadLinks {
  /** The APK (or an Android store page); https only. */
  android?: string
  /** The App Store page; https only. */
  ios?: string
  /** The app's URL scheme, `name://`: deep links are `<scheme>open?path=…`. */
  scheme?: string
}

export const APP_DOWNLOAD_FIELDS = ['android', 'ios', 'scheme'] as const

/** Each field in the operators' words (the console's form, the problems below). */
export const APP_DOWNLOAD_LABELS: Record<(typeof APP_DOWNLOAD_FIELDS)[number], string> = {
  android: '安卓下载地址',
  ios: 'iOS 下载地址',
  scheme: 'App 唤起协议',
}

const MAX_URL = 512
/** https, a host name (optional port), then any path/query without spaces. */
const HTTPS_URL = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i
/** RFC 3986 scheme letters followed by `://` and nothing else. */
const APP_SCHEME = /^[a-z][a-z0-9+.-]{0,31}:\/\/$/i
/** Schemes a browser would treat as a web page, a file or script: never an app's. */
const NOT_APP_SCHEMES = new Set(['http', 'https', 'javascript', 'data', 'file', 'blob', 'about', 'vbscript', 'ftp', 'ws', 'wss'])

export const isHttpsUrl = (s: unknown): s is string => typeof s === 'string' && s.length <= MAX_URL && HTTPS_URL.test(s)

export const isAppScheme = (s: unknown): s is string =>
  typeof s === 'string' && APP_SCHEME.test(s) && !NOT_APP_SCHEMES.has(s.slice(0, s.indexOf(':')).toLowerCase())

/** Checks a parsed `app.download` value: the fields that pass, and a problem for each one that does not. */
export function checkAppDownload(raw: unknown): { links: AppDownloadLinks; problems: string[] } {
  const { values, problems } = checkConfigFields(raw, {
    key: APP_DOWNLOAD_CONFIG_KEY,
    fields: APP_DOWNLOAD_FIELDS,
    accepts: (field, value): value is string => (field === 'scheme' ? isAppScheme(value) : isHttpsUrl(value)),
    problem: (field) =>
      field === 'scheme'
        ? 'scheme（App 唤起协议）须形如 name://（字母、数字及 + - .），不能是网页协议'
        : `${field}（${APP_DOWNLOAD_LABELS[field]}）须为 https:// 开头、不超过 ${MAX_URL} 个字符的地址`,
  })
  return { links: values, problems }
}
