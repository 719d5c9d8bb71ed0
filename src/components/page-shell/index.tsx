import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { ReactNode } from 'react'
import NavBar from '../nav-bar'
import { routeTitle } from '@/router/routes'
import './index.scss'

/** Frame of every page: the navigation bar (H5) with the route's Chinese title, then the content. */
export default function PageShell({ title, children }: { title?: string; children?: ReactNode }) {
  const router = useRouter()
  return (
    <View className='page-shell'>
      <NavBar title={title ?? routeTitle(router.path)} />
      <View className='page-shell__body'>{children}</View>
    </View>
  )
}
