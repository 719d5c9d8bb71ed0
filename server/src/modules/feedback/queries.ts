import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { FeedbackStatus } from '../../contract/values'

/** What other modules ask of the feedback tables (src/modules/table-owners.ts). */

/** Feedback not closed now, and of it what still awaits a first reply (数据看板). */
export async function openFeedbackCounts(db: Db): Promise<{ open: number; awaitingReply: number }> {
  const row = await db
    .selectFrom('feedback')
    .where('status', '!=', FeedbackStatus.CLOSED)
    .select((eb) => [
      eb.fn.countAll().as('open'),
      eb.fn.sum(eb.case().when('status', '=', FeedbackStatus.NEW).then(1).else(0).end()).as('awaiting'),
    ])
    .executeTakeFirst()
  return { open: toNumber(row?.open), awaitingReply: toNumber(row?.awaiting) }
}
