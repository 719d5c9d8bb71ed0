import type { ReactElement } from 'react'
import { hasOwnNavBar } from '@/router/routes'
import { useRoutePath } from '@/router/params'
import { NavBarView } from './bar'
import { hostFrame } from './host-frame'

const px = (n: number) => `${n}px`

/**
 * Mini-programs: the host draws the navigation bar from the page config, except on the pages whose config asks for
 * a custom one (`hasOwnNavBar`: the tab pages, where the host's bar shows no back button). There the app's own bar
 * sits under the status bar, as tall as the host's (the capsule centred in it), its title clear of the capsule.
 */
export default function NavBar({ title, onBack }: { title: string; onBack?: () => void }): ReactElement | null {
  if (!hasOwnNavBar(useRoutePath())) return null
  const { top, height, side, backLeft } = hostFrame()
  return (
    <NavBarView
      title={title}
      onBack={onBack}
      style={{ paddingTop: px(top), height: px(height), paddingLeft: px(side), paddingRight: px(side) }}
      backStyle={{ top: px(top), left: px(backLeft), height: px(height) }}
    />
  )
}
