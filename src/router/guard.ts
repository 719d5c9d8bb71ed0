import { ENTRY_PATH, HOME_PATH, LOGIN_PATH, ROUTES, TAB_PATHS } from './routes'
import { splitUrl } from '../utils/query'

/**
 * Route classification for the login guard (spec section 2). The whitelist is the set of routes marked
 * `public` in routes.ts; '/' is the entry alias of the guide page.
 */

const PUBLIC = new Set(ROUTES.filter((r) => r.public).map((r) => r.path))
const KNOWN = new Set(ROUTES.map((r) => r.path))

/** `'/pages/x/y?a=1'` → `'pages/x/y'`; '' and '/' → the entry (guide) page. */
export function normalizePath(url: string): string {
  const { path } = splitUrl(url || '')
  return path === '' ? ENTRY_PATH : path
}

export const isPublic = (url: string): boolean => PUBLIC.has(normalizePath(url))
export const isKnownRoute = (url: string): boolean => KNOWN.has(normalizePath(url))
export const isTabPage = (url: string): boolean => TAB_PATHS.includes(normalizePath(url))
export const isEntryPage = (url: string): boolean => normalizePath(url) === ENTRY_PATH
export const isLoginPage = (url: string): boolean => normalizePath(url).startsWith('pages/login/')

/** Whether a logged-out user may open `url`. */
export const isAllowed = (url: string, loggedIn: boolean): boolean => loggedIn || isPublic(url)

export { ENTRY_PATH, HOME_PATH, LOGIN_PATH }
