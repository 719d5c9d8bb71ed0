import { post } from '../http'
import { ApiPath } from './paths'
import type { UserInfoResult } from './types'

export const userInfo = () => post<UserInfoResult>(ApiPath.USER_INFO, {}).then((r) => r.data.user_base_info)
export const realNameStatus = <T = unknown>() => post<T>(ApiPath.CA_STATUS, {}).then((r) => r.data)
export const realInfoVerify = <T = unknown>(p: { name: string; idCard: string; [k: string]: unknown }) =>
  post<T>(ApiPath.REAL_INFO_VERIFY, p).then((r) => r.data)
export const logOff = () => post(ApiPath.LOG_OFF, {})
