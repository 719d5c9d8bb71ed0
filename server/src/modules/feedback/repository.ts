import { sql, type Selectable } from 'kysely'
import { isPostgres, type Db } from '../../db/connect'
import { lockKey } from '../../db/limit-counter'
import { toNumber } from '../../db/numbers'
import { insertedId } from '../../db/inserted-id'
import { countRows, pageOf } from '../../db/page'
import { updatedOne } from '../../db/updated-one'
import type { FeedbackReplyTable, FeedbackTable } from '../../db/schema'
import { BUG_REPORT_CATEGORY, FeedbackStatus } from '../../contract/values'

export type FeedbackRow = Selectable<FeedbackTable>
export type FeedbackReplyRow = Selectable<FeedbackReplyTable>

/** The support inbox's filters; an absent one does not filter. */
export interface InboxFilter {
  /** One player's feedback (the console's player page). */
  userId?: number
  status?: FeedbackStatus
  /** An operator id, or null for feedback nobody is assigned to. */
  assignedTo?: number | null
  /** `bug`: bug reports (from the bug-feedback page); `feedback`: everything else. */
  type?: 'feedback' | 'bug'
  /** Submitted in [from, to), UTC ms. */
  from?: number
  to?: number
}

/** What an inbox write may change on the feedback row. */
export type FeedbackChange = Partial<Pick<FeedbackRow, 'status' | 'assigned_to'>>

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

  async findOwned(userId: number, feedbackId: number): Promise<FeedbackRow | undefined> {
    return this.db.selectFrom('feedback').selectAll().where('id', '=', feedbackId).where('user_id', '=', userId).executeTakeFirst()
  }

  /** The player has seen every reply made so far: one statement, so a reply landing meanwhile stays unread. */
  async markRead(userId: number, feedbackId: number): Promise<void> {
    await this.db
      .updateTable('feedback')
      .set({ read_reply_count: sql<number>`reply_count` })
      .where('id', '=', feedbackId)
      .where('user_id', '=', userId)
      .where(sql<boolean>`read_reply_count < reply_count`)
      .execute()
  }

  /** How many of the user's feedbacks hold a reply they have not opened. */
  async countUnread(userId: number): Promise<number> {
    return countRows(
      this.db
        .selectFrom('feedback')
        .where('user_id', '=', userId)
        .where(sql<boolean>`reply_count > read_reply_count`),
    )
  }

  async replies(feedbackId: number): Promise<FeedbackReplyRow[]> {
    return this.db.selectFrom('feedback_reply').selectAll().where('feedback_id', '=', feedbackId).orderBy('id').execute()
  }

  /** A submitted feedback's images, in upload order; the bytes stay behind. */
  async imagesOf(feedbackId: number): Promise<{ id: string; mime: string; size: number }[]> {
    return this.db
      .selectFrom('feedback_image')
      .select(['id', 'mime', 'size'])
      .where('feedback_id', '=', feedbackId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  }

  /** The bytes of a submitted image (an unsubmitted upload is nobody's to show yet). */
  async imageData(imageId: string): Promise<{ mime: string; data: Uint8Array } | undefined> {
    return this.db
      .selectFrom('feedback_image')
      .select(['mime', 'data'])
      .where('id', '=', imageId)
      .where('feedback_id', 'is not', null)
      .executeTakeFirst()
  }

  async inbox(filter: InboxFilter, offset: number, limit: number): Promise<{ rows: FeedbackRow[]; total: number }> {
    let base = this.db.selectFrom('feedback')
    if (filter.userId !== undefined) base = base.where('user_id', '=', filter.userId)
    if (filter.status !== undefined) base = base.where('status', '=', filter.status)
    if (filter.assignedTo === null) base = base.where('assigned_to', 'is', null)
    else if (filter.assignedTo !== undefined) base = base.where('assigned_to', '=', filter.assignedTo)
    if (filter.type === 'bug') base = base.where('category', '=', BUG_REPORT_CATEGORY.value)
    else if (filter.type === 'feedback') base = base.where('category', '<>', BUG_REPORT_CATEGORY.value)
    if (filter.from !== undefined) base = base.where('created_at', '>=', filter.from)
    if (filter.to !== undefined) base = base.where('created_at', '<', filter.to)
    return pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), { offset, limit })
  }

  async find(feedbackId: number): Promise<FeedbackRow | undefined> {
    return this.db.selectFrom('feedback').selectAll().where('id', '=', feedbackId).executeTakeFirst()
  }

  /**
   * The row, locked until the transaction ends on PostgreSQL, so an inbox write reads the state it changes and no
   * other write slips in between (SQLite runs one write transaction at a time anyway). Call it inside a transaction.
   */
  async lock(feedbackId: number): Promise<FeedbackRow | undefined> {
    const q = this.db.selectFrom('feedback').selectAll().where('id', '=', feedbackId)
    return isPostgres(this.db) ? q.forUpdate().executeTakeFirst() : q.executeTakeFirst()
  }

  /** Applies an inbox change to a row locked by `lock`. */
  async change(feedbackId: number, change: FeedbackChange): Promise<boolean> {
    return updatedOne(this.db.updateTable('feedback').set(change).where('id', '=', feedbackId))
  }

  /** Adds an operator's reply: the row turns replied and the player has one more unread reply. */
  async addReply(row: {
    feedbackId: number
    operatorId: number | null
    operatorName: string
    content: string
    now: number
  }): Promise<FeedbackReplyRow> {
    const id = await insertedId(
      this.db
        .insertInto('feedback_reply')
        .values({
          feedback_id: row.feedbackId,
          operator_id: row.operatorId,
          operator_name: row.operatorName,
          content: row.content,
          created_at: row.now,
        })
        .returning('id'),
    )
    await this.db
      .updateTable('feedback')
      .set({ status: FeedbackStatus.REPLIED, reply_count: sql<number>`reply_count + 1`, last_reply_at: row.now })
      .where('id', '=', row.feedbackId)
      .execute()
    return this.db.selectFrom('feedback_reply').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  }
}

class ImagesTaken extends Error {}
