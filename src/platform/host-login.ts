import Taro from '@tarojs/taro'

/**
 * A fresh login code of the host (`wx.login` / `tt.login`): the service learns the player's openid on this
 * mini-program from it (subscribe messages, and the payer of WeChat Pay for a player who logged in by phone).
 */
export async function hostLoginCode(): Promise<string | undefined> {
  try {
    return (await Taro.login()).code || undefined
  } catch {
    return undefined
  }
}
