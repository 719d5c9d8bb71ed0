import type { PayLaunch, PayOutcome } from './payment'

export type { PayLaunch, PayOutcome } from './payment'

interface BridgeResult {
  err_msg?: string
}
type WeixinJSBridge = { invoke(name: string, params: Record<string, string>, cb: (r: BridgeResult) => void): void }

/** Browser: a cashier page (WeChat H5 pay, Alipay, the sandbox) by leaving the page, or JSAPI inside WeChat. */
export async function startPayment(launch: PayLaunch): Promise<PayOutcome> {
  if (launch.kind === 'redirect') {
    window.location.assign(launch.url)
    return { result: 'left' }
  }
  const bridge = (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge
  if (launch.kind !== 'requestPayment' || !bridge) return { result: 'failed' }
  const msg = await new Promise<string>((resolve) => bridge.invoke('getBrandWCPayRequest', launch.params, (r) => resolve(r.err_msg ?? '')))
  return { result: /:ok$/.test(msg) ? 'paid' : /cancel/.test(msg) ? 'cancelled' : 'failed' }
}

export function clientOs(): 'ios' | 'android' | 'other' {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  return /iPhone|iPad|iPod/i.test(ua) ? 'ios' : /Android/i.test(ua) ? 'android' : 'other'
}

export const payTypeLabels: Record<number, string> = { 1: '微信支付', 2: '支付宝' }

/** A browser cannot be stopped from leaving; the pay page's own back button asks instead. */
export function guardLeaving(_message: string | null): void {}
