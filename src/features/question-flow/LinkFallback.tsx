import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { homeStore } from '@/stores/home'
import { questionFlow as flow } from './store'
import './link-fallback.scss'

/**
 * Under a link the service cannot value (not collected, or a platform it does not read): the way on, valuation by
 * the account's properties of the same game, one tap away and with the game already chosen.
 */
function LinkFallback() {
  const target = flow.linkFallback
  if (!target) return null
  const name = homeStore.games.find((g) => g.gameId === target.gameId)?.name
  return (
    <View className='link-fallback' data-testid='link-fallback'>
      <Text className='link-fallback__text'>没关系，改为填写{name ?? ''}账号的属性，同样可以估价。</Text>
      <View className='link-fallback__btn' data-testid='link-fallback-props' onClick={() => flow.continueByProps()}>
        <Text>按属性继续估价{name ? `（${name}）` : ''}</Text>
      </View>
    </View>
  )
}

export default observer(LinkFallback)
