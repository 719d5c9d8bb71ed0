import type { CachedUser } from '../platform/caches'

export interface LoginResult {
  token: string
  refresh_token?: string
  source?: string | number
  invite_uid?: string | number
  isNewPxb?: 0 | 1
  [key: string]: unknown
}

export interface UserInfoResult {
  user_base_info: CachedUser & { id: string | number }
}

export interface PxTokenResult {
  token: string
}

export interface QuickLoginResult {
  token?: string
  refresh?: string
}

export interface ConfigEntry {
  confKey: string
  confValue: unknown
}

export interface HomeSlogan {
  title: string
  span: string
  div: { icon: string; span: string; title: string }[]
}
