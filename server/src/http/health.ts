import { sql } from 'kysely'
import type { Db } from '../db/connect'
import type { App } from './types'

/**
 * Health routes for a load balancer or an orchestrator, outside the API prefix and the OpenAPI document:
 * `/healthz` answers while the process runs (liveness); `/readyz` answers 200 only while the database answers and
 * the service is not draining, 503 otherwise (readiness: take this replica out of rotation, don't restart it).
 */
export function registerHealthRoutes(app: App, db: Db, isDraining: () => boolean): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (isDraining()) return reply.code(503).send({ status: 'draining' })
    try {
      await sql`select 1`.execute(db)
      return { status: 'ready' }
    } catch {
      return reply.code(503).send({ status: 'database unavailable' })
    }
  })
}
