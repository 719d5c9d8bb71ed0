import type { Db } from '../../db/connect'
import { countPerChinaDay, type TimeSpan } from '../../db/china-day'
import { PrizeState } from '../../contract/values'

/** What other modules ask of the draw tables (src/modules/table-owners.ts). */

/** An activity's id, title and end (the love-value page links the running one). */
export async function drawActivityHeading(db: Db, id: string) {
  return db.selectFrom('draw_activity').select(['id', 'title', 'end_at']).where('id', '=', id).executeTakeFirst()
}

/** Prizes won per Beijing day of the draw (数据看板): every draw that won something, whatever its delivery stands at. */
export function prizesByDay(db: Db, span: TimeSpan) {
  return countPerChinaDay(db.selectFrom('draw_record').where('state', '!=', PrizeState.NO_PRIZE), 'created_at', span)
}
