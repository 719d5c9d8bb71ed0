import { ENTRY_PATH, ROUTES, Route, TAB_PATHS, normalizePath } from './routes'

export { normalizePath }

/**
 * Route classification for the login guard (spec section 2). The whitelist is the set of routes marked
 * `public` in routes.ts; '/' is the entry alias of the guide page.
 */

const PUBLIC = new Set(ROUTES.filter((r) => r.public).map((r) => r.path))
const KNOWN = new Set(ROUTES.map((r) => r.path))

export const isPublic = (url: string): boolean => PUBLIC.has(normalizePath(url))
export const isKnownRoute = (url: string): boolean => KNOWN.has(normalizePath(url))
export const isTabPage = (url: string): boolean => TAB_PATHS.includes(normalizePath(url))
export const isEntryPage = (url: string): boolean => normalizePath(url) === ENTRY_PATH
const LOGIN_PAGES: readonly string[] = [Route.login.path, Route.codeLogin.path, Route.countryArea.path]
export const isLoginPage = (url: string): boolean => LOGIN_PAGES.includes(normalizePath(url))

/** Whether a logged-out user may open `url`. */
export const isAllowed = (url: string, loggedIn: boolean): boolean => loggedIn || isPublic(url)

export { ENTRY_PATH }
