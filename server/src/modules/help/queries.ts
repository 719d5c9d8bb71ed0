import type { Db } from '../../db/connect'
import { countRows } from '../../db/page'
import { type Span, reportFacts } from '../reports/queries'

/** What other modules ask of the help tables (src/modules/table-owners.ts), in the caller's Db or transaction. */

/** Helps the user's reports received from other users within the span (all time if none). */
export async function countHelpsReceived(db: Db, userId: number, span: Span): Promise<number> {
  return countRows(
    db
      .selectFrom('report_help as h')
      .innerJoin(reportFacts(db).as('r'), 'r.id', 'h.report_id')
      .where('r.user_id', '=', userId)
      .where('h.helper_id', '!=', userId)
      .$if(span !== undefined, (qb) => qb.where('h.created_at', '>=', span?.from as number).where('h.created_at', '<', span?.to as number)),
  )
}
