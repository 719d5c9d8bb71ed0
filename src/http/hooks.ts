import { APP_VERSION_HEADER, DEFAULT_CHANNEL, LOGIN_STORE_FALLBACK_TERMINAL_CODE } from '../constants/app'

/**
 * What the request layer needs from the rest of the app. The session store and the launch code fill
 * these in, which keeps http free of imports from stores and router (no cycles, easy to test).
 */
export interface HttpHooks {
  baseUrl(): string
  /** Path of the token refresh call (GET, refresh token as Authorization); the api layer owns the paths. */
  refreshPath(): string
  token(): string | undefined
  refreshToken(): string | undefined
  onTokenRefreshed(token: string, refresh?: string): void
  terminalCode(): number
  channel(): string
  /** 40005: log out and send the user to login (registered at launch as the go-to-login handler). */
  onUnauthorized(): void
  /** 40100: the action needs real-name authentication; send the user to the real-name page. */
  onNotRealName(): void
  /** A request that failed on the network or with an HTTP status outside 2xx (the tracker reports it). */
  onRequestFailed(failure: { url: string; status: number; message: string }): void
}

/*
 * Mini-programs cannot use a relative base: TARO_APP_API_BASE must be the absolute https origin of the
 * service for weapp/tt builds. H5 served by the service itself works with the default '' (same origin).
 */
const defaults: HttpHooks = {
  baseUrl: () => process.env.TARO_APP_API_BASE || '',
  refreshPath: () => '',
  token: () => undefined,
  refreshToken: () => undefined,
  onTokenRefreshed: () => {},
  terminalCode: () => LOGIN_STORE_FALLBACK_TERMINAL_CODE,
  channel: () => DEFAULT_CHANNEL,
  onUnauthorized: () => {},
  onNotRealName: () => {},
  onRequestFailed: () => {},
}

export const hooks: HttpHooks = { ...defaults }

export function setHttpHooks(partial: Partial<HttpHooks>): void {
  Object.assign(hooks, partial)
}

export function commonHeaders(): Record<string, string> {
  const h: Record<string, string> = {
    terminal: String(hooks.terminalCode()),
    channel: hooks.channel(),
    'Va-App-Version': APP_VERSION_HEADER,
  }
  const token = hooks.token()
  if (token) h.Authorization = token
  return h
}

export function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${hooks.baseUrl().replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`
}
