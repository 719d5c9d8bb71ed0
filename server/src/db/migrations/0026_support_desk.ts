import type { Kysely, Migration } from 'kysely'
import { addColumns, autoId, bigint, createIndexes, createTable, dropColumns, dropTables, int, text, varchar } from './helpers'

/**
 * The support desk (issue 37 points 7 and 8): feedback gets an inbox state (status 0 new, 1 replied, 2 closed, an
 * assigned operator) and a conversation of operator replies the player reads in 我的反馈; the player's unread
 * state is two counters (replies made, replies the player has seen), so a reply and a read in the same
 * millisecond cannot be mistaken for each other. Coupons record who granted them and, when an operator takes an
 * unused one back, who revoked it, when and why. Operator ids carry no foreign key: the operator table belongs to
 * the console's own migration.
 */
export const supportDesk: Migration = {
  async up(db: Kysely<any>) {
    await addColumns(db, 'feedback', {
      assigned_to: int.nullable(),
      reply_count: int.default(0),
      read_reply_count: int.default(0),
      last_reply_at: bigint.nullable(),
    })
    await createIndexes(db, 'feedback', { feedback_status_idx: ['status', 'created_at'] })
    await createTable(db, 'feedback_reply', {
      columns: {
        id: autoId,
        feedback_id: int.references('feedback.id'),
        operator_id: int.nullable(),
        operator_name: varchar(64),
        content: text,
        created_at: bigint,
      },
      indexes: { feedback_reply_feedback_idx: ['feedback_id', 'id'] },
    })
    await addColumns(db, 'coupon', {
      // The actor's name for an operator grant ('cli:NAME' from the command line).
      granted_by: varchar(64).nullable(),
      revoked_at: bigint.nullable(),
      revoked_by: varchar(64).nullable(),
      revoke_reason: varchar(128).nullable(),
    })
  },

  async down(db: Kysely<any>) {
    await dropColumns(db, 'coupon', ['revoke_reason', 'revoked_by', 'revoked_at', 'granted_by'])
    await dropTables(db, ['feedback_reply'])
    await db.schema.dropIndex('feedback_status_idx').execute()
    await dropColumns(db, 'feedback', ['last_reply_at', 'read_reply_count', 'reply_count', 'assigned_to'])
  },
}
