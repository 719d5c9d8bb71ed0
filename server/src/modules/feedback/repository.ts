import type { Selectable } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { FeedbackTable } from '../../db/schema'

export type FeedbackRow = Selectable<FeedbackTable>

/** Feedback rows and their images; every read is scoped to the owner. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async addImage(row: { id: string; userId: number; mime: string; size: number; data: Uint8Array; now: number }): Promise<void> {
    await this.db
      .insertInto('feedback_image')
      .values({ id: row.id, user_id: row.userId, feedback_id: null, mime: row.mime, size: row.size, data: row.data, created_at: row.now })
      .execute()
  }

  /** Uploaded, not yet submitted images of a user. */
  async countPendingImages(userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('feedback_image')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('feedback_id', 'is', null)
      .executeTakeFirst()
    return toNumber(r?.n)
  }

  /** Drops a user's unsubmitted images older than `before` (abandoned forms). */
  async deleteStalePending(userId: number, before: number): Promise<void> {
    await this.db
      .deleteFrom('feedback_image')
      .where('user_id', '=', userId)
      .where('feedback_id', 'is', null)
      .where('created_at', '<', before)
      .execute()
  }

  async countSince(userId: number, since: number): Promise<number> {
    const r = await this.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirst()
    return toNumber(r?.n)
  }

  /**
   * Inserts the feedback and attaches the images in one transaction. The attach is conditional (owner, still
   * unattached), so an image used twice at the same time ends up in one feedback only; returns null then.
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
  }): Promise<FeedbackRow | null> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx
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
          .returning('id')
          .executeTakeFirstOrThrow()
        const id = toNumber(inserted.id)
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
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ])
    return { rows, total: toNumber(count?.n) }
  }

  async imageCountByFeedback(feedbackId: number): Promise<number> {
    const r = await this.db
      .selectFrom('feedback_image')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('feedback_id', '=', feedbackId)
      .executeTakeFirst()
    return toNumber(r?.n)
  }
}

class ImagesTaken extends Error {}
