import type { Migration } from 'kysely'
import { bigint, bytes, createTables, int, varchar } from './helpers'

/**
 * Banner images operators upload in the console (issue 38 point 1). Kept in the database like feedback images, so
 * every replica serves the same files without shared storage; public (a banner is shown to everyone) and never
 * changed once stored, so a banner points at one by its id.
 */
export const bannerImages: Migration = createTables({
  banner_image: {
    columns: {
      id: varchar(40).primaryKey(),
      mime: varchar(32),
      size: int,
      width: int,
      height: int,
      data: bytes,
      created_at: bigint,
    },
  },
})
