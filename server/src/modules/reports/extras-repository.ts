import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { PropertyConfirm } from '../../contract'

/** Property confirmations of reports. */
export class ReportExtrasRepository {
  constructor(private readonly db: Db) {}

  async propertyConfirm(reportId: string): Promise<PropertyConfirm> {
    const row = await this.db.selectFrom('report_property_confirm').selectAll().where('report_id', '=', reportId).executeTakeFirst()
    if (!row) return { status: 0 }
    return { status: toNumber(row.status), ...(row.feedback ? { feedback: row.feedback } : {}), updatedAt: toNumber(row.updated_at) }
  }

  /** Upsert: a later confirmation replaces the earlier one (the owner may change their mind). */
  async saveConfirm(reportId: string, userId: number, status: number, feedback: string | null, now: number): Promise<void> {
    await this.db
      .insertInto('report_property_confirm')
      .values({ report_id: reportId, user_id: userId, status, feedback, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('report_id').doUpdateSet({ status, feedback, updated_at: now }))
      .execute()
  }
}
