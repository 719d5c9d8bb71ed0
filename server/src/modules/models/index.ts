import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { JobName, type JobQueue } from '../../jobs/job-queue'
import type { AuditTrail } from '../audit-port'
import type { ModuleLog, ServiceModule } from '../module'
import { ModelDesk } from './desk'
import { ModelRegistry } from './registry'
import { RETRAIN_ACTOR } from './retrain'

export interface ModelsDeps {
  db: Db
  clock: Clock
  jobs: JobQueue
  info: ModuleLog
  /** Drift flags (a warning with the figures). */
  warn?: ModuleLog
  audit: AuditTrail
  /** After a market import: intention searches waiting for a listing may match now (module-links). */
  onImported?: (gameIds: number[], now: number) => Promise<number>
}

/** Trained models in memory, the operators' model desk, and the retrain job that fills both. */
export function createModels(deps: ModelsDeps): ServiceModule<ModelRegistry> & { desk: ModelDesk } {
  const service = new ModelRegistry()
  const desk = new ModelDesk({ ...deps, registry: service })
  // Trains here and stores; the other replicas load promoted models within modelRefreshMs.
  deps.jobs.work(JobName.RETRAIN, async ({ gameIds, runId }) => {
    // A job queued before retrain runs existed gets a run of its own, so its progress shows too.
    const run = runId ?? (await desk.createRun(RETRAIN_ACTOR, gameIds))
    await desk.executeRun(run)
    deps.info({ runId: run }, 'valuation models retrained')
  })
  return { service, desk }
}
