import Taro from '@tarojs/taro'

/**
 * Subscribe messages on the mini-programs: WeChat's dialog here, Douyin's through the same Taro call (the tt build
 * uses this file too). The hosts show the dialog only when it is called from a tap, so call it first in a tap handler.
 */
export const subscribeSupported: boolean = true

/**
 * Shows the host's dialog for these templates and answers the ids the player accepted. A refusal, a dialog the host
 * would not show, or any failure answers none: nothing ever waits on it failing.
 */
export async function requestSubscribe(templateIds: string[]): Promise<string[]> {
  try {
    const result = (await Taro.requestSubscribeMessage({ tmplIds: templateIds } as never)) as unknown as Record<string, unknown>
    return templateIds.filter((id) => result?.[id] === 'accept')
  } catch {
    return []
  }
}
