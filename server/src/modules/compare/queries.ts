import type { Db } from '../../db/connect'

/** What other modules ask of compare_share (src/modules/table-owners.ts), in the caller's Db or transaction. */

/** Account deletion: the user's shared comparisons stop resolving. */
export async function deleteSharesOf(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('compare_share').where('user_id', '=', userId).execute()
}
