import type { Migration } from 'kysely'
import { bigint, createTables, int, varchar } from './helpers'

/**
 * Window counters for business limits (server/src/db/limit-counter.ts): one row per (key, window), taken with a
 * conditional upsert so parallel requests on any replica cannot pass a limit together. `expires_at` lets old
 * windows be pruned.
 */
export const limits: Migration = createTables({
  limit_counter: {
    columns: { key: varchar(200), window_start: bigint, n: int, expires_at: bigint },
    primaryKey: { limit_counter_pk: ['key', 'window_start'] },
    indexes: { limit_counter_expires_idx: ['expires_at'] },
  },
})
