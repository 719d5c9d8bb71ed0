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

/** Runs `run` under the id of the request that queued the job with `data` (outside any request when none did). */
export function inJobContext<T>(data: unknown, run: () => T): T {
  const requestId = (data as { requestId?: unknown } | null)?.requestId
  return typeof requestId === 'string' ? runWithRequestId(requestId, run) : runWithoutRequestId(run)
}

/** Runs a job's handler under the id of the request that queued it (if any), counting a failure by queue. */
export async function runJob<T>(queue: string, data: unknown, run: () => Promise<T>): Promise<T> {
  try {
    return await inJobContext(data, run)
  } catch (err) {
    businessMetrics.jobFailures.inc({ queue })
    throw err
  }
}

/**
 * Runs a batch handler outside any request (each job's part runs under its own id, `inJobContext`); a failure
 * hands back, and counts, every job of the batch.
 */
export async function runBatch<T>(queue: string, size: number, run: () => Promise<T>): Promise<T> {
  try {
    return await runWithoutRequestId(run)
  } catch (err) {
    businessMetrics.jobFailures.inc({ queue }, size)
    throw err
  }
}
