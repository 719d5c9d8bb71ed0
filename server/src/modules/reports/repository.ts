import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { updatedOne } from '../../db/updated-one'
import { pageOf } from '../../db/page'
import type { ReportRow } from '../../db/schema'

import { ReportKind, ReportStatus } from '../../contract/values'
import { type Report, decodeReport } from './report'
import { businessMetrics, unlockVia } from '../../observability/business-metrics'

export { ReportKind, ReportStatus }

/** Which of a user's reports a list shows: one status, the finished ones (not unlocked or unlocked), one game. */
export interface ReportListFilter {
  status?: number
  finished?: boolean
  gameId?: number
}

export interface NewReport {
  id: string
  userId: number
  kind: number
  gameId: number
  evaluateType: number
  input: string
  now: number
}

/** Reports; every read by a user is scoped to its owner, so another user's id looks exactly like a missing one. */
export class ReportRepository {
  constructor(private readonly db: Db) {}

  async insert(r: NewReport): Promise<void> {
    await this.db
      .insertInto('report')
      .values(reportRow({ ...r, result: null, teaser: null }, ReportStatus.GENERATING, null))
      .execute()
  }

  /**
   * Inserts a report that is generated at once (intention and did-I-lose reports are computed within the
   * request): it is born not unlocked (1) with its teaser and locked result, and never waits in a queue.
   */
  async insertGenerated(r: NewReport & { result: string; teaser: string }): Promise<void> {
    await this.db
      .insertInto('report')
      .values(reportRow(r, ReportStatus.NOT_UNLOCKED, null))
      .execute()
  }

  /**
   * Inserts a report born unlocked (2) because it holds nothing locked: a PK report is made of two reports the
   * user has already unlocked (`by` says so). A report that already exists under the kind's unique key (one PK
   * report per comparison) is left as it is; the caller reads it back with `findOwnedByInput`.
   */
  async insertUnlocked(r: NewReport & { result: string; teaser: string }, by: string): Promise<void> {
    await this.db
      .insertInto('report')
      .values(reportRow(r, ReportStatus.UNLOCKED, by))
      .onConflict((oc) => oc.doNothing())
      .execute()
  }

  /** The user's report of one kind made from exactly this input (PK reports are keyed by their input). */
  async findOwnedByInput(userId: number, kind: number, input: string): Promise<ReportRow | undefined> {
    return this.owned(userId, kind).where('input', '=', input).executeTakeFirst()
  }

  /** `findOwned`, decoded: the typed report of one kind owned by the user; any other report looks missing. */
  async findReport<K extends ReportKind>(id: string, userId: number, kind: K): Promise<Report<K> | undefined> {
    const row = await this.findOwned(id, userId, kind)
    return row && decodeReport(row, kind)
  }

  /** A report of one kind (valuation by default) owned by the user; any other report looks missing. */
  async findOwned(id: string, userId: number, kind: number = ReportKind.VALUATION): Promise<ReportRow | undefined> {
    return (await this.findOwnedMany([id], userId, kind))[0]
  }

  /** The user's reports of one kind among `ids` (missing, deleted and other users' ids are simply absent). */
  async findOwnedMany(ids: string[], userId: number, kind: number): Promise<ReportRow[]> {
    if (!ids.length) return []
    return this.owned(userId, kind).where('id', 'in', ids).execute()
  }

  /** Every read by a user goes through here: their own, not deleted reports of one kind. */
  private owned(userId: number, kind: number) {
    return this.db.selectFrom('report').selectAll().where('user_id', '=', userId).where('kind', '=', kind).where('deleted', '=', 0)
  }

  async find(id: string): Promise<ReportRow | undefined> {
    return this.db.selectFrom('report').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst()
  }

  /** The reports among `ids` that exist and are not deleted, in no particular order (a batch of jobs reads them at once). */
  async findMany(ids: string[]): Promise<ReportRow[]> {
    if (!ids.length) return []
    return this.db.selectFrom('report').selectAll().where('id', 'in', ids).where('deleted', '=', 0).execute()
  }

  /** Only a generating report is finished, so a job that runs twice cannot overwrite an unlocked report. */
  async finish(id: string, fields: { result: string; teaser: string }, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('report')
        .set({ status: ReportStatus.NOT_UNLOCKED, result: fields.result, teaser: fields.teaser, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', ReportStatus.GENERATING),
    )
  }

  /** A PK report made again from its two reports (its comparison's form changed, not the reports it compares). */
  async rewritePk(id: string, result: string, now: number): Promise<void> {
    await this.db.updateTable('report').set({ result, updated_at: now }).where('id', '=', id).where('kind', '=', ReportKind.PK).execute()
  }

  /** Only a generating report fails; says whether this call failed it (a job that runs twice counts it once). */
  async fail(id: string, error: string, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('report')
        .set({ status: ReportStatus.FAILED, error, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', ReportStatus.GENERATING),
    )
  }

  /** A failed report back to generating (only from failed, so a retry cannot disturb any other state). */
  async requeue(id: string, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('report')
        .set({ status: ReportStatus.GENERATING, error: null, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', ReportStatus.FAILED),
    )
  }

  /**
   * Marks a locked (status 1) report as changed and reports whether it is still locked. Inside a transaction this
   * takes the report's row, so work on one report (friend helps) runs one after another on PostgreSQL too.
   */
  async touchLocked(id: string, now: number): Promise<boolean> {
    return updatedOne(
      this.db.updateTable('report').set({ updated_at: now }).where('id', '=', id).where('status', '=', ReportStatus.NOT_UNLOCKED),
    )
  }

  /** The report's status now (undefined when there is no such report). */
  async statusOf(id: string): Promise<number | undefined> {
    return (await this.db.selectFrom('report').select('status').where('id', '=', id).executeTakeFirst())?.status
  }

  /**
   * Inside a transaction: takes the report's row (held until commit, so every unlock and every payment decision
   * on it waits its turn) and returns its status as of then. The no-op update is what takes the row on every
   * database; the read after it sees what the transaction it waited for committed.
   */
  async holdStatus(id: string): Promise<number | undefined> {
    await this.db
      .updateTable('report')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute()
    return (await this.db.selectFrom('report').select('status').where('id', '=', id).executeTakeFirst())?.status
  }

  /**
   * Unlocks a locked (status 1) report, once: concurrent unlocks (payment callback + coupon) change the row once.
   * `content` replaces its result and teaser when the unlock itself works them out again (a did-I-lose report
   * unlocked by the valuation it was made from).
   */
  async unlock(id: string, by: string, now: number, content?: { result: string; teaser: string }): Promise<boolean> {
    const changed = await updatedOne(
      this.db
        .updateTable('report')
        .set({ status: ReportStatus.UNLOCKED, unlocked_at: now, unlocked_by: by, updated_at: now, ...content })
        .where('id', '=', id)
        .where('status', '=', ReportStatus.NOT_UNLOCKED),
    )
    // Counted at the write, inside the caller's transaction: the rare rollback after it counts one unlock too many,
    // which a rate on a dashboard does not notice (the truth is the report table).
    if (changed) businessMetrics.unlocks.inc({ via: unlockVia(by) })
    return changed
  }

  async listOwned(
    userId: number,
    offset: number,
    limit: number,
    kind: number = ReportKind.VALUATION,
    filter: ReportListFilter = {},
  ): Promise<{ rows: ReportRow[]; total: number }> {
    let base = this.db.selectFrom('report').where('user_id', '=', userId).where('kind', '=', kind).where('deleted', '=', 0)
    if (filter.status !== undefined) base = base.where('status', '=', filter.status)
    if (filter.finished) base = base.where('status', 'in', [ReportStatus.NOT_UNLOCKED, ReportStatus.UNLOCKED])
    if (filter.gameId !== undefined) base = base.where('game_id', '=', filter.gameId)
    return pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), { offset, limit })
  }

  /** Statuses of the user's reports of one kind among `ids`, by id. */
  async statusesOwned(userId: number, kind: number, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map()
    const rows = await this.db
      .selectFrom('report')
      .select(['id', 'status'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('id', 'in', ids)
      .execute()
    return new Map(rows.map((r) => [r.id, toNumber(r.status)]))
  }

  /** Valuation reports left generating (the only kind generated by the background queue). */
  async generatingIds(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('report')
      .select('id')
      .where('status', '=', ReportStatus.GENERATING)
      .where('kind', '=', ReportKind.VALUATION)
      .orderBy('created_at')
      .execute()
    return rows.map((r) => r.id)
  }
}

/** A new report's row: waiting in the queue (no result yet) or generated within the request. */
function reportRow(r: NewReport & { result: string | null; teaser: string | null }, status: number, unlockedBy: string | null) {
  return {
    id: r.id,
    user_id: r.userId,
    kind: r.kind,
    game_id: r.gameId,
    evaluate_type: r.evaluateType,
    input: r.input,
    status,
    result: r.result,
    teaser: r.teaser,
    error: null,
    created_at: r.now,
    updated_at: r.now,
    unlocked_at: unlockedBy === null ? null : r.now,
    unlocked_by: unlockedBy,
    deleted: 0,
  }
}
