import { timingSafeEqual } from 'node:crypto'
import { Gauge, Histogram, Registry } from 'prom-client'
import { poolUsage, type Db } from '../db/connect'
import { processRegistry } from '../observability/business-metrics'
import type { JobQueueStat } from '../jobs/job-queue'
import type { App } from './types'

export interface MetricsDeps {
  /** Bearer token of `/metrics`; null: no `/metrics`, and no per-request cost either. */
  token: string | null
  db: Db
  /** The models this replica serves (the models module's registry): stamp is the served version's id. */
  models: { loaded(): ReadonlyArray<{ model: { gameId: number; version: string; trainedAt?: number }; stamp: number }> }
  /**
   * Each game's latest drift check (the models module's drift monitor), from the database: every replica reports the
   * same figures, whichever ran the check.
   */
  drift: {
    latest(): Promise<
      ReadonlyArray<{
        gameId: number
        status: string
        figures: { bias: number; mdape: number; indexStep: number | null; limits: { mdape: number } } | null
      }>
    >
  }
  /** The job queue (pg-boss's tables on PostgreSQL, this process's queue on SQLite). */
  jobs: { stats(): Promise<JobQueueStat[]> }
  isDraining: () => boolean
  now: () => number
  /** Requests val/valReport holds while their report generates. */
  waitingRequests: () => number
}

/** What a collector reads, or nothing when the read fails: a scrape reports what it can. */
async function noneOnFailure<T>(read: () => Promise<ReadonlyArray<T>>): Promise<ReadonlyArray<T>> {
  try {
    return await read()
  } catch {
    return []
  }
}

/** Seconds: the API answers in milliseconds; the tail up to 10 s shows a stalled database. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10]

/**
 * Prometheus metrics at `/metrics`, for the operators' scraper only (a bearer token; docs/deploy.md): requests by
 * route and status with their latency, this replica's readiness, database pool, loaded models, and the business
 * counters of the process (observability/business-metrics.ts).
 */
export function registerMetrics(app: App, deps: MetricsDeps): void {
  const { token } = deps
  if (!token) return
  const replica = new Registry()
  const requests = new Histogram({
    name: 'gujia_http_request_duration_seconds',
    help: 'HTTP requests by method, route (its pattern) and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [replica],
  })
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
    done()
  })
  new Gauge({
    name: 'gujia_replica_ready',
    help: '1 while this replica takes requests, 0 while it drains before closing',
    registers: [replica],
    collect() {
      this.set(deps.isDraining() ? 0 : 1)
    },
  })
  new Gauge({
    name: 'gujia_report_waiting_requests',
    help: 'Requests held waiting for a generating report (val/valReport wait)',
    registers: [replica],
    collect() {
      this.set(deps.waitingRequests())
    },
  })
  new Gauge({
    name: 'gujia_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests, max)',
    labelNames: ['state'],
    registers: [replica],
    collect() {
      const usage = poolUsage(deps.db)
      if (!usage) return
      for (const [state, value] of Object.entries(usage)) this.set({ state }, value)
    },
  })
  new Gauge({
    name: 'gujia_model_age_seconds',
    help: 'Age (since training) of the valuation model this replica serves, by game, model code version and stored version id',
    labelNames: ['game', 'version', 'version_id'],
    registers: [replica],
    collect() {
      this.reset()
      const now = deps.now()
      for (const { model, stamp } of deps.models.loaded()) {
        const age = model.trainedAt === undefined ? 0 : Math.max(0, (now - model.trainedAt) / 1000)
        this.set({ game: String(model.gameId), version: model.version, version_id: String(stamp) }, age)
      }
    },
  })
  // A database that fails the read: no drift figures rather than a failed scrape.
  const drift = () => noneOnFailure(() => deps.drift.latest())
  new Gauge({
    name: 'gujia_model_drift_flagged',
    help: "1 when the latest drift check of a game's served model flagged it (its recent deals moved away from its estimates), 0 when not",
    labelNames: ['game'],
    registers: [replica],
    async collect() {
      this.reset()
      for (const s of await drift()) if (s.status !== 'insufficient') this.set({ game: String(s.gameId) }, s.status === 'drift' ? 1 : 0)
    },
  })
  new Gauge({
    name: 'gujia_model_drift',
    help: 'Latest drift check by game: bias (median log price/estimate), mdape and its limit, index_step (log) over the last 30 days',
    labelNames: ['game', 'measure'],
    registers: [replica],
    async collect() {
      this.reset()
      for (const { gameId, figures: f } of await drift()) {
        if (!f) continue
        const game = String(gameId)
        this.set({ game, measure: 'bias' }, f.bias)
        this.set({ game, measure: 'mdape' }, f.mdape)
        this.set({ game, measure: 'mdape_limit' }, f.limits.mdape)
        if (f.indexStep !== null) this.set({ game, measure: 'index_step' }, f.indexStep)
      }
    },
  })
  // A queue not started (a replica still starting): no figures rather than a failed scrape.
  const queue = () => noneOnFailure(() => deps.jobs.stats())
  new Gauge({
    name: 'gujia_job_queue_jobs',
    help: 'Background jobs by queue and state (queued includes those waiting to retry)',
    labelNames: ['queue', 'state'],
    registers: [replica],
    async collect() {
      this.reset()
      for (const q of await queue()) {
        this.set({ queue: q.name, state: 'queued' }, q.queued)
        this.set({ queue: q.name, state: 'active' }, q.active)
      }
    },
  })
  new Gauge({
    name: 'gujia_job_oldest_queued_seconds',
    help: 'How long the oldest queued job of each queue has waited',
    labelNames: ['queue'],
    registers: [replica],
    async collect() {
      this.reset()
      for (const q of await queue()) this.set({ queue: q.name }, q.oldestQueuedMs / 1000)
    },
  })
  new Gauge({
    name: 'gujia_job_failed_24h',
    help: 'Background jobs that failed for good in the last 24 hours, by queue',
    labelNames: ['queue'],
    registers: [replica],
    async collect() {
      this.reset()
      for (const q of await queue()) this.set({ queue: q.name }, q.failed)
    },
  })

  const expected = Buffer.from(`Bearer ${token}`)
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send('unauthorized')
    const merged = Registry.merge([processRegistry, replica])
    return reply.type(merged.contentType).send(await merged.metrics())
  })
}
