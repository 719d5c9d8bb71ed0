/**
 * Native app bridge (spec section 7, docs/native-bridge.md). Only H5 pages inside the Android/iOS app have one;
 * this base file (mini-programs, jest) reports it as absent. `bridge.h5.ts` is the real one.
 */

/** A bridge event's payload: the JSON object the native side sent, without `callbackId`. */
export type BridgePayload = Record<string, unknown>

/**
 * Handles one native → web event. What it returns (or resolves to) is the answer's `data`; a throw or a
 * rejection answers `ok: false` with the error's message.
 */
export type BridgeHandler = (data: BridgePayload) => unknown

export type BridgeHandlers = Partial<Record<string, BridgeHandler>>

/** What the web sends back through `VaAndroid.onBridgeResult(json)` for every `vaNativeHandler` call. */
export interface BridgeAnswer {
  event: string
  callbackId?: string | number
  ok: boolean
  data?: unknown
  error?: string
}

/** Returns whether a native side received the call. */
export function callNative(_event: string, _payload?: unknown): boolean {
  return false
}

/** The handlers, or a function that loads them (called only on a terminal that installs any). */
export type BridgeHandlerSource = BridgeHandlers | (() => Promise<BridgeHandlers>)

/** Installs `window.vaNativeHandler` on the android terminal; remembers the terminal for `nativeOpenAppPage`. */
export function initBridgeHandler(_terminal: string, _handlers: BridgeHandlerSource): void {}

/** A banner of jump type 2 (APP): asks the app to open its page. Returns whether the app took it. */
export function nativeOpenAppPage(_page: string | number): boolean {
  return false
}

/** Hands a URL to the webview's own navigation (an app scheme such as `mqqapi://`). Returns whether it could. */
export function openSchemeUrl(_url: string): boolean {
  return false
}
