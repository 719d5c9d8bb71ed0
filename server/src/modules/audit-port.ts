import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'

/** Who did it: a console operator, or a CLI user (`cli:NAME`). */
export interface AuditActor {
  operatorId: number | null
  name: string
  ip?: string | null
}

export interface AuditEntry {
  action: string // e.g. 'order.refund', 'coupon.grant', 'feedback.reply'
  objectType: string // 'order', 'coupon', 'feedback', 'user', ...
  objectId: string | null
  before: unknown // JSON-able snapshot or null
  after: unknown
  reason?: string | null
}

/** Appends one audit row inside the caller's transaction (the audit module implements it). */
export interface AuditTrail {
  record(actor: AuditActor, entry: AuditEntry, trx: Transaction<Database>): Promise<void>
}
