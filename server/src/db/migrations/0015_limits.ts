import type { Kysely, Migration } from 'kysely'
import { bigint, createTable, dropTables, int, varchar } from './helpers'

/**
 * Window counters for business limits (server/src/db/limit-counter.ts): one row per (key, window), taken with a
 * conditional upsert so parallel requests on any replica cannot pass a limit together. `expires_at` lets old
 * windows be pruned.
 */
export const limits: Migration = {
  async up(db: Kysely<any>) {
    await createTable(
      db,
      'limit_counter',
      { key: varchar(200), window_start: bigint, n: int, expires_at: bigint },
      { primaryKey: { limit_counter_pk: ['key', 'window_start'] }, indexes: { limit_counter_expires_idx: ['expires_at'] } },
    )
  },

  async down(db: Kysely<any>) {
    await dropTables(db, ['limit_counter'])
  },
}
