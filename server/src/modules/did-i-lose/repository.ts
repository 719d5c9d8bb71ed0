import type { Db } from '../../db/connect'
import { insertedId } from '../../db/inserted-id'
import { pageOf } from '../../db/page'
import type { ProfitRecordTable } from '../../db/schema'
import type { Insertable, Selectable, Updateable } from 'kysely'

export type ProfitRecordRow = Selectable<ProfitRecordTable>

/** Profit records ("did I lose" checks); every read is scoped to the owner. */
export class ProfitRecordRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<ProfitRecordTable>): Promise<number> {
    return insertedId(this.db.insertInto('profit_record').values(row).returning('id'))
  }

  /** The figures of one of the user's records, worked out again (a check that became free: modules/check). */
  async updateFigures(
    id: number,
    userId: number,
    figures: Pick<Updateable<ProfitRecordTable>, 'value_now_fen' | 'value_at_paid_fen' | 'profit_fen' | 'profit_bp' | 'verdict' | 'result'>,
  ): Promise<void> {
    await this.db.updateTable('profit_record').set(figures).where('id', '=', id).where('user_id', '=', userId).execute()
  }

  /**
   * The user's records that have a did-I-lose report (its id is in `input`). Records stored before results became
   * paid reports have none, and are not listed: their figures would otherwise leave the service without unlock.
   */
  async listOwned(userId: number, offset: number, limit: number): Promise<{ rows: ProfitRecordRow[]; total: number }> {
    const base = this.db.selectFrom('profit_record').where('user_id', '=', userId).where('input', 'like', '%"reportId":%')
    return pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), { offset, limit })
  }
}

/** The did-I-lose report a record points at (stored in its `input`); a record made before results were reports has none. */
export function recordReportId(row: Pick<ProfitRecordRow, 'input'>): string | undefined {
  const input: unknown = JSON.parse(row.input)
  return typeof input === 'object' && input !== null && 'reportId' in input && typeof input.reportId === 'string'
    ? input.reportId
    : undefined
}
