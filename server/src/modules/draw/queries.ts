import type { Db } from '../../db/connect'

/** What other modules ask of the draw tables (src/modules/table-owners.ts). */

/** An activity's id, title and end (the love-value page links the running one). */
export async function drawActivityHeading(db: Db, id: string) {
  return db.selectFrom('draw_activity').select(['id', 'title', 'end_at']).where('id', '=', id).executeTakeFirst()
}
