import { sql, type Kysely, type Transaction } from 'kysely'
import type { Db } from '../../src/db/connect'
import type { Database } from '../../src/db/schema'
import type { AuditActor, AuditEntry, AuditTrail } from '../../src/modules/audit-port'

export interface StoredEntry {
  action: string
  objectType: string
  objectId: string | null
  actor: string
  operatorId: number | null
  before: unknown
  after: unknown
  reason: string | null
}

/**
 * A stand-in for the audit module's trail: a real table in the test database, written through the caller's
 * transaction, so an entry exists exactly when the change committed (a rolled-back change leaves none). It can
 * be told to fail once, to show that a failed audit write undoes the change.
 */
export class TableAuditTrail implements AuditTrail {
  failNext = false
  private seq = 0

  private constructor(private readonly db: Db) {}

  static async create(db: Db): Promise<TableAuditTrail> {
    await (db as unknown as Kysely<any>).schema
      .createTable('test_audit')
      .ifNotExists()
      .addColumn('seq', 'integer')
      .addColumn('entry', 'text', (c) => c.notNull())
      .execute()
    return new TableAuditTrail(db)
  }

  async record(actor: AuditActor, entry: AuditEntry, trx: Transaction<Database>): Promise<void> {
    if (!trx.isTransaction) throw new Error('audit entries are written inside the change’s transaction')
    if (this.failNext) {
      this.failNext = false
      throw new Error('audit table unavailable')
    }
    const stored: StoredEntry = {
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId == null ? null : String(entry.objectId),
      actor: actor.name,
      operatorId: actor.operatorId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason ?? null,
    }
    await sql`insert into test_audit (seq, entry) values (${++this.seq}, ${JSON.stringify(stored)})`.execute(trx)
  }

  async entries(action?: string): Promise<StoredEntry[]> {
    const { rows } = await sql<{ entry: string }>`select entry from test_audit order by seq`.execute(this.db)
    const all = rows.map((r) => JSON.parse(r.entry) as StoredEntry)
    return action ? all.filter((e) => e.action === action) : all
  }
}
