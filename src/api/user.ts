import { post } from '../http'
import { ApiPath } from './paths'
import type { UserInfoResult } from './types'
import type { RealNameStatusData, RealNameVerifyBody } from '../../server/src/contract/user'

export type { RealNameStatusData, RealNameVerifyBody }

export const userInfo = () => post<UserInfoResult>(ApiPath.USER_INFO, {}).then((r) => r.data.user_base_info)

/** `user/castatus`: {status 0|1, masked name, masked ID number}. */
export const realNameStatus = () => post<RealNameStatusData>(ApiPath.CA_STATUS, {}).then((r) => r.data)

/**
 * `user/realInfoVerify`. Business errors (40101 under 18, 40102 mismatch, 40902 ID used, 40903 already
 * verified) reject with RequestError; `silent` leaves showing them to the form.
 */
export const realInfoVerify = (p: RealNameVerifyBody) =>
  post<RealNameStatusData>(ApiPath.REAL_INFO_VERIFY, { ...p }, { silent: true }).then((r) => r.data)

export const logOff = () => post<null>(ApiPath.LOG_OFF, {})
