import { currentRequestId, runWithRequestId, runWithoutRequestId } from '../observability/request-context'

/**
 * A job carries the id of the request that queued it (`requestId` beside its data), so its log lines can be
 * found with the request's.
 */
export function withRequestId<T extends object>(data: T): T {
  const requestId = currentRequestId()
  return requestId ? { ...data, requestId } : data
}

/** Runs a job's handler under the id of the request that queued it, if any. */
export function runInJobContext<T>(data: unknown, run: () => Promise<T>): Promise<T> {
  const requestId = (data as { requestId?: unknown } | null)?.requestId
  return typeof requestId === 'string' ? runWithRequestId(requestId, run) : runWithoutRequestId(run)
}
