import PgBoss from 'pg-boss'
import { CompiledQuery } from 'kysely'
import type { Db } from '../db/connect'
import { FAILED_WINDOW_MS, JobName, type BatchHandler, type JobData, type JobHandler, type JobQueue, type JobQueueStat } from './job-queue'
import { runBatch, runJob, withRequestId } from './job-context'

export interface PgBossQueueOptions {
  connectionString: string
  /** The PostgreSQL schema pg-boss keeps its tables in (created on first start, under an advisory lock). */
  schema: string
  /**
   * A job taken by a replica that then dies stays active this long before another replica may take it again.
   * Jobs here take milliseconds to seconds, so a minute is plenty and bounds the wait after a crash.
   */
  expireSeconds: number
  /** How often some replica looks for expired jobs (pg-boss maintenance; one replica at a time does it). */
  maintenanceSeconds: number
  /** How often an idle worker asks for new jobs; a job queued by this replica starts at once regardless. */
  pollingSeconds: number
  /** Size of pg-boss's own connection pool. */
  poolSize?: number
  /** PostgreSQL `application_name` of pg-boss's connections (default `youxi-gujia-jobs`). */
  applicationName?: string
  onError: (error: unknown, context: { name?: string }) => void
}

/** A crash mid-job is retried (after expireSeconds) up to this many times; handlers are idempotent. */
const RETRY_LIMIT = 3
/**
 * A job that threw (a database failover caught it) waits before its retry, doubling each time (5 s, 10 s, 20 s), so
 * the three tries span a short outage instead of all meeting it.
 */
const RETRY = { retryLimit: RETRY_LIMIT, retryDelay: 5, retryBackoff: true }

/**
 * The durable queue on PostgreSQL, by pg-boss: jobs are rows fetched with `FOR UPDATE SKIP LOCKED`, so any
 * replica may run any job and each job runs once; a job is inserted in the transaction that writes its row; a
 * replica that dies mid-job leaves the job active until it expires, then another replica retries it. Recurring
 * work uses pg-boss's cron schedules, which fire once per minute across all replicas.
 */
export class PgBossJobQueue implements JobQueue {
  readonly durable = true
  private readonly boss: PgBoss
  private readonly handlers = new Map<JobName, (jobs: Array<{ data: never }>) => Promise<void>>()
  private readonly batchSizes = new Map<JobName, number>()
  private readonly schedules: Array<{ name: JobName; cron: string }> = []
  private readonly workerIds = new Map<JobName, string>()
  private started = false

  constructor(private readonly options: PgBossQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      max: options.poolSize ?? 4,
      application_name: options.applicationName ?? 'youxi-gujia-jobs',
      expireInSeconds: options.expireSeconds,
      maintenanceIntervalSeconds: options.maintenanceSeconds,
      ...RETRY,
      // Finished jobs are kept a week for inspection (pg-boss archives, then deletes them).
      deleteAfterDays: 7,
    })
    // pg-boss reports here what fails outside a caller's await: its polling, its maintenance, and the loss of an idle
    // connection of its pool (a failover). An EventEmitter's 'error' without a listener would end the process.
    this.boss.on('error', (error) => options.onError(error, {}))
  }

  work<N extends JobName>(name: N, handler: JobHandler<N>): void {
    this.handlers.set(name, async (jobs) => {
      for (const job of jobs) await runJob(name, job.data, () => handler(job.data))
    })
  }

  workBatch<N extends JobName>(name: N, maxBatch: number, handler: BatchHandler<N>): void {
    // pg-boss completes (or, when the handler throws, fails) the fetched jobs together once the handler returns.
    this.batchSizes.set(name, Math.max(1, maxBatch))
    this.handlers.set(name, (jobs) => runBatch(name, jobs.length, () => handler(jobs.map((j) => j.data))))
  }

  every(name: JobName, everyMs: number, handler: () => Promise<void>): void {
    this.work(name, handler)
    const minutes = Math.max(1, Math.round(everyMs / 60_000))
    this.schedules.push({ name, cron: minutes === 1 ? '* * * * *' : `*/${minutes} * * * *` })
  }

  async stage<N extends JobName>(trx: Db, name: N, data: JobData[N]): Promise<() => void> {
    this.requireStarted()
    await this.boss.send(name, withRequestId(data), { db: kyselyAdapter(trx) })
    return () => this.wake(name)
  }

  async send<N extends JobName>(name: N, data: JobData[N]): Promise<void> {
    this.requireStarted()
    await this.boss.send(name, withRequestId(data))
    this.wake(name)
  }

  async start(options: { work?: boolean } = {}): Promise<void> {
    if (this.started) return
    await this.boss.start()
    for (const name of Object.values(JobName)) {
      // Idempotent (ON CONFLICT DO NOTHING): every replica creates the queues it uses.
      await this.boss.createQueue(name, { name, ...RETRY, expireInSeconds: this.options.expireSeconds })
    }
    this.started = true
    if (options.work === false) return
    for (const { name, cron } of this.schedules) await this.boss.schedule(name, cron, {}, { tz: 'Asia/Shanghai' })
    for (const [name, handler] of this.handlers) {
      const batchSize = this.batchSizes.get(name) ?? 1
      const id = await this.boss.work<never>(name, { batchSize, pollingIntervalSeconds: this.options.pollingSeconds }, async (jobs) => {
        await handler(jobs)
        // pg-boss waits a polling interval after every fetch; while there is work, fetch again at once.
        this.wake(name)
      })
      this.workerIds.set(name, id)
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return
    this.started = false
    // Graceful: running jobs finish (up to the expiry); jobs still queued stay for the other replicas.
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: this.options.expireSeconds * 1000 })
  }

  async idle(): Promise<void> {
    for (const name of this.handlers.keys()) {
      while ((await this.boss.getQueueSize(name, { before: 'completed' })) > 0) await new Promise((r) => setTimeout(r, 50))
    }
  }

  /**
   * From pg-boss's own tables: waiting jobs are `created` or `retry` (a failed try waiting for its next), running ones
   * `active`; a job that used up its retries is `failed`, in the job table or, once archived, the archive table.
   */
  async stats(): Promise<JobQueueStat[]> {
    this.requireStarted()
    const schema = `"${this.options.schema.replace(/"/g, '""')}"`
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name,
         count(*) FILTER (WHERE state IN ('created', 'retry')) AS queued,
         coalesce(extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry'))) * 1000, 0) AS oldest_ms,
         count(*) FILTER (WHERE state = 'active') AS active,
         count(*) FILTER (WHERE state = 'failed' AND completed_on >= now() - make_interval(secs => $2)) AS failed
       FROM (SELECT name, state, created_on, completed_on FROM ${schema}.job WHERE name = ANY($1)
             UNION ALL SELECT name, state, created_on, completed_on FROM ${schema}.archive WHERE name = ANY($1) AND state = 'failed') j
       GROUP BY name`,
      [Object.values(JobName), FAILED_WINDOW_MS / 1000],
    )
    const byName = new Map(rows.map((r) => [String(r.name), r]))
    return Object.values(JobName).map((name) => {
      const r = byName.get(name)
      return {
        name,
        queued: Number(r?.queued ?? 0),
        oldestQueuedMs: Math.round(Number(r?.oldest_ms ?? 0)),
        active: Number(r?.active ?? 0),
        failed: Number(r?.failed ?? 0),
      }
    })
  }

  private requireStarted(): void {
    // The queues exist only once start() has run; main.ts starts the queue before it listens.
    if (!this.started) throw new Error('job queue not started')
  }

  private wake(name: JobName): void {
    const id = this.workerIds.get(name)
    if (id) this.boss.notifyWorker(id)
  }
}

/** pg-boss runs its statements through this, so a job insert joins the caller's Kysely transaction. */
function kyselyAdapter(trx: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values))
      return { rows: result.rows as unknown[] as Record<string, unknown>[] }
    },
  }
}
