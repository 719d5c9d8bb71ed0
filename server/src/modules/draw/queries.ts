import type { Db } from '../../db/connect'
import { byChinaDay, chinaDayOf, type TimeSpan } from '../../db/china-day'
import { PrizeState } from '../../contract/values'

/** What other modules ask of the draw tables (src/modules/table-owners.ts). */

/** An activity's id, title and end (the love-value page links the running one). */
export async function drawActivityHeading(db: Db, id: string) {
  return db.selectFrom('draw_activity').select(['id', 'title', 'end_at']).where('id', '=', id).executeTakeFirst()
}

/** Prizes won per Beijing day of the draw (数据看板): every draw that won something, whatever its delivery stands at. */
export async function prizesByDay(db: Db, span: TimeSpan) {
  const rows = await db
    .selectFrom('draw_record')
    .where('state', '!=', PrizeState.NO_PRIZE)
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .select((eb) => [chinaDayOf('created_at').as('day'), eb.fn.countAll().as('prizes')])
    .groupBy(chinaDayOf('created_at'))
    .execute()
  return byChinaDay(rows, ['prizes'])
}
