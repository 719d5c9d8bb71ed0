import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * The request id of whatever is running: an HTTP request, or a job queued by one. Kept in AsyncLocalStorage so a
 * log line written deep in a module, or a job queued inside a transaction, finds it without every call passing it.
 */
interface RequestContext {
  readonly requestId: string
}

const storage = new AsyncLocalStorage<RequestContext>()

/** A client's id is used only when it is short and plain: it goes into every log line of the request. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/

/** The client's `x-request-id` when it is usable, a new UUID otherwise. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && CLIENT_REQUEST_ID.test(value) ? value : randomUUID()
}

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId

/** Runs `fn` (and everything it starts) under `requestId`. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn)
}

/** Runs `fn` outside any request (a job no request queued must not inherit the id of the one before it). */
export function runWithoutRequestId<T>(fn: () => T): T {
  return storage.exit(fn)
}
