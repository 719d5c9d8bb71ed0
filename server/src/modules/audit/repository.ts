import type { Db } from '../../db/connect'
import { insertedId } from '../../db/inserted-id'
import { pageOf, type Page } from '../../db/page'
import type { AuditLogTable } from '../../db/schema'
import type { Insertable, Selectable } from 'kysely'

export type AuditLogRow = Selectable<AuditLogTable>

export interface AuditFilter {
  operatorId?: number
  objectType?: string
  objectId?: string
  /** [from, to) in UTC ms. */
  from?: number
  to?: number
}

/**
 * The audit trail's only queries: an insert and reads. There is deliberately no update or delete here, and the
 * database refuses both (migration 0024's triggers).
 */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<AuditLogTable>): Promise<number> {
    return insertedId(this.db.insertInto('audit_log').values(row).returning('id'))
  }

  async page(filter: AuditFilter, window: { offset: number; limit: number }): Promise<Page<AuditLogRow>> {
    let base = this.db.selectFrom('audit_log')
    if (filter.operatorId !== undefined) base = base.where('operator_id', '=', filter.operatorId)
    if (filter.objectType !== undefined) base = base.where('object_type', '=', filter.objectType)
    if (filter.objectId !== undefined) base = base.where('object_id', '=', filter.objectId)
    if (filter.from !== undefined) base = base.where('at', '>=', filter.from)
    if (filter.to !== undefined) base = base.where('at', '<', filter.to)
    return pageOf(base, (q) => q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), window)
  }
}
