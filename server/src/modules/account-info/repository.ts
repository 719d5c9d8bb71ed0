import { GoodsPublishStatus } from '../../contract/values'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
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

  async find(reportId: string, userId: number): Promise<ReportAccountRow | undefined> {
    return this.db
      .selectFrom('report_account')
      .selectAll()
      .where('report_id', '=', reportId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
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

  /**
   * Takes the owner's account row (held to commit on PostgreSQL), the first lock of every write to a published
   * account; answers its listing id (null when never published), or undefined when the owner has no account row.
   */
  async hold(reportId: string, userId: number, now: number): Promise<{ listingId: number | null } | undefined> {
    const row = await this.db
      .updateTable('report_account')
      .set({ updated_at: now })
      .where('report_id', '=', reportId)
      .where('user_id', '=', userId)
      .returning('listing_id')
      .executeTakeFirst()
    return row && { listingId: row.listing_id === null ? null : toNumber(row.listing_id) }
  }

  async markPublished(reportId: string, listing: { listingId: number; priceFen: number }, now: number): Promise<void> {
    await this.db
      .updateTable('report_account')
      .set({
        publish_status: GoodsPublishStatus.PUBLISHED,
        listing_id: listing.listingId,
        price_fen: listing.priceFen,
        published_at: now,
        updated_at: now,
      })
      .where('report_id', '=', reportId)
      .execute()
  }

  /** Unpublishes the owner's published account, deciding under its row lock; answers its listing id when it did. */
  async unpublish(reportId: string, userId: number, now: number): Promise<number | undefined> {
    const taken = await this.db
      .updateTable('report_account')
      .set({ publish_status: GoodsPublishStatus.UNPUBLISHED, updated_at: now })
      .where('report_id', '=', reportId)
      .where('user_id', '=', userId)
      .where('publish_status', '=', GoodsPublishStatus.PUBLISHED)
      .returning('listing_id')
      .executeTakeFirst()
    return taken && taken.listing_id !== null ? toNumber(taken.listing_id) : undefined
  }
}
