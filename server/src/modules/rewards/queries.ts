import type { Db } from '../../db/connect'

/** What other modules ask of the rewards tables (src/modules/table-owners.ts), in the caller's Db or transaction. */

/** Account deletion: where the user shared from (keyed hashes) only served their share task. */
export async function forgetShareOwnerMarks(trx: Db, ownerId: number): Promise<void> {
  await trx.deleteFrom('share_owner_mark').where('owner_id', '=', ownerId).execute()
}
