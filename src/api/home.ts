import { post } from '../http'
import { ApiPath } from './paths'
import type { HomeSlogan } from './types'

export const valMain = <T = { slogan: HomeSlogan }>(p: Record<string, unknown> = {}) =>
  post<T>(ApiPath.VAL_MAIN, p).then((r) => r.data)
export const valGameMain = <T = unknown>(p: Record<string, unknown> = {}) =>
  post<T>(ApiPath.VAL_GAME_MAIN, p).then((r) => r.data)
export const valGameFeature = <T = unknown>(p: Record<string, unknown> = {}) =>
  post<T>(ApiPath.VAL_GAME_FEATURE, p).then((r) => r.data)
export const valMainCount = <T = unknown>(p: Record<string, unknown> = {}) =>
  post<T>(ApiPath.VAL_MAIN_COUNT, p).then((r) => r.data)
