import { sql, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/connect'
import { insertedId } from '../../db/inserted-id'
import { toNumber } from '../../db/numbers'
import type { OperatorTable } from '../../db/schema'
import { updatedOne } from '../../db/updated-one'

export type OperatorRow = Selectable<OperatorTable>

/** A live session and its operator, as the guard of every console request reads it. */
export interface SessionRow {
  sessionId: number
  csrfSecret: string
  operator: OperatorRow
}

/** A login name's failures after one more: how many in the window, and until when it is locked (if it is). */
export interface FailureCount {
  failures: number
  lockedUntil: number | null
}

const OPERATOR_COLUMNS = [
  'o.id',
  'o.name',
  'o.role',
  'o.password_hash',
  'o.must_change_password',
  'o.totp_secret',
  'o.totp_pending_secret',
  'o.totp_enabled',
  'o.totp_last_step',
  'o.disabled',
  'o.created_at',
  'o.updated_at',
  'o.last_login_at',
] as const

export class OperatorRepository {
  constructor(private readonly db: Db) {}

  async byName(name: string): Promise<OperatorRow | undefined> {
    return this.db.selectFrom('operator as o').select(OPERATOR_COLUMNS).where('o.name', '=', name).executeTakeFirst()
  }

  async byId(id: number): Promise<OperatorRow | undefined> {
    return this.db.selectFrom('operator as o').select(OPERATOR_COLUMNS).where('o.id', '=', id).executeTakeFirst()
  }

  async list(): Promise<OperatorRow[]> {
    return this.db.selectFrom('operator as o').select(OPERATOR_COLUMNS).orderBy('o.id').execute()
  }

  /** Inserts an operator unless the name is taken (atomically: the unique name decides); its id or null. */
  async insert(row: { name: string; role: string; password_hash: string; now: number }): Promise<number | null> {
    const inserted = await this.db
      .insertInto('operator')
      .values({
        name: row.name,
        role: row.role,
        password_hash: row.password_hash,
        must_change_password: 1,
        totp_enabled: 0,
        disabled: 0,
        created_at: row.now,
        updated_at: row.now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst()
    return inserted ? toNumber(inserted.id) : null
  }

  async update(id: number, patch: Updateable<OperatorTable>): Promise<void> {
    await this.db.updateTable('operator').set(patch).where('id', '=', id).execute()
  }

  /** Enabled admins other than `exceptId`: whether the console would still have one after a change. */
  async countOtherEnabledAdmins(exceptId: number): Promise<number> {
    const row = await this.db
      .selectFrom('operator')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '=', 'admin')
      .where('disabled', '=', 0)
      .where('id', '!=', exceptId)
      .executeTakeFirst()
    return toNumber(row?.n)
  }

  /** Claims a TOTP time step for a login: false when this step or a later one was used already (a replayed code). */
  async claimTotpStep(id: number, step: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('operator')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])),
    )
  }

  // Sessions.

  async insertSession(row: { operatorId: number; tokenHash: string; csrfSecret: string; ip: string | null; now: number }): Promise<number> {
    return insertedId(
      this.db
        .insertInto('operator_session')
        .values({
          operator_id: row.operatorId,
          token_hash: row.tokenHash,
          csrf_secret: row.csrfSecret,
          ip: row.ip,
          created_at: row.now,
          last_seen_at: row.now,
        })
        .returning('id'),
    )
  }

  /**
   * The session of a token if it is live: seen within the idle limit, opened within the absolute one, and its
   * operator not disabled.
   */
  async liveSession(tokenHash: string, idleSince: number, openedSince: number): Promise<SessionRow | undefined> {
    const row = await this.db
      .selectFrom('operator_session as s')
      .innerJoin('operator as o', 'o.id', 's.operator_id')
      .select(['s.id as session_id', 's.csrf_secret', ...OPERATOR_COLUMNS])
      .where('s.token_hash', '=', tokenHash)
      .where('s.last_seen_at', '>', idleSince)
      .where('s.created_at', '>', openedSince)
      .where('o.disabled', '=', 0)
      .executeTakeFirst()
    if (!row) return undefined
    const { session_id, csrf_secret, ...operator } = row
    return { sessionId: toNumber(session_id), csrfSecret: csrf_secret, operator }
  }

  async touchSession(id: number, now: number): Promise<void> {
    await this.db.updateTable('operator_session').set({ last_seen_at: now }).where('id', '=', id).execute()
  }

  async deleteSession(id: number): Promise<void> {
    await this.db.deleteFrom('operator_session').where('id', '=', id).execute()
  }

  /** Ends every session of an operator, but `keepId` (the one changing its own password). */
  async deleteSessionsOf(operatorId: number, keepId?: number): Promise<void> {
    let q = this.db.deleteFrom('operator_session').where('operator_id', '=', operatorId)
    if (keepId !== undefined) q = q.where('id', '!=', keepId)
    await q.execute()
  }

  /** Sessions past either limit, of anyone: kept no longer than needed. */
  async deleteExpiredSessions(idleSince: number, openedSince: number): Promise<void> {
    await this.db
      .deleteFrom('operator_session')
      .where((eb) => eb.or([eb('last_seen_at', '<=', idleSince), eb('created_at', '<=', openedSince)]))
      .execute()
  }

  // Failed logins per name.

  /** Until when the name is locked, or null. */
  async lockedUntil(name: string, now: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('operator_login_guard')
      .select('locked_until')
      .where('name', '=', name)
      .where('locked_until', '>', now)
      .executeTakeFirst()
    return row?.locked_until === undefined || row.locked_until === null ? null : toNumber(row.locked_until)
  }

  /**
   * Counts one failed login of `name` in one statement: a window older than `windowMs` starts over at 1, and the
   * failure that reaches `lockAfter` locks the name until `now + lockMs`. Parallel failures on any replica each
   * count once: PostgreSQL's upsert waits for the row lock of a concurrent one and then updates the row it left;
   * SQLite runs one statement at a time.
   */
  async countFailure(name: string, now: number, rule: { windowMs: number; lockAfter: number; lockMs: number }): Promise<FailureCount> {
    const windowOpen = now - rule.windowMs
    const lockEnd = now + rule.lockMs
    const next = sql<number>`case when operator_login_guard.window_start <= ${windowOpen} then 1 else operator_login_guard.failures + 1 end`
    const row = await this.db
      .insertInto('operator_login_guard')
      .values({ name, failures: 1, window_start: now, locked_until: rule.lockAfter <= 1 ? lockEnd : null })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          failures: next,
          window_start: sql<number>`case when operator_login_guard.window_start <= ${windowOpen} then ${now} else operator_login_guard.window_start end`,
          locked_until: sql<
            number | null
          >`case when ${next} >= ${rule.lockAfter} then ${lockEnd} else operator_login_guard.locked_until end`,
        }),
      )
      .returning(['failures', 'locked_until'])
      .executeTakeFirstOrThrow()
    return { failures: toNumber(row.failures), lockedUntil: row.locked_until === null ? null : toNumber(row.locked_until) }
  }

  async clearFailures(name: string): Promise<void> {
    await this.db.deleteFrom('operator_login_guard').where('name', '=', name).execute()
  }
}
