import { patchTaroNavigation } from './navigation'

/**
 * Mini-programs: patching the Taro APIs is all we can do. Native tab-bar taps bypass it, which is safe
 * because all three tabs are public.
 */
export function installNavigationGuard(): void {
  patchTaroNavigation()
}
