import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { countRows, pageOf, type Page } from '../../db/page'
import type { MessageTable } from '../../db/schema'
import { updatedOne } from '../../db/updated-one'
import { PushState } from './queries'

export type MessageRow = Selectable<MessageTable>

/** A player's inbox. Every read is the owner's and within the retention window (`since`), purged or not yet. */
export class MessageRepository {
  constructor(private readonly db: Db) {}

  private owned(userId: number, since: number) {
    return this.db.selectFrom('message').where('user_id', '=', userId).where('created_at', '>=', since)
  }

  async listOwned(userId: number, since: number, offset: number, limit: number): Promise<Page<MessageRow>> {
    return pageOf(this.owned(userId, since), (q) => q.selectAll().orderBy('id', 'desc'), { offset, limit })
  }

  async countUnread(userId: number, since: number): Promise<number> {
    return countRows(this.owned(userId, since).where('read_at', 'is', null))
  }

  /** Marks one of the owner's messages read: whether it was theirs (read now or before), or missing for them. */
  async markRead(userId: number, messageId: number, since: number, now: number): Promise<'read' | 'missing'> {
    const changed = await updatedOne(
      this.db
        .updateTable('message')
        .set({ read_at: now })
        .where('id', '=', messageId)
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .where('read_at', 'is', null),
    )
    if (changed) return 'read'
    const mine = await this.owned(userId, since).select('id').where('id', '=', messageId).executeTakeFirst()
    return mine ? 'read' : 'missing'
  }

  async markAllRead(userId: number, since: number, now: number): Promise<number> {
    const result = await this.db
      .updateTable('message')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .where('read_at', 'is', null)
      .executeTakeFirst()
    return toNumber(result.numUpdatedRows)
  }

  /** Deletes up to `limit` messages older than `before`, oldest first; answers how many. */
  async purge(before: number, limit: number): Promise<number> {
    const ids = await this.db
      .selectFrom('message')
      .select('id')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute()
    if (!ids.length) return 0
    const result = await this.db
      .deleteFrom('message')
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .executeTakeFirst()
    return toNumber(result.numDeletedRows)
  }

  /** Messages waiting for their subscribe message, oldest first. */
  async pendingPushes(limit: number): Promise<MessageRow[]> {
    return this.db.selectFrom('message').selectAll().where('push_state', '=', PushState.PENDING).orderBy('id').limit(limit).execute()
  }

  /** Takes a pending push for this sweep; false when another sweep took it first. */
  async claimPush(messageId: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('message')
        .set({ push_state: PushState.SENDING })
        .where('id', '=', messageId)
        .where('push_state', '=', PushState.PENDING),
    )
  }

  async settlePush(messageId: number, state: PushState): Promise<void> {
    await this.db.updateTable('message').set({ push_state: state }).where('id', '=', messageId).execute()
  }
}

/** Subscribe messages a player accepted and the service has not sent yet, per platform and topic. */
export class SubscriptionRepository {
  constructor(private readonly db: Db) {}

  /** One more acceptance (up to `max` kept); answers the credits after it. The openid is the latest known. */
  async add(row: { userId: number; platform: string; topic: string; openid: string; now: number }, max: number): Promise<number> {
    await this.db
      .insertInto('message_subscription')
      .values({ user_id: row.userId, platform: row.platform, topic: row.topic, openid: row.openid, credits: 1, updated_at: row.now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'platform', 'topic']).doUpdateSet({
          credits: sql<number>`case when message_subscription.credits < ${max} then message_subscription.credits + 1 else ${max} end`,
          openid: row.openid,
          updated_at: row.now,
        }),
      )
      .execute()
    const after = await this.db
      .selectFrom('message_subscription')
      .select('credits')
      .where('user_id', '=', row.userId)
      .where('platform', '=', row.platform)
      .where('topic', '=', row.topic)
      .executeTakeFirst()
    return toNumber(after?.credits)
  }

  /**
   * Spends one acceptance of the topic on one of `platforms`, the most recently accepted first; answers where to send,
   * or undefined when none is left. Conditional, so two sweeps never spend the same one.
   */
  async take(userId: number, topic: string, platforms: string[]): Promise<{ platform: string; openid: string } | undefined> {
    if (!platforms.length) return undefined
    const candidates = await this.db
      .selectFrom('message_subscription')
      .select(['platform', 'openid'])
      .where('user_id', '=', userId)
      .where('topic', '=', topic)
      .where('platform', 'in', platforms)
      .where('credits', '>', 0)
      .orderBy('updated_at', 'desc')
      .execute()
    for (const c of candidates) {
      const spent = await updatedOne(
        this.db
          .updateTable('message_subscription')
          .set({ credits: sql<number>`credits - 1` })
          .where('user_id', '=', userId)
          .where('platform', '=', c.platform)
          .where('topic', '=', topic)
          .where('credits', '>', 0),
      )
      if (spent) return c
    }
    return undefined
  }

  /** The platform says the player holds none of these any more. */
  async clear(userId: number, platform: string, topic: string): Promise<void> {
    await this.db
      .updateTable('message_subscription')
      .set({ credits: 0 })
      .where('user_id', '=', userId)
      .where('platform', '=', platform)
      .where('topic', '=', topic)
      .execute()
  }
}
