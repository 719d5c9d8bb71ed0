import type { Kysely, Migration } from 'kysely'

/**
 * Window counters for business limits (server/src/db/limit-counter.ts): one row per (key, window), taken with a
 * conditional upsert so parallel requests on any replica cannot pass a limit together. `expires_at` lets old
 * windows be pruned.
 */
export const limits: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('limit_counter')
      .addColumn('key', 'varchar(200)', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('limit_counter_pk', ['key', 'window_start'])
      .execute()
    await db.schema.createIndex('limit_counter_expires_idx').on('limit_counter').column('expires_at').execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('limit_counter').execute()
  },
}
