import type { Db } from '../../db/connect'
import { lockKey } from '../../db/limit-counter'
import { countRows } from '../../db/page'
import { reportFacts } from '../reports/queries'

export interface ReportImageMeta {
  id: string
  kind: number
  mime: string
  size: number
  created_at: number
}

/** Why a screenshot was not stored: no such report of the caller's, the wrong kind of report, or it is full. */
export type AddRefusal = 'missing' | 'kind' | 'full'

/** Report screenshots; every read by a player is scoped to the owner and to a report that is not deleted. */
export class ReportImageRepository {
  constructor(private readonly db: Db) {}

  /** The caller's report by id, not deleted (another player's, an unknown and a deleted one all look missing). */
  private ownedReport(db: Db, userId: number, reportId: string) {
    return reportFacts(db).where('id', '=', reportId).where('user_id', '=', userId).where('deleted', '=', 0)
  }

  /**
   * Stores a screenshot on the user's report of `reportKind` unless the report already holds `max` of them. Counted
   * and inserted under the report's key lock, so parallel uploads cannot pass the limit together (on PostgreSQL the
   * lock row serialises them; SQLite runs one write transaction at a time anyway).
   */
  async addIfRoom(
    row: {
      id: string
      userId: number
      reportId: string
      reportKind: number
      kind: number
      mime: string
      size: number
      data: Uint8Array
      now: number
    },
    max: number,
  ): Promise<true | AddRefusal> {
    return this.db.transaction().execute(async (trx) => {
      const report = await this.ownedReport(trx, row.userId, row.reportId).select('kind').executeTakeFirst()
      if (!report) return 'missing' as const
      if (Number(report.kind) !== row.reportKind) return 'kind' as const
      await lockKey(trx, `report-images:${row.reportId}`, row.now)
      if ((await countRows(trx.selectFrom('report_image').where('report_id', '=', row.reportId))) >= max) return 'full' as const
      await trx
        .insertInto('report_image')
        .values({
          id: row.id,
          user_id: row.userId,
          report_id: row.reportId,
          kind: row.kind,
          mime: row.mime,
          size: row.size,
          data: row.data,
          created_at: row.now,
        })
        .execute()
      return true as const
    })
  }

  /** The screenshots on the user's own report, in upload order; the bytes stay behind. */
  async listOwned(userId: number, reportId: string): Promise<ReportImageMeta[]> {
    return this.db
      .selectFrom('report_image')
      .select(['id', 'kind', 'mime', 'size', 'created_at'])
      .where('report_id', '=', reportId)
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  }

  /** A screenshot's bytes, while its report is not deleted. */
  async imageData(imageId: string): Promise<{ mime: string; data: Uint8Array } | undefined> {
    return this.db
      .selectFrom('report_image as i')
      .innerJoin(reportFacts(this.db).where('deleted', '=', 0).as('r'), 'r.id', 'i.report_id')
      .select(['i.mime', 'i.data'])
      .where('i.id', '=', imageId)
      .executeTakeFirst()
  }
}
