import { PayType, TerminalCode } from '../../contract/values'
import type { PayChannel, PayProviderName } from '../../providers/pay/types'

/** What the service knows about the paying client: its terminal header, its claimed OS and its user agent. */
export interface PayClient {
  terminal: number
  os?: 'ios' | 'android' | 'other'
  userAgent: string
}

export interface PayRoute {
  payType: 1 | 2
  provider: PayProviderName
  channel: PayChannel
}

const MINI_PROGRAMS: readonly number[] = [TerminalCode.weixin, TerminalCode.toutiao]

/**
 * WeChat (and Douyin) do not allow virtual goods to be paid for in a mini-program on iOS. The OS comes from
 * the client and from the user agent; either saying iOS is enough, since claiming it only removes options.
 */
export function isIosMiniProgram(client: PayClient): boolean {
  return MINI_PROGRAMS.includes(client.terminal) && (client.os === 'ios' || /iPhone|iPad|iPod|iOS/i.test(client.userAgent))
}

const inWeixinBrowser = (client: PayClient) => /MicroMessenger/i.test(client.userAgent)

/** The ways a terminal can pay before we know which providers are enabled. */
function wanted(client: PayClient): Array<{ payType: 1 | 2; provider: PayProviderName; channel: PayChannel }> {
  if (isIosMiniProgram(client)) return []
  if (client.terminal === TerminalCode.weixin) return [{ payType: PayType.WEIXIN, provider: 'weixin', channel: 'jsapi' }]
  // Douyin's cashier lets the payer choose WeChat or Alipay inside it: one route, recorded as pay type 1.
  if (client.terminal === TerminalCode.toutiao) return [{ payType: PayType.WEIXIN, provider: 'douyin', channel: 'tt' }]
  // WeChat's H5 pay refuses to run inside WeChat's own browser, which takes JSAPI; Alipay does not open there.
  if (inWeixinBrowser(client)) return [{ payType: PayType.WEIXIN, provider: 'weixin', channel: 'jsapi' }]
  return [
    { payType: PayType.WEIXIN, provider: 'weixin', channel: 'h5' },
    { payType: PayType.ZHIFUBAO, provider: 'alipay', channel: 'wap' },
  ]
}

/**
 * The pay routes this client may use with the enabled providers. Where a wanted provider is not enabled and
 * the sandbox is (development, tests), the sandbox cashier stands in for it.
 */
export function payRoutes(client: PayClient, enabled: ReadonlySet<PayProviderName>): PayRoute[] {
  const routes: PayRoute[] = []
  for (const want of wanted(client)) {
    if (enabled.has(want.provider)) routes.push(want)
    else if (enabled.has('sandbox')) routes.push({ payType: want.payType, provider: 'sandbox', channel: 'cashier' })
  }
  return routes
}
