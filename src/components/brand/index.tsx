import { View, Text } from '@tarojs/components'

/**
 * The app's logo, name and tagline, as the splash (guide) and the login page show them. Each page lays them out
 * its own way: `block` is its BEM block, the parts are `<block>__logo`, `__logo-mark`, `__name` and `__tagline`.
 */
export function Brand({ block }: { block: string }) {
  return (
    <>
      <View className={`${block}__logo`}>
        <Text className={`${block}__logo-mark`}>估</Text>
      </View>
      <Text className={`${block}__name`}>游戏估价</Text>
      <Text className={`${block}__tagline`}>游戏账号估价与交易助手</Text>
    </>
  )
}
