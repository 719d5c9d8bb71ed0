import { View, Text } from '@tarojs/components'
import { goBack, isEntryPage, isTabPage } from '@/router'
import { useRoutePath } from '@/router/params'
import './index.scss'

/**
 * The H5 navigation bar: white with a black title, like the mini-program one. The back button is hidden on the
 * entry page; `goBack` relaunches to '/' when this is the only page in the stack (spec section 2).
 * Tab pages are roots as in the mini-programs: going "back" from one would relaunch the guide, which leads
 * straight back to home, so they show no back button either (decision recorded in docs/decisions.md).
 */
export default function NavBar({ title, onBack }: { title: string; onBack?: () => void }) {
  const path = useRoutePath()
  const showBack = !isEntryPage(path) && !isTabPage(path)
  return (
    <View className='nav-bar'>
      {showBack && (
        <View className='nav-bar__back' onClick={() => (onBack ? onBack() : void goBack())} aria-label='返回'>
          <View className='nav-bar__chevron' />
        </View>
      )}
      <Text className='nav-bar__title'>{title}</Text>
    </View>
  )
}
