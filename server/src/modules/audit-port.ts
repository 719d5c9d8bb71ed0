/**
 * The audit trail as the modules that write for operators take it: the audit module's recorder, named by what it
 * is to them. A write passes its transaction so the write and its audit row commit or roll back together.
 */
export type { AuditActor, AuditEntry, AuditRecorder as AuditTrail } from './audit/service'
