import type { Kysely, Migration } from 'kysely'
import { withAutoId } from './helpers'

/**
 * Tracker events the app reports (modules/tracker): one row per event, with the client IP the service saw. Rows
 * older than TRACKER_RETENTION_DAYS are deleted by a recurring job, by `created_at` (the service's clock; the
 * client's `event_time` is kept as sent). The stats command reads by time, name and visitor.
 */
export const tracker: Migration = {
  async up(db: Kysely<any>) {
    await withAutoId(db, db.schema.createTable('tracker_event'))
      .addColumn('event_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)')
      .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('ua', 'varchar(512)', (c) => c.notNull())
      .addColumn('browser', 'varchar(32)', (c) => c.notNull())
      .addColumn('os', 'varchar(32)', (c) => c.notNull())
      .addColumn('is_mobile', 'integer', (c) => c.notNull())
      .addColumn('standalone', 'integer', (c) => c.notNull())
      .addColumn('app_code', 'integer', (c) => c.notNull())
      .addColumn('channel', 'varchar(64)', (c) => c.notNull())
      .addColumn('terminal', 'integer', (c) => c.notNull())
      .addColumn('event_time', 'bigint', (c) => c.notNull())
      .addColumn('last_spm', 'varchar(128)')
      .addColumn('spm', 'varchar(128)')
      // JSON, at most 2 KB (checked on the way in).
      .addColumn('extra', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('tracker_event_created_idx').on('tracker_event').column('created_at').execute()
    await db.schema.createIndex('tracker_event_name_idx').on('tracker_event').columns(['name', 'created_at']).execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('tracker_event').execute()
  },
}
