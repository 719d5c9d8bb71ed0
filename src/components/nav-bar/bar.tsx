import { View, Text } from '@tarojs/components'
import { goBack, isEntryPage } from '@/router'
import { useRoutePath } from '@/router/params'
import type { HostFrame } from './frame'

/**
 * The app's navigation bar: white with a black title. The back button shows on every page but the entry (spec
 * section 2); `goBack` says where it leads, tab pages included. H5 draws it on every page; the mini-programs where
 * the host's bar would show no back button (nav-bar/index.tsx), placed by the host's status bar and capsule.
 * Its style sheet comes with the page shell's (page-shell/index.scss), the one place it is drawn.
 */
export function NavBarView({ title, onBack, frame }: { title: string; onBack?: () => void; frame?: HostFrame }) {
  const showBack = !isEntryPage(useRoutePath())
  return (
    <View className='nav-bar' style={frame?.bar}>
      {showBack && (
        <View className='nav-bar__back' style={frame?.back} onClick={() => (onBack ? onBack() : void goBack())} aria-label='返回'>
          <View className='nav-bar__chevron' />
        </View>
      )}
      <Text className='nav-bar__title'>{title}</Text>
    </View>
  )
}
