import { businessMetrics } from '../observability/business-metrics'
import { currentRequestId, runWithRequestId, runWithoutRequestId } from '../observability/request-context'

/**
 * A job carries the id of the request that queued it (`requestId` beside its data), so its log lines can be
 * found with the request's.
 */
export function withRequestId<T extends object>(data: T): T {
  const requestId = currentRequestId()
  return requestId ? { ...data, requestId } : data
}

/** Runs a job's handler under the id of the request that queued it (if any), counting a failure by queue. */
export async function runJob<T>(queue: string, data: unknown, run: () => Promise<T>): Promise<T> {
  const requestId = (data as { requestId?: unknown } | null)?.requestId
  try {
    return await (typeof requestId === 'string' ? runWithRequestId(requestId, run) : runWithoutRequestId(run))
  } catch (err) {
    businessMetrics.jobFailures.inc({ queue })
    throw err
  }
}
