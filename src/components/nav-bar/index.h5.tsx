import { View, Text } from '@tarojs/components'
import { goBack, isEntryPage } from '@/router'
import { useRoutePath } from '@/router/params'
import './index.scss'

/**
 * The H5 navigation bar: white with a black title, like the mini-program one. The back button shows on every
 * page but the entry (spec section 2); `goBack` says where it leads, tab pages included.
 */
export default function NavBar({ title, onBack }: { title: string; onBack?: () => void }) {
  const path = useRoutePath()
  const showBack = !isEntryPage(path)
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
