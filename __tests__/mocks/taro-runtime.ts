/**
 * @tarojs/runtime for the unit project (plain node): its ES module build does not load there, and the unit tests never
 * reach the mini-program code that reads Taro's elements (platform/exposure.ts), only modules that import it.
 */
export const document = {
  getElementById: (): null => null,
}
