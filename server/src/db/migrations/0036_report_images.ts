import type { Migration } from 'kysely'
import { bigint, bytes, createTables, int, varchar } from './helpers'

/**
 * The player's own screenshots on a report (issue 40 point 3): the order screenshot of a did-I-lose check and the
 * account screenshots of a props valuation. Kept in the database like feedback images (bytea / blob), so every
 * replica serves them without shared storage. Each belongs to the report's owner; the app shows them on the report,
 * and only its owner is ever given a link.
 */
export const reportImages: Migration = createTables({
  report_image: {
    columns: {
      // Opaque `ri_…` id: it appears in the signed link.
      id: varchar(40).primaryKey(),
      user_id: int.references('users.id'),
      report_id: varchar(40).references('report.id'),
      // 1 order screenshot (did-I-lose), 2 account screenshot (props valuation): contract ReportImageKind.
      kind: int,
      mime: varchar(32),
      size: int,
      data: bytes,
      created_at: bigint,
    },
    indexes: {
      report_image_report_idx: ['report_id', 'created_at'],
      report_image_user_idx: ['user_id'],
    },
  },
})
