import type { PayLaunch, PayOutcome } from './payment'

export type { PayLaunch, PayOutcome } from './payment'
export { authorizeWeixin, clientOs, guardLeaving, takeWeixinAuthCode } from './payment-mini'

/** Douyin's own payment needs no WeChat payer. */
export async function weixinPayerCode(): Promise<string | undefined> {
  return undefined
}

export const weixinPayerUnknownText: string = '暂时无法使用微信支付，请换一种支付方式'

interface TtPayResult {
  code: number
}
declare const tt: {
  pay(o: { orderInfo: Record<string, string | number>; service: number; success(r: TtPayResult): void; fail(e: unknown): void }): void
}

/** Douyin: `tt.pay` opens Douyin's cashier, where the payer picks WeChat or Alipay. */
export async function startPayment(launch: PayLaunch): Promise<PayOutcome> {
  if (launch.kind === 'redirect') return { result: 'cashier', url: launch.url }
  if (launch.kind !== 'ttPay') return { result: 'failed' }
  const code = await new Promise<number>((resolve) => {
    tt.pay({ ...launch.params, success: (r) => resolve(r.code), fail: () => resolve(2) })
  })
  // 0 paid, 4 cancelled by the user; 1 timeout, 2 failed, 3 closed, 9 unknown (the service's order decides).
  return { result: code === 0 ? 'paid' : code === 4 ? 'cancelled' : 'failed' }
}

/** One button: Douyin's cashier offers both WeChat Pay and Alipay inside. */
export const payTypeLabels: Record<number, string> = { 1: '抖音支付', 2: '抖音支付' }
