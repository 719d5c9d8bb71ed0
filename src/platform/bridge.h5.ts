import { NativeMethod } from '../constants/navigation'
import { isAppTerminal } from './terminal-core'
import type { BridgeAnswer, BridgeHandlerSource, BridgeHandlers, BridgePayload } from './bridge'

export type { BridgeAnswer, BridgeHandler, BridgeHandlerSource, BridgeHandlers, BridgePayload } from './bridge'

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(data: unknown): void } | undefined> }
  /** Object the Android app injects with addJavascriptInterface; one method per web → native call. */
  VaAndroid?: Record<string, ((json: string) => void) | undefined>
  /** Entry point the Android app calls (see initBridgeHandler); the answer goes to `VaAndroid.onBridgeResult`. */
  vaNativeHandler?: (event: string, json?: unknown) => Promise<void>
  location?: { href: string }
}

const win = () => (typeof window === 'undefined' ? undefined : (window as unknown as NativeWindow))

/** The terminal start-up gave initBridgeHandler: only the app terminals talk to a native side. */
let hostTerminal = ''

/**
 * The native API is ours to define (the spec lists only the event names, docs/native-bridge.md has the rest):
 * iOS posts through WKScriptMessageHandler per method, Android calls a method of the injected `VaAndroid` object
 * with a JSON string.
 */
export function callNative(event: string, payload?: unknown): boolean {
  const w = win()
  if (!w) return false
  try {
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
  } catch (e) {
    console.warn(`[bridge] native ${event} failed`, e)
  }
  return false
}

type Parsed = { ok: true; value: BridgePayload } | { ok: false }

/** The payload is a JSON object text (an object literal is accepted too); nothing at all means `{}`. */
function parsePayload(json: unknown): Parsed {
  if (json === undefined || json === null || json === '') return { ok: true, value: {} }
  let value: unknown = json
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json)
    } catch {
      return { ok: false }
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ok: true, value: value as BridgePayload } : { ok: false }
}

function answer(a: BridgeAnswer): void {
  if (!callNative(NativeMethod.BRIDGE_RESULT, a)) console.warn('[bridge] no VaAndroid.onBridgeResult for', a.event)
}

const callbackIdOf = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : undefined)

/** One native → web call: parse, run the handler, answer exactly once. Never throws. */
async function dispatch(handlers: BridgeHandlers | null, event: unknown, json: unknown): Promise<void> {
  const name = typeof event === 'string' ? event : String(event)
  const parsed = parsePayload(json)
  if (!parsed.ok) {
    console.warn(`[bridge] ${name}: payload is not a JSON object`, json)
    return answer({ event: name, ok: false, error: 'bad payload' })
  }
  const { callbackId: rawId, ...data } = parsed.value
  const callbackId = callbackIdOf(rawId)
  if (!handlers) return answer({ event: name, callbackId, ok: false, error: 'handlers not loaded' })
  const handler = typeof event === 'string' && Object.prototype.hasOwnProperty.call(handlers, event) ? handlers[event] : undefined
  if (!handler) {
    console.warn(`[bridge] unknown event ${name}`)
    return answer({ event: name, callbackId, ok: false, error: 'unknown event' })
  }
  try {
    const result: unknown = await handler(data)
    answer({ event: name, callbackId, ok: true, ...(result === undefined ? {} : { data: result }) })
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e)
    console.warn(`[bridge] ${name}: ${error}`)
    answer({ event: name, callbackId, ok: false, error })
  }
}

/**
 * Spec section 7: the native → web handler is installed only on Android, as `window.vaNativeHandler(event, json)`.
 * Every terminal's value is remembered for the web → native calls below.
 */
export function initBridgeHandler(terminal: string, source: BridgeHandlerSource): void {
  hostTerminal = terminal
  const w = win()
  if (!w || terminal !== 'android') return
  // Loaded at once, so they are usually there before the app's first call; calls made sooner wait for them.
  const handlers = (typeof source === 'function' ? source() : Promise.resolve(source)).catch((e: unknown) => {
    console.warn('[bridge] handlers could not load', e)
    return null
  })
  w.vaNativeHandler = async (event, json) => dispatch(await handlers, event, json)
}

/** Banner jump type 2 (APP): only the app terminals ask the native side, which may not know the method. */
export function nativeOpenAppPage(page: string | number): boolean {
  if (!isAppTerminal(hostTerminal)) return false
  return callNative(NativeMethod.OPEN_APP_PAGE, { page })
}

/** The webview's navigation to the URL: the app's shouldOverrideUrlLoading hands schemes like mqqapi:// to QQ. */
export function openSchemeUrl(url: string): boolean {
  const w = win()
  if (!w?.location) return false
  w.location.href = url
  return true
}
