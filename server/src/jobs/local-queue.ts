/**
 * A minimal in-process job queue: jobs run one at a time, started from `setImmediate`, so a request returns
 * before its valuation is computed and a slow prediction never runs inside a request. Jobs are not durable:
 * reports still generating after a restart are re-queued at start (ValuationService.resumePending).
 */
export class JobQueue<T> {
  private readonly pending: T[] = []
  private running = false
  private scheduled = false
  private waiters: Array<() => void> = []

  constructor(
    private readonly handler: (job: T) => Promise<void>,
    private readonly onError: (error: unknown, job: T) => void,
  ) {}

  push(job: T): void {
    this.pending.push(job)
    this.schedule()
  }

  /** Resolves when nothing is queued or running (shutdown waits on it so no job outlives the database). */
  idle(): Promise<void> {
    if (!this.running && !this.scheduled && this.pending.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  private schedule(): void {
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
      const job = this.pending.shift() as T
      try {
        await this.handler(job)
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
