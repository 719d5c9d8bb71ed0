import { post } from '../http'
import { ApiPath } from './paths'

export const payTrans = <T = unknown>(p: Record<string, unknown>) => post<T>(ApiPath.PAY_TRANS, p).then((r) => r.data)
export const payStatus = <T = unknown>(p: Record<string, unknown>) => post<T>(ApiPath.PAY_STATUS, p).then((r) => r.data)
export const paymentConfig = <T = unknown>(p: Record<string, unknown> = {}) => post<T>(ApiPath.PAY_CONFIG, p).then((r) => r.data)
export const useCouponInfo = <T = unknown>(p: Record<string, unknown> = {}) => post<T>(ApiPath.COUPON_USE_INFO, p).then((r) => r.data)
