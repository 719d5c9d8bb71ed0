import type { EndpointData } from '../../server/src/contract/endpoints'
import type { CouponListBody, PayTransBody, PaymentConfigBody, UseCouponBody } from '../../server/src/contract/payment'
import { BizCode, RequestError } from '../http'
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

/** What the pay page says when WeChat's authorisation did not give the payer's openid. */
export const OPEN_ID_FAILED = '微信授权失败，请重试'

/**
 * wx/getOpenId in WeChat's browser: the official account's authorisation code becomes the payer's openid, which the
 * service remembers for the logged-in user (payment/payTrans then needs no code). Quiet: the pay page says what
 * failed. An answer without an openid is a failure too (spec section 8: open-id failures are rejected as errors).
 */
export async function getOpenId(wxCode: string): Promise<string> {
  const { openid } = await callData('getOpenId', { wx_code: wxCode }, { silent: true })
  if (!openid) throw new RequestError(BizCode.MINI_PROGRAM_CODE_INVALID, OPEN_ID_FAILED)
  return openid
}
