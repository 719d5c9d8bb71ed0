import type { Kysely, Migration } from 'kysely'
import { autoId, bigint, createIndexes, createTables, int, text, unique, varchar } from './helpers'

/**
 * 消息 (issue 40 point 2): the player's inbox, the system notices operators send to every player, and the subscribe
 * messages a player accepted on a mini-program. A message names where it leads (a report, the coupons, a prize, a
 * feedback) by type and id, so deleting what it points at never breaks the inbox: the page it opens says what is gone.
 */
const tables = createTables({
  message: {
    columns: {
      id: autoId,
      user_id: int.references('users.id'),
      kind: varchar(32),
      title: varchar(64),
      body: text,
      target_type: varchar(16).nullable(),
      target_id: varchar(64).nullable(),
      dedupe_key: varchar(96).nullable(),
      created_at: bigint,
      read_at: bigint.nullable(),
      push_topic: varchar(16).nullable(),
      push_state: int.default(0),
    },
    indexes: {
      // The inbox newest first, and its unread count.
      message_user_idx: ['user_id', 'id'],
      message_user_unread_idx: ['user_id', 'read_at'],
      // Both databases let NULLs repeat in a unique index: only keyed messages are held to one per player.
      message_dedupe_idx: unique(['user_id', 'dedupe_key']),
      message_created_idx: ['created_at'],
      message_push_idx: ['push_state', 'id'],
    },
  },
  message_broadcast: {
    columns: {
      id: autoId,
      title: varchar(64),
      body: text,
      recipients: int,
      created_by: varchar(64),
      created_at: bigint,
    },
  },
  message_subscription: {
    columns: {
      user_id: int.references('users.id'),
      platform: varchar(16),
      topic: varchar(16),
      openid: varchar(128),
      credits: int.default(0),
      updated_at: bigint,
    },
    primaryKey: { message_subscription_pk: ['user_id', 'platform', 'topic'] },
  },
})

/** The tables, and an index on coupons' expiry for the hourly reminder of coupons about to run out. */
export const messages: Migration = {
  async up(db: Kysely<any>) {
    await tables.up(db)
    await createIndexes(db, 'coupon', { coupon_expiry_idx: ['expires_at'] })
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('coupon_expiry_idx').execute()
    await tables.down?.(db)
  },
}
