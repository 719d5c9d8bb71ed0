import type { Db } from '../db/connect'
import { FAILED_WINDOW_MS, JobName, type BatchHandler, type JobData, type JobHandler, type JobQueue, type JobQueueStat } from './job-queue'
import { runBatch, runJob, withRequestId } from './job-context'

type Job = { [N in JobName]: { name: N; data: JobData[N]; queuedAt?: number } }[JobName]
type Handler = { one: (data: never) => Promise<void> } | { batch: (data: never[]) => Promise<void>; max: number }

/**
 * The in-process queue (SQLite, and service tests): jobs run one at a time (a batch queue's waiting jobs together),
 * started from `setImmediate`, so a request returns before its job runs and a slow prediction never runs inside a
 * request. Not durable: whoever uses it re-queues unfinished work at start (ValuationService.resumePending). Jobs
 * run as soon as they are queued; start() has nothing to do.
 */
export class LocalJobQueue implements JobQueue {
  readonly durable = false
  private readonly handlers = new Map<JobName, Handler>()
  private readonly timers: NodeJS.Timeout[] = []
  private readonly pending: Job[] = []
  private running = false
  private scheduled = false
  private waiters: Array<() => void> = []
  /** The queue of the job or batch running, and how many jobs it holds. */
  private active: { name: JobName; jobs: number } | null = null
  /** When each queue's jobs failed, oldest first, kept for FAILED_WINDOW_MS. */
  private readonly failures = new Map<JobName, number[]>()

  constructor(
    private readonly onError: (error: unknown, job: { name: JobName; data: unknown }) => void,
    private readonly now: () => number = Date.now,
  ) {}

  work<N extends JobName>(name: N, handler: JobHandler<N>): void {
    this.handlers.set(name, { one: handler as (data: never) => Promise<void> })
  }

  workBatch<N extends JobName>(name: N, maxBatch: number, handler: BatchHandler<N>): void {
    this.handlers.set(name, { batch: handler as (data: never[]) => Promise<void>, max: Math.max(1, maxBatch) })
  }

  every(name: JobName, everyMs: number, handler: () => Promise<void>): void {
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      runJob(name, {}, handler)
        .catch((error: unknown) => this.failed(error, { name, data: {} }))
        .finally(() => {
          busy = false
        })
    }, everyMs)
    timer.unref()
    this.timers.push(timer)
  }

  async stage<N extends JobName>(_trx: Db, name: N, data: JobData[N]): Promise<() => void> {
    // Pushed after the commit: a job started earlier could look for its row before the row is visible.
    return () => this.push({ name, data: withRequestId(data) } as Job)
  }

  async send<N extends JobName>(name: N, data: JobData[N]): Promise<void> {
    this.push({ name, data: withRequestId(data) } as Job)
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer)
    await this.idle()
  }

  idle(): Promise<void> {
    if (!this.running && !this.scheduled && this.pending.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  private push(job: Job): void {
    this.pending.push({ ...job, queuedAt: this.now() })
    if (this.running || this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.drain()
    })
  }

  private async drain(): Promise<void> {
    this.running = true
    while (this.pending.length) {
      const { name } = this.pending[0]
      const handler = this.handlers.get(name)
      const jobs = this.take(name, handler && 'batch' in handler ? handler.max : 1)
      this.active = { name, jobs: jobs.length }
      try {
        if (!handler) throw new Error(`no handler for job ${name}`)
        if ('batch' in handler) await runBatch(name, jobs.length, () => handler.batch(jobs.map((j) => j.data as never)))
        else await runJob(name, jobs[0].data, () => handler.one(jobs[0].data as never))
      } catch (error) {
        for (const job of jobs) this.failed(error, job, job === jobs[0])
      }
    }
    this.active = null
    this.running = false
    const waiters = this.waiters
    this.waiters = []
    for (const w of waiters) w()
  }

  /** The first `max` waiting jobs of queue `name`, taken out of the waiting list (other queues' jobs keep their place). */
  private take(name: JobName, max: number): Job[] {
    const taken: Job[] = []
    for (let i = 0; i < this.pending.length && taken.length < max;) {
      if (this.pending[i].name === name) taken.push(...this.pending.splice(i, 1))
      else i++
    }
    return taken
  }

  async stats(): Promise<JobQueueStat[]> {
    const since = this.now() - FAILED_WINDOW_MS
    return Object.values(JobName).map((name) => {
      const recent = (this.failures.get(name) ?? []).filter((at) => at >= since)
      this.failures.set(name, recent)
      const queued = this.pending.filter((j) => j.name === name)
      return {
        name,
        queued: queued.length,
        oldestQueuedMs: queued.length ? Math.max(0, this.now() - Math.min(...queued.map((j) => j.queuedAt ?? this.now()))) : 0,
        active: this.active?.name === name ? this.active.jobs : 0,
        failed: recent.length,
      }
    })
  }

  /** Counts a failed job; `report` false: its batch's first job already logged the same error. */
  private failed(error: unknown, job: { name: JobName; data: unknown }, report = true): void {
    const times = this.failures.get(job.name) ?? []
    times.push(this.now())
    this.failures.set(job.name, times)
    if (report) this.onError(error, job)
  }
}
