import { isMiniProgramUA, isPartnerAppUA, isToutiaoUA } from './webview'
import { parseQuery } from '../utils/query'

/** H5 build: see env.ts for the contract. */

export function urlParams(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  const { search, hash } = window.location
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
  // Hash-route parameters win: they belong to the page, the search part to whoever embedded us.
  return { ...parseQuery(search), ...parseQuery(hashQuery) }
}

export function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/**
 * Spec section 4: a token in the URL means the host hands us the session, and inside a mini-program,
 * Toutiao or partner-app webview the host owns the session too; a stale cached token would log the wrong
 * user in, so the cache is skipped in all those cases.
 */
export function canReadLoginCache(): boolean {
  if (urlParams().token) return false
  const ua = userAgent()
  return !(isMiniProgramUA(ua) || isToutiaoUA(ua) || isPartnerAppUA(ua))
}

export function currentLocationUrl(): string {
  if (typeof window === 'undefined') return ''
  const hash = window.location.hash.replace(/^#/, '')
  return hash || '/'
}
