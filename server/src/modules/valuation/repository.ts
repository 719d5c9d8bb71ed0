import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { ReportRow } from '../../db/schema'

export const ReportStatus = { GENERATING: 0, LOCKED: 1, UNLOCKED: 2, FAILED: 3 } as const
export const ReportKind = { VALUATION: 1, PURPOSE: 2, CHECK: 3, PK: 4 } as const

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
      .values({
        id: r.id, user_id: r.userId, kind: r.kind, game_id: r.gameId, evaluate_type: r.evaluateType, input: r.input,
        status: ReportStatus.GENERATING, result: null, teaser: null, error: null, created_at: r.now, updated_at: r.now,
        unlocked_at: null, unlocked_by: null, deleted: 0,
      })
      .execute()
  }

  async findOwned(id: string, userId: number): Promise<ReportRow | undefined> {
    return this.db.selectFrom('report').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted', '=', 0).executeTakeFirst()
  }

  async find(id: string): Promise<ReportRow | undefined> {
    return this.db.selectFrom('report').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst()
  }

  /** Only a generating report is finished, so a job that runs twice cannot overwrite an unlocked report. */
  async finish(id: string, fields: { result: string; teaser: string }, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('report')
      .set({ status: ReportStatus.LOCKED, result: fields.result, teaser: fields.teaser, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', ReportStatus.GENERATING)
      .executeTakeFirst()
    return toNumber(res.numUpdatedRows) === 1
  }

  async fail(id: string, error: string, now: number): Promise<void> {
    await this.db
      .updateTable('report')
      .set({ status: ReportStatus.FAILED, error, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', ReportStatus.GENERATING)
      .execute()
  }

  /** Conditional update: concurrent unlocks (payment callback + coupon) change the row once. */
  async unlock(id: string, by: string, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('report')
      .set({ status: ReportStatus.UNLOCKED, unlocked_at: now, unlocked_by: by, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', ReportStatus.LOCKED)
      .executeTakeFirst()
    return toNumber(res.numUpdatedRows) === 1
  }

  async listOwned(userId: number, offset: number, limit: number): Promise<{ rows: ReportRow[]; total: number }> {
    const base = this.db.selectFrom('report').where('user_id', '=', userId).where('kind', '=', ReportKind.VALUATION).where('deleted', '=', 0)
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ])
    return { rows, total: toNumber(count?.n) }
  }

  async generatingIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('report').select('id').where('status', '=', ReportStatus.GENERATING).orderBy('created_at').execute()
    return rows.map((r) => r.id)
  }
}
