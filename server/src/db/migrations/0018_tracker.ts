import type { Migration } from 'kysely'
import { autoId, bigint, createTables, int, text, varchar } from './helpers'

/**
 * Tracker events the app reports (modules/tracker): one row per event, with the client IP the service saw. Rows
 * older than TRACKER_RETENTION_DAYS are deleted by a recurring job, by `created_at` (the service's clock; the
 * client's `event_time` is kept as sent). The stats command reads by time, name and visitor.
 */
export const tracker: Migration = createTables({
  tracker_event: {
    columns: {
      id: autoId,
      event_type: varchar(20),
      name: varchar(64),
      user_id: varchar(64).nullable(),
      visitor_id: varchar(64),
      session_id: varchar(64),
      ip: varchar(64),
      ua: varchar(512),
      browser: varchar(32),
      os: varchar(32),
      is_mobile: int,
      standalone: int,
      app_code: int,
      channel: varchar(64),
      terminal: int,
      event_time: bigint,
      last_spm: varchar(128).nullable(),
      spm: varchar(128).nullable(),
      // JSON, at most 2 KB (checked on the way in).
      extra: text.nullable(),
      created_at: bigint,
    },
    indexes: { tracker_event_created_idx: ['created_at'], tracker_event_name_idx: ['name', 'created_at'] },
  },
})
