import { countFinishedValuations, countUnlocks, reportFacts } from '../reports/queries'
import { MissionEvent } from '../../contract/values/rewards'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { Period } from './period'

/**
 * How many times a task's event happened for a user in a period, read from the tables where the event itself
 * is recorded (never from anything the client says). Daily periods are bounded by the China day, one-off
 * periods count all time. Unknown events count nothing, so a mistyped task can never be claimed.
 */
export async function countEvents(db: Db, userId: number, event: string, period: Period): Promise<number> {
  const { from, to, day } = period
  const bounded = from !== null && to !== null
  const span = bounded ? { from, to } : undefined
  switch (event) {
    case MissionEvent.SIGN_IN: {
      const row = await db
        .selectFrom('sign_in')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .$if(day !== null, (qb) => qb.where('day', '=', day as string))
        .executeTakeFirst()
      return toNumber(row?.n)
    }
    case MissionEvent.VALUATE: {
      // A valuation counts once it has a result (locked or unlocked); generating and failed ones do not.
      // Deleted reports still count: the valuation happened.
      return countFinishedValuations(db, userId, span)
    }
    case MissionEvent.SHARE_REPORT: {
      // Reports, not visits: ten friends opening one report is one share.
      const row = await db
        .selectFrom('share_visit')
        .select((eb) => eb.fn.count('report_id').distinct().as('n'))
        .where('owner_id', '=', userId)
        .$if(day !== null, (qb) => qb.where('day', '=', day as string))
        .executeTakeFirst()
      return toNumber(row?.n)
    }
    case MissionEvent.FRIEND_HELP: {
      const row = await db
        .selectFrom('report_help as h')
        .innerJoin(reportFacts(db).as('r'), 'r.id', 'h.report_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('r.user_id', '=', userId)
        .where('h.helper_id', '!=', userId)
        .$if(bounded, (qb) => qb.where('h.created_at', '>=', from as number).where('h.created_at', '<', to as number))
        .executeTakeFirst()
      return toNumber(row?.n)
    }
    case MissionEvent.INVITE: {
      // Binds that counted: an invitee who had been one before (deleted and back, by phone or WeChat) does not.
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('inviter_id', '=', userId)
        .where('invite_counted_at', 'is not', null)
        .$if(bounded, (qb) => qb.where('invite_counted_at', '>=', from as number).where('invite_counted_at', '<', to as number))
        .executeTakeFirst()
      return toNumber(row?.n)
    }
    case MissionEvent.REAL_NAME: {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', '=', userId)
        .where('real_name_verified_at', 'is not', null)
        .$if(bounded, (qb) => qb.where('real_name_verified_at', '>=', from as number).where('real_name_verified_at', '<', to as number))
        .executeTakeFirst()
      return toNumber(row?.n)
    }
    case MissionEvent.PUBLISH: {
      // One row per account: publishing the same account again moves its published_at, never adds a second.
      // Taking a listing off sale later does not undo the publish that happened.
      const row = await db
        .selectFrom('report_account')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('published_at', 'is not', null)
        .$if(bounded, (qb) => qb.where('published_at', '>=', from as number).where('published_at', '<', to as number))
        .executeTakeFirst()
      return toNumber(row?.n)
    }
    case MissionEvent.UNLOCK: {
      return countUnlocks(db, userId, span)
    }
    default:
      return 0
  }
}
