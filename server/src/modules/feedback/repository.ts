import type { Selectable } from 'kysely'
import type { Db } from '../../db/connect'
import { lockKey } from '../../db/limit-counter'
import { toNumber } from '../../db/numbers'
import { insertedId } from '../../db/inserted-id'
import { countRows, pageOf } from '../../db/page'
import type { FeedbackTable } from '../../db/schema'

export type FeedbackRow = Selectable<FeedbackTable>

/** Feedback rows and their images; every read is scoped to the owner. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores an image unless the user already holds `max.pending` unsubmitted ones (after dropping those uploaded
   * before `staleBefore`, a day ago), or the images they uploaded since then, submitted or not, plus this one would
   * pass `max.dayBytes`. Counted and inserted under the user's key lock, so parallel uploads cannot pass a limit
   * together; answers which limit refused it.
   */
  async addImageIfRoom(
    row: { id: string; userId: number; mime: string; size: number; data: Uint8Array; now: number },
    staleBefore: number,
    max: { pending: number; dayBytes: number },
  ): Promise<true | 'pending' | 'bytes'> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, `feedback-images:${row.userId}`, row.now)
      await trx
        .deleteFrom('feedback_image')
        .where('user_id', '=', row.userId)
        .where('feedback_id', 'is', null)
        .where('created_at', '<', staleBefore)
        .execute()
      const pending = await countRows(trx.selectFrom('feedback_image').where('user_id', '=', row.userId).where('feedback_id', 'is', null))
      if (pending >= max.pending) return 'pending' as const
      // Images older than a day were either submitted (kept) or deleted above; either way they leave the window.
      const recent = await trx
        .selectFrom('feedback_image')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
        .where('user_id', '=', row.userId)
        .where('created_at', '>=', staleBefore)
        .executeTakeFirst()
      if (toNumber(recent?.bytes) + row.size > max.dayBytes) return 'bytes' as const
      await trx
        .insertInto('feedback_image')
        .values({ id: row.id, user_id: row.userId, feedback_id: null, mime: row.mime, size: row.size, data: row.data, created_at: row.now })
        .execute()
      return true as const
    })
  }

  /**
   * Inserts the feedback and attaches the images in one transaction. The attach is conditional (owner, still
   * unattached), so an image used twice at the same time ends up in one feedback only; returns null then. Refused
   * ('limit') when the user has `limit.max` feedbacks since `limit.since`, counted under the user's key lock so
   * parallel submits cannot pass it together.
   */
  async create(row: {
    userId: number
    category: string
    content: string
    contact: string | null
    contactType: string | null
    page: string | null
    device: string | null
    imageIds: string[]
    now: number
    limit: { since: number; max: number }
  }): Promise<FeedbackRow | null | 'limit'> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        await lockKey(trx, `feedback:${row.userId}`, row.now)
        const recent = await countRows(
          trx.selectFrom('feedback').where('user_id', '=', row.userId).where('created_at', '>=', row.limit.since),
        )
        if (recent >= row.limit.max) return 'limit' as const
        const id = await insertedId(
          trx
            .insertInto('feedback')
            .values({
              user_id: row.userId,
              category: row.category,
              content: row.content,
              contact: row.contact,
              contact_type: row.contactType,
              page: row.page,
              device: row.device,
              image_count: row.imageIds.length,
              status: 0,
              created_at: row.now,
            })
            .returning('id'),
        )
        if (row.imageIds.length) {
          const res = await trx
            .updateTable('feedback_image')
            .set({ feedback_id: id })
            .where('user_id', '=', row.userId)
            .where('feedback_id', 'is', null)
            .where('id', 'in', row.imageIds)
            .executeTakeFirst()
          if (toNumber(res.numUpdatedRows) !== row.imageIds.length) throw new ImagesTaken()
        }
        return trx.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      })
      .catch((e) => {
        if (e instanceof ImagesTaken) return null
        throw e
      })
  }

  async listOwned(userId: number, offset: number, limit: number): Promise<{ rows: FeedbackRow[]; total: number }> {
    const base = this.db.selectFrom('feedback').where('user_id', '=', userId)
    return pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), { offset, limit })
  }

  async imageCountByFeedback(feedbackId: number): Promise<number> {
    return countRows(this.db.selectFrom('feedback_image').where('feedback_id', '=', feedbackId))
  }
}

class ImagesTaken extends Error {}
