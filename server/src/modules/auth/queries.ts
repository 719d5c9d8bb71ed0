import type { Db } from '../../db/connect'

/** What other modules ask of the session and partner-token tables (src/modules/table-owners.ts), in the caller's Db or transaction. */

/** Account deletion: the partner token goes with the account. */
export async function deletePartnerTokens(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('px_token').where('user_id', '=', userId).execute()
}

/** Account deletion: every session of the user still open is revoked. */
export async function revokeAllSessions(trx: Db, userId: number, now: number): Promise<void> {
  await trx.updateTable('session').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
}
