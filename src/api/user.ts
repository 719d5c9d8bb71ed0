import { call, type Extra } from './endpoint'
import type { RealNameStatusData, RealNameVerifyBody } from '../../server/src/contract/user'

export type { RealNameStatusData, RealNameVerifyBody }

export const userInfo = (extra?: Extra) => call('userInfo', {}, extra).then((r) => r.data.user_base_info)

/** `user/castatus`: {status 0|1, masked name, masked ID number}. */
export const realNameStatus = () => call('caStatus', {}).then((r) => r.data)

/**
 * `user/realInfoVerify`. Business errors (40101 under 18, 40102 mismatch, 40902 ID used, 40903 already
 * verified) reject with RequestError; `silent` leaves showing them to the form.
 */
export const realInfoVerify = (p: RealNameVerifyBody) => call('realInfoVerify', { ...p }, { silent: true }).then((r) => r.data)

export const logOff = () => call('logOff', {})
