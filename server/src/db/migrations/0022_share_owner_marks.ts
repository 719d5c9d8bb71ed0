import type { Migration } from 'kysely'
import { bigint, createTables, int, varchar } from './helpers'

/**
 * Devices and addresses a user was seen on while sharing (modules/rewards): a share visit that comes from one of the
 * owner's own does not count toward the share task, logged in or not. Keys are keyed hashes, never the raw IP or
 * visitor id: 'ip:<hash>' (counted for 30 days after it was last seen, addresses change hands) and 'v:<hash>'.
 */
export const shareOwnerMarks: Migration = createTables({
  share_owner_mark: {
    columns: { owner_id: int.references('users.id'), mark: varchar(80), seen_at: bigint },
    primaryKey: { share_owner_mark_pk: ['owner_id', 'mark'] },
  },
})
