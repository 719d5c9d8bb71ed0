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

/** The state the pay page puts on the official account's authorisation, so a code is only taken back there. */
const AUTH_STATE = 'pay'

/**
 * Sends WeChat's browser through the official account's silent authorisation (snsapi_base) back to this page;
 * false when the build names no official account (TARO_APP_WEIXIN_MP_APPID).
 */
export function authorizeWeixin(): boolean {
  const appId = process.env.TARO_APP_WEIXIN_MP_APPID
  if (!appId) return false
  const back = encodeURIComponent(window.location.href)
  window.location.assign(
    `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${appId}&redirect_uri=${back}&response_type=code&scope=snsapi_base&state=${AUTH_STATE}#wechat_redirect`,
  )
  return true
}

/** In a browser the payer is named by the official account's authorisation (`authorizeWeixin`), not by a login code. */
export { hostLoginCode as weixinPayerCode } from './host-login'

/** WeChat's browser without the official account's authorisation: the system browser pays through the H5 cashier. */
export const weixinPayerUnknownText: string = '微信内暂无法完成支付，请点击右上角在浏览器中打开'

/** The code WeChat put on the address after the authorisation, taken once (removed from the address). */
export function takeWeixinAuthCode(): string | undefined {
  const query = new URLSearchParams(window.location.search)
  const code = query.get('code')
  if (!code || query.get('state') !== AUTH_STATE) return undefined
  query.delete('code')
  query.delete('state')
  const search = query.toString()
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`)
  return code
}
