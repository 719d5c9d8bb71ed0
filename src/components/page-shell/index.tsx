import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import NavBar from '../nav-bar'
import { isAllowed } from '@/router/guard'
import { tabTrail } from '@/router/tab-trail'
import { routeTitle } from '@/router/routes'
import { sessionStore } from '@/stores/session'
import { useRoutePath } from '@/router/params'
import './index.scss'

/**
 * Frame of every page: the navigation bar (H5) with the route's Chinese title, then the content. A page the
 * visitor may not see (H5 direct entry while logged out) is on screen for a moment before the guard sends
 * them to login; it shows no content meanwhile. `onBack` replaces the back button's default (a page that asks
 * before the user leaves). A tab page shown joins the tab trail even when no `switchTab` of ours opened it (H5
 * browser back, a typed URL, a shared mini-program path): the tab bar marks it and back leaves it.
 */
function PageShell({ title, children, onBack }: { title?: string; children?: ReactNode; onBack?: () => void }) {
  const path = useRoutePath()
  const blocked = !!path && !isAllowed(path, sessionStore.isLoggedIn)
  useDidShow(() => tabTrail.enter(path))
  return (
    <View className='page-shell'>
      <NavBar title={title ?? routeTitle(path)} onBack={onBack} />
      <View className='page-shell__body'>{blocked ? null : children}</View>
    </View>
  )
}

export default observer(PageShell)
