import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { unitOfWork } from '../../db/unit-of-work'
import { AuditRepository, type AuditFilter, type AuditLogRow } from './repository'

/** Who did it: an operator of the console (id, name, address) or a command run on a server (`cli:NAME`). */
export interface AuditActor {
  operatorId: number | null
  name: string
  /** Where the request came from; none for a command line. */
  ip?: string | null
}

/** A command line's actor: `cli:` and the name of whoever ran it (OPS_OPERATOR, else the system user). */
export const cliActor = (who: string): AuditActor => ({ operatorId: null, name: `cli:${who}`.slice(0, 64), ip: null })

/** What was done to which object, with its values before and after where the write knew them. */
export interface AuditEntry {
  /** e.g. operator.create, pii.unmask, coupon:grant */
  action: string
  /** e.g. operator, user, order, config */
  objectType: string
  objectId?: string | number | null
  before?: object | null
  after?: object | null
  reason?: string | null
}

/** What other modules take to write audit rows: record inside their own transaction by passing it. */
export interface AuditRecorder {
  record(actor: AuditActor, entry: AuditEntry, trx?: Db): Promise<void>
}

export interface AuditRecord {
  id: number
  at: number
  operatorId: number | null
  actor: string
  ip: string | null
  action: string
  objectType: string
  objectId: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  reason: string | null
}

const json = (value: object | null | undefined): string | null => (value === null || value === undefined ? null : JSON.stringify(value))

function parseObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null
  const value: unknown = JSON.parse(text)
  // Every writer stores an object; anything else is shown wrapped rather than dropped.
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value }
}

function view(row: AuditLogRow): AuditRecord {
  return {
    id: toNumber(row.id),
    at: toNumber(row.at),
    operatorId: row.operator_id === null ? null : toNumber(row.operator_id),
    actor: row.actor,
    ip: row.ip,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    before: parseObject(row.before_json),
    after: parseObject(row.after_json),
    reason: row.reason,
  }
}

/**
 * The append-only audit trail: who did what to which object, when, from where, and the values before and after.
 * `record` joins the caller's transaction when given one, so a write and its audit row commit (or roll back)
 * together. There is no way here to change or remove a row, and the database refuses it too.
 */
export class AuditService implements AuditRecorder {
  private readonly uow

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.uow = unitOfWork(db, { audit: AuditRepository })
  }

  async record(actor: AuditActor, entry: AuditEntry, trx?: Db): Promise<void> {
    const { audit } = trx ? this.uow.on(trx) : this.uow.repos
    await audit.insert({
      at: this.clock.now(),
      operator_id: actor.operatorId,
      actor: actor.name.slice(0, 64),
      ip: actor.ip == null ? null : actor.ip.slice(0, 64),
      action: entry.action.slice(0, 64),
      object_type: entry.objectType.slice(0, 32),
      object_id: entry.objectId === null || entry.objectId === undefined ? null : String(entry.objectId).slice(0, 64),
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason ?? null,
    })
  }

  async list(filter: AuditFilter, page: number, pageSize: number): Promise<{ list: AuditRecord[]; total: number }> {
    const { rows, total } = await this.uow.repos.audit.page(filter, { offset: (page - 1) * pageSize, limit: pageSize })
    return { list: rows.map(view), total }
  }
}
