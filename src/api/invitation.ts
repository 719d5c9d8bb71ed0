import { post } from '../http'
import { ApiPath } from './paths'

export const getInvitationCode = <T = unknown>(p: Record<string, unknown> = {}) => post<T>(ApiPath.INVITATION_CODE, p).then((r) => r.data)
export const getInvitationDetail = <T = unknown>(p: Record<string, unknown> = {}) =>
  post<T>(ApiPath.INVITATION_DETAIL, p).then((r) => r.data)
export const registerInvitation = <T = unknown>(p: Record<string, unknown> = {}) =>
  post<T>(ApiPath.INVITATION_REGISTER, p).then((r) => r.data)
export const getUnlockCoupon = () => post<{ count: number }>(ApiPath.UNLOCK_COUPON, {}).then((r) => r.data?.count ?? 0)
