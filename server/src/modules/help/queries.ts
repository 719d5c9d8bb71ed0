import type { Db } from '../../db/connect'
import { countPerChinaDay, type TimeSpan } from '../../db/china-day'
import { toNumber } from '../../db/numbers'
import { countRows, pageOf, type Page } from '../../db/page'
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

/** One help as the console lists a player's: the report, its owner and helper, and whether the report is unlocked now. */
export interface HelpEntry {
  id: number
  reportId: string
  ownerId: number
  helperId: number
  createdAt: number
  reportStatus: number
  /** What unlocked the report (`help:<code>` when the helps did), or null. */
  unlockedBy: string | null
}

/** Helps the user gave (on others' reports) or their reports received, newest first, one page and the count. */
export async function helpsOf(
  db: Db,
  userId: number,
  direction: 'given' | 'received',
  window: { offset: number; limit: number },
): Promise<Page<HelpEntry>> {
  const base = db
    .selectFrom('report_help as h')
    .innerJoin(reportFacts(db).as('r'), 'r.id', 'h.report_id')
    .$if(direction === 'given', (q) => q.where('h.helper_id', '=', userId))
    .$if(direction === 'received', (q) => q.where('r.user_id', '=', userId))
  const page = await pageOf(
    base,
    (q) =>
      q
        .select(['h.id', 'h.report_id', 'r.user_id', 'h.helper_id', 'h.created_at', 'r.status', 'r.unlocked_by'])
        .orderBy('h.created_at', 'desc')
        .orderBy('h.id', 'desc'),
    window,
  )
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: toNumber(r.id),
      reportId: r.report_id,
      ownerId: toNumber(r.user_id),
      helperId: toNumber(r.helper_id),
      createdAt: toNumber(r.created_at),
      reportStatus: toNumber(r.status),
      unlockedBy: r.unlocked_by,
    })),
  }
}

/** Friend helps given per Beijing day (数据看板): every help row, whether or not it unlocked the report. */
export function helpsByDay(db: Db, span: TimeSpan) {
  return countPerChinaDay(db.selectFrom('report_help'), 'created_at', span)
}
