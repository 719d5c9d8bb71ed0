import type { Db } from '../db/connect'
import type { JobData, JobHandler, JobName, JobQueue } from './job-queue'
import { runJob, withRequestId } from './job-context'

type Job = { [N in JobName]: { name: N; data: JobData[N] } }[JobName]

/**
 * The in-process queue (SQLite, and service tests): jobs run one at a time, started from `setImmediate`, so a
 * request returns before its job runs and a slow prediction never runs inside a request. Not durable: whoever
 * uses it re-queues unfinished work at start (ValuationService.resumePending). Jobs run as soon as they are
 * queued; start() has nothing to do.
 */
export class LocalJobQueue implements JobQueue {
  readonly durable = false
  private readonly handlers = new Map<JobName, (data: never) => Promise<void>>()
  private readonly timers: NodeJS.Timeout[] = []
  private readonly pending: Job[] = []
  private running = false
  private scheduled = false
  private waiters: Array<() => void> = []

  constructor(private readonly onError: (error: unknown, job: { name: JobName; data: unknown }) => void) {}

  work<N extends JobName>(name: N, handler: JobHandler<N>): void {
    this.handlers.set(name, handler as (data: never) => Promise<void>)
  }

  every(name: JobName, everyMs: number, handler: () => Promise<void>): void {
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      runJob(name, {}, handler)
        .catch((error: unknown) => this.onError(error, { name, data: {} }))
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
    this.pending.push(job)
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
      const job = this.pending.shift() as Job
      try {
        const handler = this.handlers.get(job.name)
        if (!handler) throw new Error(`no handler for job ${job.name}`)
        await runJob(job.name, job.data, () => handler(job.data as never))
      } catch (error) {
        this.onError(error, job)
      }
    }
    this.running = false
    const waiters = this.waiters
    this.waiters = []
    for (const w of waiters) w()
  }
}
