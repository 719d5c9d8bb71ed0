import type { Db } from '../../db/connect'
import { byChinaDay, chinaDayOf, type TimeSpan } from '../../db/china-day'
import { toNumber } from '../../db/numbers'

/** What other modules ask of the tracker's events (src/modules/table-owners.ts): the 数据看板's visitor figures. */

function eventsIn(db: Db, span: TimeSpan) {
  return db.selectFrom('tracker_event').where('created_at', '>=', span.from).where('created_at', '<', span.to)
}

/** Distinct visitors (the app's visitor id) per Beijing day, whatever they sent. */
export async function visitorsByDay(db: Db, span: TimeSpan) {
  const rows = await eventsIn(db, span)
    .select((eb) => [chinaDayOf('created_at').as('day'), eb.fn.count('visitor_id').distinct().as('visitors')])
    .groupBy(chinaDayOf('created_at'))
    .execute()
  return byChinaDay(rows, ['visitors'])
}

/** Distinct visitors over the whole span (one visitor on three days is one). */
export async function countVisitors(db: Db, span: TimeSpan): Promise<number> {
  const row = await eventsIn(db, span)
    .select((eb) => eb.fn.count('visitor_id').distinct().as('n'))
    .executeTakeFirst()
  return toNumber(row?.n)
}

/** The visitor-side facts of the valuation funnel in a span, each a set of visitor ids. */
export interface FunnelVisitors {
  /** Visitors who opened the home page, with the terminal they did it on (the lowest code if several). */
  home: Map<string, number>
  /** Visitors who took a valuation action (pick a game or a way, authorize, submit). */
  valuationAction: Set<string>
  /** Visitors who opened the pay-to-unlock page. */
  unlockPage: Set<string>
  /** The users each visitor was logged in as while sending events. */
  usersOf: Map<string, Set<number>>
}

export async function funnelVisitors(db: Db, span: TimeSpan): Promise<FunnelVisitors> {
  const home = await eventsIn(db, span)
    .where('event_type', '=', 'pv')
    .where('name', '=', 'index')
    .select((eb) => ['visitor_id', eb.fn.min('terminal').as('terminal')])
    .groupBy('visitor_id')
    .execute()
  const visitorsWith = async (eventType: string, name: string) =>
    new Set(
      (await eventsIn(db, span).where('event_type', '=', eventType).where('name', '=', name).select('visitor_id').distinct().execute()).map(
        (r) => r.visitor_id,
      ),
    )
  const logins = await eventsIn(db, span).where('user_id', 'is not', null).select(['visitor_id', 'user_id']).distinct().execute()
  const usersOf = new Map<string, Set<number>>()
  for (const r of logins) {
    const users = usersOf.get(r.visitor_id) ?? new Set<number>()
    users.add(toNumber(r.user_id))
    usersOf.set(r.visitor_id, users)
  }
  return {
    home: new Map(home.map((r) => [r.visitor_id, toNumber(r.terminal)])),
    valuationAction: await visitorsWith('event', 'valuation'),
    unlockPage: await visitorsWith('pv', 'pay'),
    usersOf,
  }
}
