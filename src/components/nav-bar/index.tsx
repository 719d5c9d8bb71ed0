import type { ReactElement } from 'react'
import { hasOwnNavBar } from '@/router/routes'
import { useRoutePath } from '@/router/params'
import { NavBarView } from './bar'
import { hostFrame } from './host-frame'

/**
 * Mini-programs: the host draws the navigation bar from the page config, except on the pages whose config asks for
 * a custom one (`hasOwnNavBar`: the tab pages, where the host's bar shows no back button). There the app's own bar
 * sits under the status bar, as tall as the host's, its title clear of the capsule (`hostFrame`).
 */
export default function NavBar({ title, onBack }: { title: string; onBack?: () => void }): ReactElement | null {
  return hasOwnNavBar(useRoutePath()) ? <NavBarView title={title} onBack={onBack} frame={hostFrame()} /> : null
}
