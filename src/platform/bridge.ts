/**
 * Native app bridge (spec section 7). Only H5 pages inside the Android/iOS app have one; this base file
 * (mini-programs, jest) reports it as absent. `bridge.h5.ts` is the real one.
 */
export type BridgeHandlers = Partial<Record<string, (data: unknown) => void>>

/** Returns whether a native side received the call. */
export function callNative(_event: string, _payload?: unknown): boolean {
  return false
}

export function initBridgeHandler(_terminal: string, _handlers: BridgeHandlers): void {}
