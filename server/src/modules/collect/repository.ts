import type { Selectable } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { pageOf } from '../../db/page'
import type { ProductCollectTable } from '../../db/schema'

export type CollectRow = Selectable<ProductCollectTable>

/** Favourite listings per user (unique per user and listing). */
export class CollectRepository {
  constructor(private readonly db: Db) {}

  /** Adds the favourite; false when it already existed (a concurrent toggle is harmless). */
  async add(userId: number, listingId: number, origin: number, now: number): Promise<void> {
    await this.db
      .insertInto('product_collect')
      .values({ user_id: userId, listing_id: listingId, origin, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'listing_id']).doNothing())
      .execute()
  }

  async remove(userId: number, listingId: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('product_collect')
      .where('user_id', '=', userId)
      .where('listing_id', '=', listingId)
      .executeTakeFirst()
    return toNumber(res.numDeletedRows) > 0
  }

  async collectedIds(userId: number, listingIds: number[]): Promise<Set<number>> {
    if (!listingIds.length) return new Set()
    const rows = await this.db
      .selectFrom('product_collect')
      .select('listing_id')
      .where('user_id', '=', userId)
      .where('listing_id', 'in', listingIds)
      .execute()
    return new Set(rows.map((r) => toNumber(r.listing_id)))
  }

  async listOwned(userId: number, offset: number, limit: number): Promise<{ rows: CollectRow[]; total: number }> {
    const base = this.db.selectFrom('product_collect').where('user_id', '=', userId)
    return pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), { offset, limit })
  }
}
