import Taro from '@tarojs/taro'

/**
 * Whether the device runs iOS, which decides the iOS variants of the user agreement and privacy policy.
 * Weapp and tt report 'ios', the H5 runtime 'iOS'; if the call fails we show the general documents.
 */
export function isIOSDevice(): boolean {
  try {
    return /ios/i.test(Taro.getSystemInfoSync().platform ?? '')
  } catch {
    return false
  }
}
