import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ServiceModule } from '../module'
import { AuditService } from './service'

/** The audit trail; no routes of its own (the console serves the audit page, every writer records through it). */
export function createAudit(deps: { db: Db; clock: Clock }): ServiceModule<AuditService> {
  return { service: new AuditService(deps.db, deps.clock) }
}
