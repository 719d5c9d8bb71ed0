import { initBridgeHandler } from '../platform/bridge'
import { bridgeHandlers } from './bridge-handlers'

/**
 * The native → web handlers for the terminal (only the android app's webview installs any; platform/bridge).
 * Mini-programs and jest hand them over as they are; `native-bridge.h5.ts` loads them only on that terminal.
 */
export function installNativeBridge(terminal: string): void {
  initBridgeHandler(terminal, bridgeHandlers())
}
