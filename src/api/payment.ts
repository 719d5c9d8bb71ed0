import type { EndpointData } from '../../server/src/contract/endpoints'
import type { CouponListBody, PayTransBody, PaymentConfigBody, UseCouponBody } from '../../server/src/contract/payment'
import { callData } from './endpoint'

export type PaymentConfig = EndpointData<'paymentConfig'>
export type PayStatus = EndpointData<'payStatus'>
export type CouponItem = EndpointData<'couponList'>['list'][number]

/**
 * Paid unlock (docs/api.md "Payment"): the price and ways to pay for a report, opening an order, polling it,
 * spending an unlock coupon, and the coupon records. Prices always come from the service.
 * The pay page shows its own load error, so the config call does not toast; actions do.
 */
export const paymentConfig = (b: PaymentConfigBody) => callData('paymentConfig', b, { silent: true })
export const payTrans = (b: PayTransBody) => callData('payTrans', b)
/** Polled while a payment completes: quiet, the page shows the outcome. */
export const payStatus = (orderNo: string) => callData('payStatus', { orderNo }, { silent: true })
export const useCoupon = (b: UseCouponBody) => callData('useCouponInfo', b)
export const couponList = (b: CouponListBody) => callData('couponList', b, { silent: true })
