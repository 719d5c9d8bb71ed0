import type { FastifyRequest } from 'fastify'
import { caller } from './auth-guard'

/** What a route counted against a daily quota needs of the quotas module (QuotaService satisfies it). */
export interface DailyQuota<K> {
  use<T>(kind: K, userId: number, work: () => Promise<T>): Promise<T>
}

/**
 * Runs a guarded route's work for its caller on one use of the caller's daily quota of `kind` (valuations, checks,
 * deal evaluations, AI creations): the quota decides whether it runs and gives the use back when it fails.
 */
export function onCallerQuota<K, T>(
  quota: DailyQuota<K>,
  kind: K,
  request: FastifyRequest,
  work: (userId: number) => Promise<T>,
): Promise<T> {
  const { userId } = caller(request)
  return quota.use(kind, userId, () => work(userId))
}
