import type * as Base from './native-bridge'
import { initBridgeHandler } from '../platform/bridge'

/**
 * H5: the handlers (with the routes, invitation and banner code they use) load only inside the android app's
 * webview, the one terminal that installs them, so the entry script of every other visitor goes without them.
 */
export const installNativeBridge: typeof Base.installNativeBridge = (terminal) => {
  initBridgeHandler(terminal, () => import('./bridge-handlers').then(({ bridgeHandlers }) => bridgeHandlers()))
}
