import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { countRows } from '../../db/page'
import type { Span } from '../reports/queries'

/**
 * What other modules ask of report_account (src/modules/table-owners.ts). Each takes the Db or transaction of
 * its caller.
 */

/**
 * Account publishes within the span (all time if none). One row per account: publishing the same account again
 * moves its published_at, never adds a second; taking a listing off sale later does not undo the publish.
 */
export async function countPublishedAccounts(db: Db, userId: number, span: Span): Promise<number> {
  return countRows(
    db
      .selectFrom('report_account')
      .where('user_id', '=', userId)
      .where('published_at', 'is not', null)
      .$if(span !== undefined, (qb) => qb.where('published_at', '>=', span?.from as number).where('published_at', '<', span?.to as number)),
  )
}

/**
 * Account deletion's step for the user's accounts: each taken off publishing with its contact and description
 * erased. Every row, published or not: a publish committing meanwhile is waited for (this is the lock that publish
 * and unpublish take first), and its listing is returned here rather than skipped because the caller's snapshot
 * saw the row unpublished. Returns the ids of the accounts' listings.
 */
export async function clearAccountsOfDeletedUser(trx: Db, userId: number, now: number): Promise<number[]> {
  const accounts = await trx
    .updateTable('report_account')
    .set({ publish_status: 0, contact: null, description: null, updated_at: now })
    .where('user_id', '=', userId)
    .returning('listing_id')
    .execute()
  return accounts.flatMap((a) => (a.listing_id === null ? [] : [toNumber(a.listing_id)]))
}
