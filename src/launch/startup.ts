import { installAppHooks } from '../bootstrap'
import { TrackEventType, TrackName } from '../constants/tracker'
import { installDebugConsole } from '../platform/debug-console'
import { removeItem, setItem } from '../platform/storage'
import { StorageKey } from '../platform/storage-keys'
import { prepareToast } from '../platform/toast'
import { addVendorScripts } from '../platform/vendor'
import { installNavigationGuard } from '../router/install'
import { appStore } from '../stores/app'
import { sessionStore } from '../stores/session'
import { configureTracker, track } from '../tracker'
import { saveLaunchInfo, type LaunchOptions } from '../stores/launch/launch-info'
import { registerGoLoginHandler } from './go-login'
import { installNativeBridge } from './native-bridge'

/** App onLaunch, in the order of spec section 4. */
export function onAppLaunch(options?: LaunchOptions | null): void {
  installAppHooks()
  removeItem(StorageKey.SHARE_PAY)
  configureTracker({ userId: () => sessionStore.userInfo?.id, channel: () => sessionStore.channel })
  track(TrackEventType.EVENT, TrackName.APP_LAUNCH, { path: options?.path, query: options?.query })

  const platform = options?.query?.platform
  if (platform !== undefined && platform !== null && platform !== '') setItem(StorageKey.DRAINAGE_PLATFORM, String(platform))
  else removeItem(StorageKey.DRAINAGE_PLATFORM)
  removeItem(StorageKey.REPORT_PUBLISH)

  sessionStore.detectEnvironment()
  sessionStore.readLoginInfo()
  registerGoLoginHandler()
  void appStore.loadGlobalConfig()
  installNavigationGuard()
  // H5 has no reliable app onShow at start; saving here too means the first page always finds it.
  saveLaunchInfo(options)

  addVendorScripts()
  prepareToast()
  installDebugConsole()
  installNativeBridge(sessionStore.terminalName)
}

/** App onShow: keep the launch info for the page that consumes it. */
export function onAppShow(options?: LaunchOptions | null): void {
  saveLaunchInfo(options)
}
