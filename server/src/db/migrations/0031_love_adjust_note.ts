import type { Kysely, Migration } from 'kysely'
import { addColumns, dropColumns, varchar } from './helpers'

/**
 * An operator's love value adjustment keeps its whole reason (2-200 characters, issue 38 point 2) on the ledger row;
 * the title the player reads stays the short one (at most 40 characters). Other moves have no note.
 */
export const loveAdjustNote: Migration = {
  async up(db: Kysely<any>) {
    await addColumns(db, 'love_ledger', { note: varchar(200).nullable() })
  },

  async down(db: Kysely<any>) {
    await dropColumns(db, 'love_ledger', ['note'])
  },
}
