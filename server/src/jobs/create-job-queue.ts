import type { AppConfig } from '../config'
import type { JobQueue } from './job-queue'
import { LocalJobQueue } from './local-queue'
import { PgBossJobQueue } from './pg-boss-queue'

/** The queue the configuration asks for: pg-boss on PostgreSQL (the default there), in-process otherwise. */
export function createJobQueue(
  config: Pick<AppConfig, 'jobs' | 'databaseUrl'>,
  onError: (error: unknown, context: { name?: string }) => void,
): JobQueue {
  if (config.jobs.queue === 'pg-boss' && config.databaseUrl) {
    return new PgBossJobQueue({
      connectionString: config.databaseUrl,
      schema: config.jobs.schema,
      expireSeconds: config.jobs.expireSeconds,
      maintenanceSeconds: config.jobs.maintenanceSeconds,
      pollingSeconds: config.jobs.pollingSeconds,
      onError,
    })
  }
  return new LocalJobQueue((error, job) => onError(error, { name: job.name }))
}
