import type { Db } from '../db/connect'

/** Every queue the service runs. Names are pg-boss queue names (letters, digits, - and _). */
export const JobName = {
  /** Compute a valuation report: `{ reportId }`. */
  VALUATION: 'valuation-generate',
  /** Retrain game models from the stored market as challengers: `{ gameIds, runId }` (all games when empty). */
  RETRAIN: 'models-retrain',
  /** Recurring: close unpaid orders past their expiry. */
  ORDER_EXPIRY: 'orders-expire',
  /** Recurring: delete tracker events older than TRACKER_RETENTION_DAYS. */
  TRACKER_PRUNE: 'tracker-prune',
  /** Recurring: delete payment notify log rows older than OrderRule.NOTIFY_LOG_DAYS (180). */
  PAY_NOTIFY_PRUNE: 'pay-notify-prune',
  /** Recurring: delete messages past MessageLimit.RETENTION_DAYS (90), post reminders of coupons about to expire. */
  MESSAGES_SWEEP: 'messages-sweep',
  /** Recurring: send the subscribe messages waiting (消息 on the mini-programs). */
  MESSAGES_PUSH: 'messages-push',
  /** Recurring: check every game's served model against its recent deals; a drift queues a retrain. */
  DRIFT_CHECK: 'models-drift',
} as const
export type JobName = (typeof JobName)[keyof typeof JobName]
/** The queues that run on a schedule (`every`) rather than per job. */
export type RecurringJobName =
  | typeof JobName.ORDER_EXPIRY
  | typeof JobName.TRACKER_PRUNE
  | typeof JobName.PAY_NOTIFY_PRUNE
  | typeof JobName.MESSAGES_SWEEP
  | typeof JobName.MESSAGES_PUSH
  | typeof JobName.DRIFT_CHECK

export interface JobData {
  [JobName.VALUATION]: { reportId: string }
  /** `runId`: the retrain run whose per-game progress the job records (jobs queued before runs existed have none). */
  [JobName.RETRAIN]: { gameIds: number[]; runId?: string }
  [JobName.ORDER_EXPIRY]: Record<string, never>
  [JobName.TRACKER_PRUNE]: Record<string, never>
  [JobName.PAY_NOTIFY_PRUNE]: Record<string, never>
  [JobName.MESSAGES_SWEEP]: Record<string, never>
  [JobName.MESSAGES_PUSH]: Record<string, never>
  [JobName.DRIFT_CHECK]: Record<string, never>
}

export type JobHandler<N extends JobName> = (data: JobData[N]) => Promise<void>
/**
 * Runs several jobs of one queue at once (their data in the order queued). Throwing hands every job of the batch
 * back (pg-boss retries them; handlers are idempotent). Each job's own work runs under its request id
 * (`inJobContext`).
 */
export type BatchHandler<N extends JobName> = (jobs: Array<JobData[N]>) => Promise<void>

/** How a queue stands (数据看板): jobs waiting (retries included), running, and failed in the last 24 hours. */
export interface JobQueueStat {
  name: JobName
  queued: number
  /** How long the oldest queued job has waited, in ms (0 when none waits). */
  oldestQueuedMs: number
  active: number
  failed: number
}

/** The window `failed` counts over. */
export const FAILED_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * Background work. Two implementations: on PostgreSQL a durable pg-boss queue shared by every replica (a job
 * runs once, on whichever replica fetches it, and survives the death of the one that queued it); on SQLite an
 * in-process queue, since SQLite means one process (reports left generating are resumed at start).
 */
export interface JobQueue {
  /** Durable and shared between processes (pg-boss); false for the in-process queue. */
  readonly durable: boolean
  /** Registers the handler of a queue; call before start(). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): void
  /**
   * Registers a handler given up to `maxBatch` jobs of the queue at a time (those waiting when it fetches), for
   * work that is cheaper done together (one read and one write transaction for many reports); call before start().
   */
  workBatch<N extends JobName>(name: N, maxBatch: number, handler: BatchHandler<N>): void
  /** Runs `handler` about every `everyMs` on one replica at a time (a cron minute at least on pg-boss). */
  every(name: RecurringJobName, everyMs: number, handler: () => Promise<void>): void
  /**
   * Queues a job as part of the transaction `trx` (the row the job works on is written in it): on pg-boss the
   * job is inserted in that transaction, so it exists exactly when the row does. Call the returned function
   * after the commit: it starts the job here at once instead of at the next poll.
   */
  stage<N extends JobName>(trx: Db, name: N, data: JobData[N]): Promise<() => void>
  /** Queues a job outside any transaction. */
  send<N extends JobName>(name: N, data: JobData[N]): Promise<void>
  /**
   * Starts fetching and running jobs. `work: false` (operator commands) only makes send() possible: the command
   * queues a job for the service's replicas and takes none itself.
   */
  start(options?: { work?: boolean }): Promise<void>
  /** Stops taking jobs and waits for those running. */
  stop(): Promise<void>
  /** Resolves when no job is queued or running in this process (tests). */
  idle(): Promise<void>
  /** Every queue's depth and recent failures, one row per JobName (the in-process queue: this process's). */
  stats(): Promise<JobQueueStat[]>
}
