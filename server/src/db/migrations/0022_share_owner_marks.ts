import type { Kysely, Migration } from 'kysely'

/**
 * Devices and addresses a user was seen on while sharing (modules/rewards): a share visit that comes from one of the
 * owner's own does not count toward the share task, logged in or not. Keys are keyed hashes, never the raw IP or
 * visitor id: 'ip:<hash>' (counted for 30 days after it was last seen, addresses change hands) and 'v:<hash>'.
 */
export const shareOwnerMarks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('share_owner_mark')
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('mark', 'varchar(80)', (c) => c.notNull())
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('share_owner_mark_pk', ['owner_id', 'mark'])
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('share_owner_mark').execute()
  },
}
