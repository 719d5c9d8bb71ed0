import type { Kysely, Migration } from 'kysely'
import { isPostgres } from '../connect'
import { withAutoId } from './helpers'

/**
 * 意见反馈: the feedback rows and their images. Images are kept in the database (bytea / blob), so every
 * replica serves the same files without shared storage; each belongs to the uploader and, once submitted,
 * to one feedback.
 */
export const feedback: Migration = {
  async up(db: Kysely<any>) {
    await withAutoId(db, db.schema.createTable('feedback'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'varchar(64)')
      // phone / email / qq
      .addColumn('contact_type', 'varchar(8)')
      .addColumn('image_count', 'integer', (c) => c.notNull())
      // 0 submitted, 1 handled
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'created_at']).execute()

    await db.schema
      .createTable('feedback_image')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('feedback_id', 'integer', (c) => c.references('feedback.id'))
      .addColumn('mime', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('feedback_image_user_idx').on('feedback_image').columns(['user_id', 'feedback_id']).execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('feedback_image').execute()
    await db.schema.dropTable('feedback').execute()
  },
}
