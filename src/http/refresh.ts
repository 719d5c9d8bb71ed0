import Taro from '@tarojs/taro'
import { Timeout } from '../constants/app'
import { BizCode, RequestError } from './codes'
import { absoluteUrl, commonHeaders, hooks } from './hooks'

let inflight: Promise<string> | null = null

/**
 * One refresh for everyone: every request that meets 40002 while a refresh is running awaits the same
 * promise, so N parallel expired requests cause exactly one GET /app/v1/refresh. Goes straight to
 * Taro.request so a failing refresh cannot recurse into the 40002 branch.
 *
 * The service hands a refresh token that another refresh exchanged moments ago the same new pair again; if that
 * pair has itself moved on it answers 40002, and the pair stored meanwhile (by another caller) is the answer.
 */
export function refreshToken(): Promise<string> {
  if (inflight) return inflight
  inflight = (async () => {
    const refresh = hooks.refreshToken()
    if (!refresh || !hooks.refreshPath()) throw new RequestError(BizCode.NOT_LOGGED_IN, 'no refresh token')
    const res = await Taro.request<{ code?: number; msg?: string; data?: { token?: string; refresh_token?: string } }>({
      url: absoluteUrl(hooks.refreshPath()),
      method: 'GET',
      header: { ...commonHeaders(), Authorization: refresh },
      timeout: Timeout.REQUEST,
    })
    const body = res.data
    const stored = hooks.token()
    if (body?.code === BizCode.TOKEN_EXPIRED && stored && hooks.refreshToken() !== refresh) return stored
    const token = body?.data?.token
    if (res.statusCode < 200 || res.statusCode > 299 || body?.code !== BizCode.OK || !token) {
      throw new RequestError(body?.code ?? res.statusCode, body?.msg ?? 'refresh failed')
    }
    hooks.onTokenRefreshed(token, body.data?.refresh_token)
    return token
  })().finally(() => {
    inflight = null
  })
  return inflight
}
