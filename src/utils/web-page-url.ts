import { isUrl } from './validators'

/**
 * The web page the webview page may open (a banner's outer or third-party link, spec jump types 1 and 4):
 * http(s) only, or null. Mini-programs hand the parameter over still encoded; H5 has decoded it already.
 */
export function webPageUrl(raw?: string): string | null {
  if (!raw) return null
  let url = raw
  try {
    if (/^https?%3A/i.test(url)) url = decodeURIComponent(url)
  } catch {
    return null
  }
  return /^https?:\/\//i.test(url) && isUrl(url) ? url : null
}
