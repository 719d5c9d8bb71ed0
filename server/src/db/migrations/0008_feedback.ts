import type { Migration } from 'kysely'
import { autoId, bigint, bytes, createTables, int, text, varchar } from './helpers'

/**
 * 意见反馈: the feedback rows and their images. Images are kept in the database (bytea / blob), so every
 * replica serves the same files without shared storage; each belongs to the uploader and, once submitted,
 * to one feedback.
 */
export const feedback: Migration = createTables({
  feedback: {
    columns: {
      id: autoId,
      user_id: int.references('users.id'),
      category: varchar(16),
      content: text,
      contact: varchar(64).nullable(),
      // phone / email / qq
      contact_type: varchar(8).nullable(),
      image_count: int,
      // 0 submitted, 1 handled
      status: int,
      created_at: bigint,
    },
    indexes: { feedback_user_idx: ['user_id', 'created_at'] },
  },
  feedback_image: {
    columns: {
      id: varchar(40).primaryKey(),
      user_id: int.references('users.id'),
      feedback_id: int.nullable().references('feedback.id'),
      mime: varchar(32),
      size: int,
      data: bytes,
      created_at: bigint,
    },
    indexes: { feedback_image_user_idx: ['user_id', 'feedback_id'] },
  },
})
