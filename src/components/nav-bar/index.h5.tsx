import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { goBack, isEntryPage } from '@/router'
import './index.scss'

/**
 * The H5 navigation bar: white with a black title, like the mini-program one. The back button is hidden on the
 * entry page; `goBack` relaunches to '/' when this is the only page in the stack (spec section 2).
 */
export default function NavBar({ title }: { title: string }) {
  const router = useRouter()
  const showBack = !isEntryPage(router.path)
  return (
    <View className='nav-bar'>
      {showBack && (
        <View className='nav-bar__back' onClick={() => goBack()} aria-label='返回'>
          <View className='nav-bar__chevron' />
        </View>
      )}
      <Text className='nav-bar__title'>{title}</Text>
    </View>
  )
}
