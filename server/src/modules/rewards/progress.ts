import { countPublishedAccounts } from '../account-info/queries'
import { countHelpsReceived } from '../help/queries'
import { countFinishedValuations, countUnlocks } from '../reports/queries'
import { countCountedInvitees, countRealNameVerified } from '../user/queries'
import { MissionEvent } from '../../contract/values/rewards'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { countRows } from '../../db/page'
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
      return countRows(
        db
          .selectFrom('sign_in')
          .where('user_id', '=', userId)
          .$if(day !== null, (qb) => qb.where('day', '=', day as string)),
      )
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
      return countHelpsReceived(db, userId, span)
    }
    case MissionEvent.INVITE: {
      // Binds that counted: an invitee who had been one before (deleted and back, by phone or WeChat) does not.
      return countCountedInvitees(db, userId, span)
    }
    case MissionEvent.REAL_NAME: {
      return countRealNameVerified(db, userId, span)
    }
    case MissionEvent.PUBLISH: {
      // One row per account: publishing the same account again moves its published_at, never adds a second.
      // Taking a listing off sale later does not undo the publish that happened.
      return countPublishedAccounts(db, userId, span)
    }
    case MissionEvent.UNLOCK: {
      return countUnlocks(db, userId, span)
    }
    default:
      return 0
  }
}
