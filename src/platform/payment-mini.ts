import Taro from '@tarojs/taro'

/**
 * What the WeChat and Douyin mini-programs' payment modules share. A file of its own: in the Douyin build
 * `./payment` resolves to `payment.tt.ts` itself, so re-exporting these from there looped forever.
 */

/** The OS the service needs to hide payment where a platform forbids it (iOS mini-programs). */
export function clientOs(): 'ios' | 'android' | 'other' {
  try {
    const platform = Taro.getSystemInfoSync().platform ?? ''
    return /ios/i.test(platform) ? 'ios' : /android/i.test(platform) ? 'android' : 'other'
  } catch {
    return 'other'
  }
}

/** Mini-programs ask before the user leaves the pay page during the discount (the host draws the dialog). */
export function guardLeaving(message: string | null): void {
  const api = Taro as unknown as { enableAlertBeforeUnload?: (o: { message: string }) => void; disableAlertBeforeUnload?: () => void }
  if (message) api.enableAlertBeforeUnload?.({ message })
  else api.disableAlertBeforeUnload?.()
}

/**
 * WeChat's in-app browser pays by JSAPI, which needs the official account's authorisation once: only H5 can be
 * there, so mini-programs never redirect (false) and have no code to hand over.
 */
export function authorizeWeixin(): boolean {
  return false
}

export function takeWeixinAuthCode(): string | undefined {
  return undefined
}
