import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { AuditRecorder } from '../audit/service'
import type { ServiceModule } from '../module'
import { OperatorService, type OperatorsConfig } from './service'

/** Operators of the console; their routes are the console's (server/src/console), not the player API's. */
export function createOperators(deps: {
  db: Db
  clock: Clock
  config: OperatorsConfig
  audit: AuditRecorder
}): ServiceModule<OperatorService> {
  return { service: new OperatorService(deps.db, deps.clock, deps.config, deps.audit) }
}
