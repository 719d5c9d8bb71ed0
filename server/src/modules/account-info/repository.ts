import type { Db } from '../../db/connect'
import type { ReportAccountRow } from '../../db/schema'

export interface AccountInfoFields {
  serverRegion: string
  contactType: number
  contact: string
  description: string
  confirmedAttrs: string[]
}

/** Completed account information and publish state per report; every read is scoped to the owner. */
export class ReportAccountRepository {
  constructor(private readonly db: Db) {}

  async find(reportId: string, userId: number, db: Db = this.db): Promise<ReportAccountRow | undefined> {
    return db.selectFrom('report_account').selectAll().where('report_id', '=', reportId).where('user_id', '=', userId).executeTakeFirst()
  }

  async saveInfo(reportId: string, userId: number, f: AccountInfoFields, now: number): Promise<void> {
    const info = {
      server_region: f.serverRegion,
      contact_type: f.contactType,
      contact: f.contact,
      description: f.description,
      confirmed_attrs: JSON.stringify(f.confirmedAttrs),
      completed_at: now,
      updated_at: now,
    }
    await this.db
      .insertInto('report_account')
      .values({
        report_id: reportId,
        user_id: userId,
        ...info,
        publish_status: 0,
        listing_id: null,
        price_fen: null,
        published_at: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column('report_id').doUpdateSet(info))
      .execute()
  }
}
