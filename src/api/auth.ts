import { get, post } from '../http'
import { ApiPath } from './paths'
import type { LoginResult, PxTokenResult, QuickLoginResult } from './types'

export interface LaunchRefs {
  inviteCode?: string
  valId?: string | number
}

export const sendCode = (phone: string, telCode: string) => post(ApiPath.VERIFY_SEND, { phone, telCode })

export const verifyLogin = (p: { phone: string; code: string; telCode?: string } & LaunchRefs) =>
  post<LoginResult>(ApiPath.VERIFY_LOGIN, {
    phone: p.phone,
    code: p.code,
    telCode: p.telCode,
    inviteCode: p.inviteCode,
    valId: p.valId,
  }).then((r) => r.data)

export const wxLogin = (wxCode: string, refs: LaunchRefs) =>
  post<LoginResult>(ApiPath.WX_LOGIN, { wx_code: wxCode, inviteCode: refs.inviteCode, valId: refs.valId }).then((r) => r.data)

export const logout = () => get(ApiPath.LOGOUT)

/** Background call: no toast on failure, the caller swallows errors. */
export const getPxToken = () => post<PxTokenResult>(ApiPath.PX_TOKEN, {}, { silent: true }).then((r) => r.data)

export const quickLogin = (pxLoginKey: string) => post<QuickLoginResult>(ApiPath.PX_QUICK_LOGIN, { pxLoginKey }).then((r) => r.data)

/** Spec section 8: open-id failures are rejected as errors (including a missing openid). */
export const getOpenId = async (wxCode: string) => {
  const r = await post<{ openid?: string }>(ApiPath.OPEN_ID, { wx_code: wxCode })
  if (!r.data?.openid) throw new Error('openid missing')
  return r.data.openid
}
