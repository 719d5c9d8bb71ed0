import type { Migration } from 'kysely'
import { bigint, createTables, int, text, varchar } from './helpers'

/**
 * What the owner says about a valuation report: property confirmation (0 unconfirmed, 1 confirmed,
 * 2 feedback) with the feedback text. One row per report; absent = unconfirmed.
 */
export const reportExtras: Migration = createTables({
  report_property_confirm: {
    columns: {
      report_id: varchar(40).primaryKey().references('report.id'),
      user_id: int.references('users.id'),
      status: int,
      feedback: text.nullable(),
      created_at: bigint,
      updated_at: bigint,
    },
  },
})
