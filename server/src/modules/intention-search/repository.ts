import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../../db/connect'
import { PurposeMatchStatus } from '../../contract/values'
import { updatedOne } from '../../db/updated-one'
import { insertedId } from '../../db/inserted-id'
import { pageOf } from '../../db/page'
import type { PurposeRecordTable } from '../../db/schema'
import type { Attrs } from '../../valuation/catalogue/types'
import { onSaleAttrsInRange } from '../market/queries'

export type PurposeRecordRow = Selectable<PurposeRecordTable>

/** Purpose (intention search) records; user reads are scoped to the owner. */
export class PurposeRecordRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<PurposeRecordTable>): Promise<number> {
    return insertedId(this.db.insertInto('purpose_record').values(row).returning('id'))
  }

  async listOwned(userId: number, offset: number, limit: number): Promise<{ rows: PurposeRecordRow[]; total: number }> {
    const base = this.db.selectFrom('purpose_record').where('user_id', '=', userId)
    return pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), { offset, limit })
  }

  /** The wanted attributes an owner's record was searched with (undefined for another user's or a missing record). */
  async wantedAttrs(userId: number, id: number): Promise<Attrs | undefined> {
    const row = await this.db
      .selectFrom('purpose_record')
      .select('input')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row ? (JSON.parse(row.input) as { attrs: Attrs }).attrs : undefined
  }

  async matching(gameId: number): Promise<PurposeRecordRow[]> {
    return this.db
      .selectFrom('purpose_record')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('status', '=', PurposeMatchStatus.MATCHING)
      .execute()
  }

  /** Only a record still matching changes, so a concurrent rematch cannot undo a match. */
  async markMatched(id: number, count: number, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('purpose_record')
        .set({ status: PurposeMatchStatus.MATCHED, match_count: count, matched_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', PurposeMatchStatus.MATCHING),
    )
  }

  /** Attributes of the game's on-sale listings within [min, max] fen. */
  async fitsAttrs(gameId: number, minFen: number, maxFen: number): Promise<Attrs[]> {
    return onSaleAttrsInRange(this.db, gameId, minFen, maxFen)
  }
}
