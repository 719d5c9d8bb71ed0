import { getItem, removeItem, setItem } from './storage'
import { StorageKey } from './storage-keys'
import { randomId } from '../utils/id'
import { TrackerLimit } from '../constants/tracker'

/** Typed accessors for the local caches of spec section 3. */

export interface CachedUser {
  uid?: string | number
  id?: string | number
  nickname?: string
  avatar?: string
  token?: string
  refresh_token?: string
  wx_xcx_openid?: string
  source?: string | number
  invite_uid?: string | number | null
  isNewPxb?: number
  [key: string]: unknown
}

export interface PxUserInfo {
  token?: string
  [key: string]: unknown
}

export const userCache = {
  read: () => getItem<CachedUser>(StorageKey.USER_INFO),
  write: (u: CachedUser) => setItem(StorageKey.USER_INFO, u),
  clear: () => removeItem(StorageKey.USER_INFO),
}

export const pxUserCache = {
  read: () => getItem<PxUserInfo>(StorageKey.PX_USER_INFO),
  write: (u: PxUserInfo) => setItem(StorageKey.PX_USER_INFO, u),
  clear: () => removeItem(StorageKey.PX_USER_INFO),
}

export const aiCreateCache = {
  read: <T = unknown>() => getItem<T>(StorageKey.AI_CREATE),
  write: (v: unknown) => setItem(StorageKey.AI_CREATE, v),
  clear: () => removeItem(StorageKey.AI_CREATE),
}

/** The valuation form's drafts, as stored; `features/question-flow/drafts.ts` owns their shape and checks it on read. */
export const valuationDraftsCache = {
  read: () => getItem<unknown>(StorageKey.VALUATION_DRAFTS),
  write: (v: unknown) => setItem(StorageKey.VALUATION_DRAFTS, v),
}

/** The visitor id survives logout on purpose: it identifies the device for the tracker. */
export function visitorId(): string {
  const existing = getItem<string>(StorageKey.VISITOR_ID)
  if (existing && existing.length === TrackerLimit.VISITOR_ID_LENGTH) return existing
  const id = randomId(TrackerLimit.VISITOR_ID_LENGTH)
  setItem(StorageKey.VISITOR_ID, id)
  return id
}

export const firstUse = {
  seen: () => getItem<boolean>(StorageKey.NOT_FIRST_USE) === true,
  markSeen: () => setItem(StorageKey.NOT_FIRST_USE, true),
}

/**
 * Tab pages cannot take a query string (switchTab drops it), so params for a tab are parked here and
 * taken once by the tab page.
 */
export const tabBarParams = {
  put(path: string, params: Record<string, unknown>) {
    const all = getItem<Record<string, Record<string, unknown>>>(StorageKey.TAB_BAR_PARAMS) ?? {}
    setItem(StorageKey.TAB_BAR_PARAMS, { ...all, [path]: params })
  },
  take(path: string): Record<string, unknown> | undefined {
    const all = getItem<Record<string, Record<string, unknown>>>(StorageKey.TAB_BAR_PARAMS) ?? {}
    const hit = all[path]
    if (hit) {
      delete all[path]
      setItem(StorageKey.TAB_BAR_PARAMS, all)
    }
    return hit
  },
}

/**
 * 清除缓存 in settings: everything that is not the login (user info, partner token), the device identity
 * (visitor id, terminal, channel) or launch bookkeeping (first use, launch info). Valuation drafts go too: the user
 * asked for the device to forget what it keeps.
 */
export const NON_LOGIN_CACHE_KEYS: readonly StorageKey[] = [
  StorageKey.AI_CREATE,
  StorageKey.TAB_BAR_PARAMS,
  StorageKey.SHARE_PAY,
  StorageKey.REPORT_PUBLISH,
  StorageKey.COUNTRY_AREA,
  StorageKey.VALUATION_DRAFTS,
]

export function clearNonLoginCaches(): void {
  for (const key of NON_LOGIN_CACHE_KEYS) removeItem(key)
}
