import type { Kysely, Migration } from 'kysely'
import { addColumns, dropColumns, varchar } from './helpers'

/**
 * Bug reports (feedback category bug_report, from the bug-feedback banner page) say where the bug happened and
 * on what device. Nullable: regular feedback has neither.
 */
export const bugReport: Migration = {
  async up(db: Kysely<any>) {
    await addColumns(db, 'feedback', { page: varchar(40).nullable(), device: varchar(120).nullable() })
  },

  async down(db: Kysely<any>) {
    await dropColumns(db, 'feedback', ['device', 'page'])
  },
}
