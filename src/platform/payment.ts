import Taro from '@tarojs/taro'

/**
 * Starting a payment on this platform. The base file is the WeChat mini-program (`Taro.requestPayment`);
 * `payment.tt.ts` pays with `tt.pay`, `payment.h5.ts` in the browser (WeChat JSAPI or a cashier page).
 * The shapes mirror the service's `payTrans` launch (server/src/contract/payment.ts).
 */
export type PayLaunch =
  | {
      kind: 'requestPayment'
      params: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string; appId: string }
    }
  | { kind: 'ttPay'; params: { orderInfo: Record<string, string | number>; service: number } }
  /** A cashier page: `url` is absolute here (the caller resolves the service's relative path). */
  | { kind: 'redirect'; url: string }

/**
 * paid / cancelled / failed: the platform's own answer (the service's order state is still what counts).
 * cashier: the payment continues on a cashier page the caller must open (`url`); the pay page polls on return.
 * left: the browser is leaving for the cashier and comes back to the pay page.
 */
export type PayOutcome = { result: 'paid' | 'cancelled' | 'failed' | 'left' } | { result: 'cashier'; url: string }

export async function startPayment(launch: PayLaunch): Promise<PayOutcome> {
  if (launch.kind === 'redirect') return { result: 'cashier', url: launch.url }
  if (launch.kind !== 'requestPayment') return { result: 'failed' }
  try {
    const { appId: _appId, ...params } = launch.params
    await Taro.requestPayment(params)
    return { result: 'paid' }
  } catch (err) {
    return { result: /cancel/i.test((err as { errMsg?: string })?.errMsg ?? '') ? 'cancelled' : 'failed' }
  }
}

/** What the pay button calls WeChat Pay here. */
export const payTypeLabels: Record<number, string> = { 1: '微信支付', 2: '支付宝' }

export { authorizeWeixin, clientOs, guardLeaving, takeWeixinAuthCode } from './payment-mini'

/**
 * WeChat Pay needs the payer's openid in the mini-program, which the service lacks for a player who logged in with
 * a phone code (it answers 40030): a fresh login code names them, handed to payment/payTrans as `wxCode`.
 */
export { hostLoginCode as weixinPayerCode } from './host-login'

/** Said when WeChat Pay still cannot name the payer after the login code: a mini-program has no browser to open. */
export const weixinPayerUnknownText: string = '暂时无法确认付款的微信账号，请退出小程序重新进入后再试'
