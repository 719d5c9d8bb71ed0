import type { BridgeHandlers } from './bridge'

export type { BridgeHandlers } from './bridge'

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(data: unknown): void } | undefined> }
  /** Object the Android app injects with addJavascriptInterface; one method per bridge event. */
  VaAndroid?: Record<string, ((json: string) => void) | undefined>
  /** Entry point the Android app calls back into (see initBridgeHandler). */
  vaNativeHandler?: (event: string, json?: string) => void
}

const win = () => (typeof window === 'undefined' ? undefined : (window as unknown as NativeWindow))

/**
 * The native API names are ours to define (the spec lists only the event names): iOS posts through
 * WKScriptMessageHandler per event, Android calls a method of the injected `VaAndroid` object.
 */
export function callNative(event: string, payload?: unknown): boolean {
  const w = win()
  if (!w) return false
  const ios = w.webkit?.messageHandlers?.[event]
  if (ios) {
    ios.postMessage(payload ?? {})
    return true
  }
  const android = w.VaAndroid?.[event]
  if (typeof android === 'function') {
    android.call(w.VaAndroid, JSON.stringify(payload ?? {}))
    return true
  }
  return false
}

/** Spec section 7: the native-to-web handler is initialised only on Android. */
export function initBridgeHandler(terminal: string, handlers: BridgeHandlers): void {
  const w = win()
  if (!w || terminal !== 'android') return
  w.vaNativeHandler = (event, json) => {
    let data: unknown = json
    try {
      data = json ? JSON.parse(json) : undefined
    } catch {
      /* plain string payload */
    }
    handlers[event]?.(data)
  }
}
