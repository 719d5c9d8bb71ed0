import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { JobName, type JobQueue } from '../../jobs/job-queue'
import { listGames } from '../../valuation/catalogue'
import type { ModuleLog, ServiceModule } from '../module'
import { ModelRegistry, trainAndStore } from './registry'

export interface ModelsDeps {
  db: Db
  clock: Clock
  jobs: JobQueue
  info: ModuleLog
}

/** Trained models in memory, and the retrain job that refills them. */
export function createModels(deps: ModelsDeps): ServiceModule<ModelRegistry> {
  const { db, clock } = deps
  const service = new ModelRegistry()
  // Trains here and stores; the other replicas load the stored models within modelRefreshMs.
  deps.jobs.work(JobName.RETRAIN, async ({ gameIds }) => {
    const ids = gameIds.length ? gameIds : listGames({ includeDisabled: true }).map((g) => g.id)
    await trainAndStore(db, ids, { now: clock.now(), registry: service })
    deps.info({ games: ids }, 'valuation models retrained')
  })
  return { service }
}
