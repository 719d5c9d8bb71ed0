import { View, Text } from '@tarojs/components'
import type { CSSProperties } from 'react'
import { goBack, isEntryPage } from '@/router'
import { useRoutePath } from '@/router/params'
import './index.scss'

/**
 * The app's navigation bar: white with a black title. The back button shows on every page but the entry (spec
 * section 2); `goBack` says where it leads, tab pages included. H5 draws it on every page; the mini-programs where
 * the host's bar would show no back button (nav-bar/index.tsx), placed by the host's status bar and capsule.
 */
export function NavBarView(props: { title: string; onBack?: () => void; style?: CSSProperties; backStyle?: CSSProperties }) {
  const { title, onBack } = props
  const showBack = !isEntryPage(useRoutePath())
  return (
    <View className='nav-bar' style={props.style}>
      {showBack && (
        <View className='nav-bar__back' style={props.backStyle} onClick={() => (onBack ? onBack() : void goBack())} aria-label='返回'>
          <View className='nav-bar__chevron' />
        </View>
      )}
      <Text className='nav-bar__title'>{title}</Text>
    </View>
  )
}
